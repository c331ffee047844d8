import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { PublicFighter } from '@ringside/contract';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { nameColumns, publicFighters } from '../fighters/published';
import { boutFighterName } from './bout-fighter';
import { nepaliFullName } from '../fighters/nepali-names';
import { withNepali } from '../../lib/translations';
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
      startsAt: events.startsAt,
      redFighterId: bouts.redFighterId,
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
 * A fighter's bouts on public cards (published, live or completed events; not drafts or cancelled ones),
 * latest first, each from the fighter's side. Handed to the fighters module, which shows it on profiles,
 * so that the services do not import each other.
 */
export class BoutHistory {
  constructor(private readonly db: Db) {}

  async of(fighterId: string): Promise<PublicBout[]> {
    const rows = await boutsOf(this.db).execute({ fighterId });
    return rows.map((row) => {
      const opponent = row.redFighterId === fighterId ? row.blue : row.red;
      const bout = {
        eventId: row.eventId,
        eventName: row.eventName,
        eventSlug: row.eventSlug,
        date: row.startsAt.toISOString(),
        opponentName: opponent
          ? boutFighterName({ firstName: opponent.firstName ?? '', lastName: opponent.lastName ?? '' })
          : '',
        opponentSlug: opponent?.slug ?? null,
        result: row.outcome ? resultFor(fighterId, row as FoughtBout) : null,
        method: row.outcome ? row.method : null,
        round: row.outcome ? row.endRound : null,
      };
      return withNepali(bout, {
        eventName: row.eventNameNe,
        opponentName: opponent ? nepaliFullName(opponent) : null,
      });
    });
  }
}
