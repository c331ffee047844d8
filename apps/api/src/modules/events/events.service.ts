import type { AdminEvent, AdminEventItem, AdminEventSearchRequestSchema, Language, Page } from '@ringside/contract';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import type { CalendarContext } from './calendar-context';
import { type EventRow, cardHeadlines, toEventSummary } from './event-summaries';
import {
  type EventInput,
  baseSlug,
  checkSchedule,
  checkWeightClasses,
  eventValues,
  freeSlug,
  slugFits,
} from './event-fields';
import { type EventAction, assertEditable, nextStatus } from './event-transitions';
import { NO_COUNTS, eventsRepository as events } from './events.repository';
import { fightersWithResults, recomputeRecords } from './records.repository';
import { withdrawSales } from './cancelled-sales';

export type AdminEventSearch = z.output<typeof AdminEventSearchRequestSchema>;

const SLUG_KEY = 'events_slug_key';

/** Another request may take the same free slug between the check and the write: the write is tried again. */
async function retryingSlugClash<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error, SLUG_KEY)) throw error;
    }
  }
}

/** Staff (BOOKINGANDTICKETING) create, edit, publish, run and cancel events. */
export class EventsAdmin {
  constructor(private readonly context: CalendarContext) {}

  async search(filter: AdminEventSearch): Promise<Page<AdminEventItem>> {
    const { db } = this.context;
    const { rows, total } = await events.search(db, { ...filter, publicOnly: false, now: new Date() });
    const ids = rows.map((row) => row.id);
    const [headlines, counts] = await Promise.all([cardHeadlines(db, ids), events.counts(db, ids)]);
    return {
      items: rows.map((row) => ({
        ...toEventSummary(row, headlines.get(row.id) ?? { headline: null, boutCount: 0 }),
        counts: counts.get(row.id) ?? NO_COUNTS,
      })),
      page: filter.page,
      pageSize: filter.pageSize,
      total,
    };
  }

  async get(eventId: string, language: Language): Promise<AdminEvent> {
    return this.context.views.admin(await this.context.views.find(this.context.db, eventId), language);
  }

  /** A new draft; its slug comes from the name and the year. */
  async create(actorId: string | null, input: EventInput, language: Language): Promise<AdminEvent> {
    const values = eventValues(input);
    checkSchedule(values, undefined, new Date());
    checkWeightClasses(values.openWeightClassIds, await this.context.masterData.entries(values.openWeightClassIds));
    const base = baseSlug(values.name, values.startsAt);
    const created = await retryingSlugClash(() =>
      this.context.db.transaction(async (tx) =>
        events.insert(tx, { ...values, slug: await freeSlug(tx, base), status: 'DRAFT', createdById: actorId }),
      ),
    );
    this.context.eventChanged(created.id);
    return this.context.views.admin(created, language);
  }

  /**
   * Replaces every field. A draft's slug follows its name; once published it never changes, so shared links
   * keep working.
   */
  async update(eventId: string, input: EventInput, language: Language): Promise<AdminEvent> {
    const values = eventValues(input);
    const entries = await this.context.masterData.entries(values.openWeightClassIds);
    const now = new Date();
    const updated = await retryingSlugClash(() =>
      this.context.db.transaction(async (tx) => {
        const current = await this.context.views.find(tx, eventId, true);
        assertEditable(current.status);
        checkSchedule(values, current, now);
        checkWeightClasses(values.openWeightClassIds, entries, current.openWeightClassIds);
        const base = baseSlug(values.name, values.startsAt);
        const keep = current.publishedAt !== null || slugFits(current.slug, base);
        const slug = keep ? current.slug : await freeSlug(tx, base, current.id);
        return events.update(tx, current.id, { ...values, slug });
      }),
    );
    this.context.eventChanged(updated.id);
    return this.context.views.admin(updated, language);
  }

  publish(eventId: string, language: Language) {
    return this.transition(eventId, 'PUBLISH', language);
  }

  goLive(eventId: string, language: Language) {
    return this.transition(eventId, 'GO_LIVE', language);
  }

  complete(eventId: string, language: Language) {
    return this.transition(eventId, 'COMPLETE', language);
  }

  /**
   * Cancelling takes the event's results out of its fighters' records (they stay on the card, for history), and in
   * the same transaction withdraws what was sold: tickets voided, live access revoked, and a refund line written for
   * every paid purchase, which a durable job then refunds (decision 55); everyone concerned is told.
   */
  cancel(eventId: string, reason: string, language: Language) {
    return this.transition(eventId, 'CANCEL', language, reason);
  }

  /**
   * Moves a published event that has not started to a new date: tickets and passes stay valid for it, fighter
   * registration closes by the new start at the latest, and everyone concerned is told (with `reason`). The first
   * date is kept (`postponedFrom`) however many times it moves.
   */
  async postpone(eventId: string, input: { startsAt: string; reason?: string | undefined }, language: Language) {
    const startsAt = new Date(input.startsAt);
    const now = new Date();
    const { event, from } = await this.context.db.transaction(async (tx) => {
      const current = await this.context.views.find(tx, eventId, true);
      if (current.status !== 'PUBLISHED' || current.startsAt <= now) throw new AppError('HUBEVPS005');
      if (startsAt <= now) throw AppError.field('startsAt', 'HUBEVST002');
      if (startsAt.getTime() === current.startsAt.getTime()) throw AppError.field('startsAt', 'HUBEVPP001');
      const closes = current.registrationClosesAt;
      const event = await events.update(tx, current.id, {
        startsAt,
        postponedFrom: current.postponedFrom ?? current.startsAt,
        registrationClosesAt: closes && closes > startsAt ? startsAt : closes,
      });
      return { event, from: current.startsAt };
    });
    this.context.eventChanged(event.id);
    this.context.postponed(event.id, from, input.reason ?? null);
    return this.context.views.admin(event, language);
  }

  private async transition(
    eventId: string,
    action: EventAction,
    language: Language,
    reason?: string,
  ): Promise<AdminEvent> {
    const now = new Date();
    const { event, recordsChanged } = await this.context.db.transaction(async (tx) => {
      const current = await this.context.views.find(tx, eventId, true);
      const status = nextStatus(current.status, action, current.startsAt, now);
      const changed: Partial<EventRow> = { status };
      if (action === 'PUBLISH') changed.publishedAt = now;
      if (action === 'CANCEL') changed.cancelReason = reason ?? null;
      const event = await events.update(tx, current.id, changed);
      const fighters = action === 'CANCEL' ? await fightersWithResults(tx, current.id) : [];
      await recomputeRecords(tx, fighters);
      if (action === 'CANCEL') await withdrawSales(tx, current.id, now);
      return { event, recordsChanged: fighters.length > 0 };
    });
    this.context.eventChanged(event.id);
    if (action === 'CANCEL') this.context.cancelled(event.id);
    if (recordsChanged) this.context.fightersChanged();
    return this.context.views.admin(event, language);
  }
}
