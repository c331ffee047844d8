import type { AdminEvent, Bout, BoutFighter, EventDetail } from '@ringside/contract';
import { type Refs, weightClassRef } from '../fighters/fighter.mapper';
import { type BoutFighterRow, toBoutFighter } from './bout-fighter';
import type { CardRow } from './card.repository';
import { type EventRow, NO_NAMES, headlineOf, toEventSummary } from './event-summaries';
import { registrationIsOpen } from './event-windows';
import type { EventCounts } from './events.repository';
import { withNepali } from '../../lib/translations';

/** The master-data ids an event and its card name, to resolve them in one read. */
export function eventReferencedIds(event: EventRow, card: readonly CardRow[]): string[] {
  return [...event.openWeightClassIds, ...card.map((row) => row.bout.weightClassId)];
}

/** A fighter whose public profile is gone still shows on the card, nameless rather than breaking it. */
function fighterOf(row: BoutFighterRow | null, fighterId: string): BoutFighter {
  return toBoutFighter(
    row ?? {
      fighterId,
      slug: fighterId,
      ...NO_NAMES,
      countryCode: null,
      photoId: null,
      priorRecord: null,
      promotionRecord: null,
    },
  );
}

/** A bout as stored; its video (media's) is added by the event's view, `video: null` until then. */
export function toBout({ bout, red, blue }: CardRow, refs: Refs): Bout {
  return {
    id: bout.id,
    order: bout.position,
    weightClassId: bout.weightClassId,
    weightClass: weightClassRef(bout.weightClassId, refs),
    red: fighterOf(red, bout.redFighterId),
    blue: fighterOf(blue, bout.blueFighterId),
    scheduledRounds: bout.scheduledRounds,
    isMainEvent: bout.isMainEvent,
    isTitleFight: bout.isTitleFight,
    result: bout.outcome
      ? {
          outcome: bout.outcome,
          winnerId: bout.winnerId,
          method: bout.method,
          round: bout.endRound,
          time: bout.endTime,
        }
      : null,
    video: null,
  };
}

/** The event page: the event, its card (main event first) and the registration window. */
export function toEventDetail(
  event: EventRow,
  card: readonly CardRow[],
  refs: Refs,
  now: Date,
): Omit<EventDetail, 'liveProduct' | 'isStreamed' | 'showcase' | 'ticketTiers' | 'attendance'> {
  const fightCard = card.map((row) => toBout(row, refs));
  const top = card[0];
  const headline = top ? headlineOf(top.red ?? NO_NAMES, top.blue ?? NO_NAMES) : { headline: null };
  const detail = {
    ...toEventSummary(event, { ...headline, boutCount: fightCard.length }),
    description: event.description,
    registration: {
      opensAt: event.registrationOpensAt?.toISOString() ?? null,
      closesAt: event.registrationClosesAt?.toISOString() ?? null,
      weightClasses: event.openWeightClassIds.flatMap((id) => weightClassRef(id, refs) ?? []),
      isOpen: registrationIsOpen(event, now),
    },
    fightCard,
    cancelReason: event.cancelReason,
    updatedAt: event.updatedAt.toISOString(),
  };
  return withNepali(detail, { description: event.descriptionNe });
}

/** The event as staff edit it: the English texts as built for the page, each with its Nepali value beside it. */
export function toAdminEvent(detail: EventDetail, event: EventRow, counts: EventCounts): AdminEvent {
  return {
    ...detail,
    nameNe: event.nameNe,
    taglineNe: event.taglineNe,
    descriptionNe: event.descriptionNe,
    venue: {
      ...detail.venue,
      nameNe: event.venueNameNe,
      cityNe: event.venueCityNe,
      addressNe: event.venueAddressNe,
    },
    counts,
    publishedAt: event.publishedAt?.toISOString() ?? null,
    createdAt: event.createdAt.toISOString(),
  };
}
