import { and, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { setPromotionRecord } from '../fighters/promotion-records';
import { bouts, events } from './events.table';
import { type FoughtBout, promotionRecordOf } from './promotion-record';

/**
 * Recomputes the promotion record of these fighters from every bout of theirs with a result on an event that
 * was not cancelled, and stores it on their public profiles. Recomputing (rather than adding one result) is
 * what makes corrections and cleared results come out right. Run it in the transaction that changed a result.
 */
export async function recomputeRecords(db: Db, fighterIds: readonly string[]): Promise<void> {
  const ids = [...new Set(fighterIds)];
  if (ids.length === 0) return;
  const fought = await db
    .select({
      redFighterId: bouts.redFighterId,
      blueFighterId: bouts.blueFighterId,
      outcome: bouts.outcome,
      winnerId: bouts.winnerId,
      method: bouts.method,
    })
    .from(bouts)
    .innerJoin(events, eq(events.id, bouts.eventId))
    .where(
      and(
        or(inArray(bouts.redFighterId, ids), inArray(bouts.blueFighterId, ids)),
        isNotNull(bouts.outcome),
        ne(events.status, 'CANCELLED'),
      ),
    );
  for (const fighterId of ids) {
    const theirs = fought.filter((bout) => bout.redFighterId === fighterId || bout.blueFighterId === fighterId);
    await setPromotionRecord(db, fighterId, promotionRecordOf(fighterId, theirs as FoughtBout[]));
  }
}

/** The fighters of an event's bouts that have a result (their records change when the event is cancelled). */
export async function fightersWithResults(db: Db, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ red: bouts.redFighterId, blue: bouts.blueFighterId })
    .from(bouts)
    .where(and(eq(bouts.eventId, eventId), isNotNull(bouts.outcome)));
  return rows.flatMap((row) => [row.red, row.blue]);
}
