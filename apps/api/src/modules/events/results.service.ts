import type { AdminEvent, BoutResultRequestSchema, Language } from '@ringside/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CalendarContext } from './calendar-context';
import { type BoutRow, type NewBout, cardRepository as cards } from './card.repository';
import type { EventRow } from './event-summaries';
import { assertResultsOpen } from './event-transitions';
import { eventsRepository as events } from './events.repository';
import { recomputeRecords } from './records.repository';

export type ResultInput = z.output<typeof BoutResultRequestSchema>;

/**
 * The stored result. A win names one of the two fighters and how it was won; a draw may name the decision
 * (a finish cannot end in a draw); a draw or no contest has no winner, whatever the request said.
 */
export function resultValues(
  input: ResultInput,
  bout: Pick<BoutRow, 'redFighterId' | 'blueFighterId' | 'scheduledRounds'>,
): Partial<NewBout> {
  if (input.round > bout.scheduledRounds) throw AppError.field('round', 'HUBEVRS004');
  const ending = { outcome: input.outcome, endRound: input.round, endTime: input.time };
  if (input.outcome === 'WIN') {
    const winnerId = input.winnerId?.toLowerCase();
    if (winnerId !== bout.redFighterId && winnerId !== bout.blueFighterId)
      throw AppError.field('winnerId', 'HUBEVRS003');
    if (!input.method) throw AppError.field('method', 'HUBEVRS007');
    return { ...ending, winnerId, method: input.method };
  }
  if (input.outcome === 'DRAW' && input.method && !input.method.startsWith('DECISION_'))
    throw AppError.field('method', 'HUBEVRS002');
  return { ...ending, winnerId: null, method: input.method ?? null };
}

const CLEARED = {
  outcome: null,
  winnerId: null,
  method: null,
  endRound: null,
  endTime: null,
  resultRecordedAt: null,
  resultRecordedById: null,
} satisfies Partial<NewBout>;

/**
 * Results (staff). Recording, correcting or clearing one recomputes both fighters' promotion records in the
 * same transaction, so a record never disagrees with the bouts it is counted from.
 */
export class Results {
  constructor(private readonly context: CalendarContext) {}

  async record(
    actorId: string | null,
    eventId: string,
    boutId: string,
    input: ResultInput,
    language: Language,
  ): Promise<AdminEvent> {
    const now = new Date();
    return this.change(eventId, boutId, language, (event, bout) => {
      assertResultsOpen(event.status, event.startsAt, now);
      return { ...resultValues(input, bout), resultRecordedAt: now, resultRecordedById: actorId };
    });
  }

  /** Takes a result back (entered on the wrong bout): the bout counts as not fought. */
  async clear(eventId: string, boutId: string, language: Language): Promise<AdminEvent> {
    return this.change(eventId, boutId, language, (event) => {
      if (event.status === 'CANCELLED') throw new AppError('HUBEVPS002');
      return CLEARED;
    });
  }

  private async change(
    eventId: string,
    boutId: string,
    language: Language,
    decide: (event: EventRow, bout: BoutRow) => Partial<NewBout>,
  ): Promise<AdminEvent> {
    const { db, views } = this.context;
    const event = await db.transaction(async (tx: Db) => {
      const current = await views.find(tx, eventId, true);
      const bout = await cards.find(tx, current.id, boutId.toLowerCase(), true);
      if (!bout) throw new AppError('HUBEVBT001');
      await cards.update(tx, bout.id, decide(current, bout));
      await recomputeRecords(tx, [bout.redFighterId, bout.blueFighterId]);
      return events.update(tx, current.id, {});
    });
    this.context.eventChanged(event.id);
    this.context.fightersChanged();
    return views.admin(event, language);
  }
}
