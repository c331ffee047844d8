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
  async detail(event: EventRow, language: Language, now = new Date()): Promise<EventDetail> {
    const [card, sales, watch] = await Promise.all([
      cards.card(this.db, event.id),
      eventSales(this.db, event.id),
      eventWatchLinks(this.db, event.id),
    ]);
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
