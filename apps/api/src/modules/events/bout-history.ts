import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Language, PublicFighter, UpcomingBout } from '@ringside/contract';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { nameColumns, publicFighters } from '../fighters/published';
import { weightClassRef } from '../fighters/fighter.mapper';
import type { MasterDataReads } from '../masterdata/master-data.service';
import { boutFighterName } from './bout-fighter';
import { nepaliFullName } from '../fighters/nepali-names';
import { withNepali } from '../../lib/translations';
import { isUpcoming } from './event-windows';
import { bouts, events } from './events.table';
import { type FoughtBout, resultFor } from './promotion-record';

export type PublicBout = PublicFighter['bouts'][number];

/** A fighter's bouts on public cards with both corners' names: the profile page's second read, prepared. */
const boutsOf = preparedPerDb((db) => {
  const red = publicFighters('red');
  const blue = publicFighters('blue');
  const fighterId = sql.placeholder('fighterId');
  return db
    .select({
      eventId: events.id,
      eventName: events.name,
      eventNameNe: events.nameNe,
      eventSlug: events.slug,
      eventStatus: events.status,
      startsAt: events.startsAt,
      venueCity: events.venueCity,
      venueCityNe: events.venueCityNe,
      redFighterId: bouts.redFighterId,
      weightClassId: bouts.weightClassId,
      scheduledRounds: bouts.scheduledRounds,
      isMainEvent: bouts.isMainEvent,
      isTitleFight: bouts.isTitleFight,
      outcome: bouts.outcome,
      winnerId: bouts.winnerId,
      method: bouts.method,
      endRound: bouts.endRound,
      red: { ...nameColumns(red), slug: red.slug },
      blue: { ...nameColumns(blue), slug: blue.slug },
    })
    .from(bouts)
    .innerJoin(events, eq(events.id, bouts.eventId))
    .leftJoin(red, eq(red.fighterId, bouts.redFighterId))
    .leftJoin(blue, eq(blue.fighterId, bouts.blueFighterId))
    .where(
      and(
        or(eq(bouts.redFighterId, fighterId), eq(bouts.blueFighterId, fighterId)),
        inArray(events.status, ['PUBLISHED', 'LIVE', 'COMPLETED']),
      ),
    )
    .orderBy(desc(events.startsAt), desc(bouts.position))
    .prepare('public_bouts_of_fighter');
});

/**
 * A fighter's bouts on public cards (published, live or completed events; not drafts or cancelled ones), each from
 * the fighter's side: those still to be fought (no result, on an event that is ahead or live) soonest first, the rest
 * latest first. Handed to the fighters module, which shows them on profiles, so that the services do not import
 * each other.
 */
export class BoutHistory {
  constructor(
    private readonly db: Db,
    private readonly masterData: Pick<MasterDataReads, 'entries'>,
  ) {}

  async of(fighterId: string, language: Language): Promise<Pick<PublicFighter, 'bouts' | 'upcoming'>> {
    const now = new Date();
    const rows = await boutsOf(this.db).execute({ fighterId });
    const ahead = rows.filter((row) => !row.outcome && isUpcoming(row.eventStatus, row.startsAt, now));
    const entries = await this.masterData.entries([...new Set(ahead.map((row) => row.weightClassId))]);
    const opponentOf = (row: (typeof rows)[number]) => {
      const opponent = row.redFighterId === fighterId ? row.blue : row.red;
      return {
        name: opponent
          ? boutFighterName({ firstName: opponent.firstName ?? '', lastName: opponent.lastName ?? '' })
          : '',
        nameNe: opponent ? nepaliFullName(opponent) : null,
        slug: opponent?.slug ?? null,
      };
    };
    const upcoming = [...ahead].reverse().map((row): UpcomingBout => {
      const opponent = opponentOf(row);
      const bout = {
        eventId: row.eventId,
        eventName: row.eventName,
        eventSlug: row.eventSlug,
        date: row.startsAt.toISOString(),
        city: row.venueCity,
        opponentName: opponent.name,
        opponentSlug: opponent.slug,
        weightClass: weightClassRef(row.weightClassId, { entries, language }),
        scheduledRounds: row.scheduledRounds,
        isMainEvent: row.isMainEvent,
        isTitleFight: row.isTitleFight,
      };
      return withNepali(bout, { eventName: row.eventNameNe, city: row.venueCityNe, opponentName: opponent.nameNe });
    });
    const fought = rows.filter((row) => !ahead.includes(row));
    return {
      bouts: fought.map((row) => {
        const opponent = opponentOf(row);
        const bout = {
          eventId: row.eventId,
          eventName: row.eventName,
          eventSlug: row.eventSlug,
          date: row.startsAt.toISOString(),
          opponentName: opponent.name,
          opponentSlug: opponent.slug,
          result: row.outcome ? resultFor(fighterId, row as FoughtBout) : null,
          method: row.outcome ? row.method : null,
          round: row.outcome ? row.endRound : null,
        };
        return withNepali(bout, { eventName: row.eventNameNe, opponentName: opponent.nameNe });
      }),
      upcoming,
    };
  }
}
