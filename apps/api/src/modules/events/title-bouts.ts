import { and, asc, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { BoutMethod, BoutOutcome } from '@ringside/contract';
import type { Db } from '../../db/client';
import { bouts, events } from './events.table';

/** A title bout with its result, as the titles' history reads it. */
export interface TitleBout {
  boutId: string;
  eventId: string;
  eventSlug: string;
  eventName: string;
  eventNameNe: string | null;
  startsAt: Date;
  redFighterId: string;
  blueFighterId: string;
  outcome: BoutOutcome;
  winnerId: string | null;
  method: BoutMethod | null;
  endRound: number | null;
  /** When staff entered the result (a bout is fought by then, whatever the event's start says). */
  resultRecordedAt: Date | null;
}

/** Title bouts of public cards (published, live or completed events) that have a result. */
const publicTitleResults = and(
  eq(bouts.isTitleFight, true),
  isNotNull(bouts.outcome),
  inArray(events.status, ['PUBLISHED', 'LIVE', 'COMPLETED']),
);

/**
 * The title bouts of a weight class that have a result, on public cards (published, live or completed events), in
 * the order they were fought. Handed to the rankings module, which makes the title's history from them.
 */
export async function titleBoutsOf(db: Db, weightClassId: string): Promise<TitleBout[]> {
  const rows = await db
    .select({
      boutId: bouts.id,
      eventId: events.id,
      eventSlug: events.slug,
      eventName: events.name,
      eventNameNe: events.nameNe,
      startsAt: events.startsAt,
      redFighterId: bouts.redFighterId,
      blueFighterId: bouts.blueFighterId,
      outcome: bouts.outcome,
      winnerId: bouts.winnerId,
      method: bouts.method,
      endRound: bouts.endRound,
      resultRecordedAt: bouts.resultRecordedAt,
    })
    .from(bouts)
    .innerJoin(events, eq(events.id, bouts.eventId))
    .where(and(eq(bouts.weightClassId, weightClassId), publicTitleResults))
    // On one card, the lower bout (a larger position) is fought first.
    .orderBy(asc(events.startsAt), desc(bouts.position));
  return rows.map((row) => ({ ...row, outcome: row.outcome! }));
}

/** The weight classes whose title this fighter has won (a reign of theirs begins with such a win), for the profile. */
export async function titleClassesWonBy(db: Db, fighterId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ weightClassId: bouts.weightClassId })
    .from(bouts)
    .innerJoin(events, eq(events.id, bouts.eventId))
    // Through the corners' indexes (the winner is one of them): a profile read must not scan every bout.
    .where(
      and(
        or(eq(bouts.redFighterId, fighterId), eq(bouts.blueFighterId, fighterId)),
        eq(bouts.winnerId, fighterId),
        publicTitleResults,
      ),
    );
  return rows.map((row) => row.weightClassId);
}
