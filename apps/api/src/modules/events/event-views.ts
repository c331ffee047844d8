import type { AdminEvent, EventDetail, Language } from '@ringside/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { MasterDataReads } from '../masterdata/master-data.service';
import { cardRepository as cards } from './card.repository';
import { eventReferencedIds, toAdminEvent, toEventDetail } from './event.mapper';
import type { EventRow } from './event-summaries';
import { NO_COUNTS, eventsRepository as events } from './events.repository';
import { livePassOffer } from '../commerce/offers';
import { eventSales } from '../commerce/ticket-products';
import { seatsOf } from './ticket-tier-views';
import { boutVideo, eventWatchLinks } from '../media/event-watch';

/** An event page's reads besides the event itself, started (see `EventViews.reads`). */
export interface PageReads {
  eventId: string;
  card: ReturnType<typeof cards.card>;
  sales: ReturnType<typeof eventSales>;
  watch: ReturnType<typeof eventWatchLinks>;
}

/**
 * Turns a stored event into what pages read: the card in one query (both fighters joined), master data from
 * its in-memory copy. Never call it inside a transaction: it reads on the root handle.
 */
export class EventViews {
  constructor(
    private readonly db: Db,
    private readonly masterData: MasterDataReads,
  ) {}

  /**
   * The page, with its seats (tiers and free attendance) and what media holds of the event: each bout's video, the
   * card's showcase, whether it is streamed.
   */
  async detail(event: EventRow, language: Language, now = new Date(), early?: PageReads): Promise<EventDetail> {
    const reads = early?.eventId === event.id ? early : this.reads(event.id);
    const [card, sales, watch] = await Promise.all([reads.card, reads.sales, reads.watch]);
    const entries = await this.masterData.entries(eventReferencedIds(event, card));
    const detail = toEventDetail(event, card, { entries, language }, now);
    return {
      ...detail,
      ...seatsOf(sales.tiers, event, now),
      fightCard: detail.fightCard.map((bout) => ({ ...bout, video: boutVideo(watch, bout.red.id, bout.blue.id) })),
      liveProduct: livePassOffer(sales.livePass, event.status === 'CANCELLED'),
      isStreamed: watch.isStreamed,
      showcase: watch.showcase,
    };
  }

  /**
   * Starts the page's reads of an event now: started beside the event's own read, they go to the database with it
   * in one statement. Failures are left to whoever uses them (these may be dropped unused).
   */
  reads(eventId: string): PageReads {
    const reads = {
      eventId,
      card: cards.card(this.db, eventId),
      sales: eventSales(this.db, eventId),
      watch: eventWatchLinks(this.db, eventId),
    };
    [reads.card, reads.sales, reads.watch].forEach((read: Promise<unknown>) => read.catch(() => undefined));
    return reads;
  }

  async admin(event: EventRow, language: Language): Promise<AdminEvent> {
    const [detail, counts] = await Promise.all([this.detail(event, language), events.counts(this.db, [event.id])]);
    return toAdminEvent(detail, event, counts.get(event.id) ?? NO_COUNTS);
  }

  /** The event by id (drafts too), or HUBEVNF001. */
  async find(db: Db, eventId: string, lock = false): Promise<EventRow> {
    const event = await events.findById(db, eventId, lock);
    if (!event) throw new AppError('HUBEVNF001');
    return event;
  }
}
