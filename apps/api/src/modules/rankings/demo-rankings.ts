import { isNotNull } from 'drizzle-orm';
import { RANKED_MAX, addRecords } from '@ringside/contract';
import { formatDate } from '@ringside/contract/display/dates';
import type { Db } from '../../db/client';
import { publicFighters } from '../fighters/published';
import { rankingsRepository } from './rankings.repository';

const DAY_MS = 86_400_000;

/**
 * The demo's rankings: in each weight class with public fighters, the best record holds the title and the rest
 * follow. Where there are ranks to move, two versions a month apart, so that the page shows movement: the top two of
 * the ranks swapped places since, and the last one is new.
 */
export async function seedDemoRankings(db: Db, now = new Date()): Promise<void> {
  const profiles = publicFighters();
  const rows = await db
    .select({
      fighterId: profiles.fighterId,
      weightClassId: profiles.weightClassId,
      prior: profiles.priorRecord,
      promotion: profiles.promotionRecord,
      sortName: profiles.sortName,
    })
    .from(profiles)
    .where(isNotNull(profiles.weightClassId));
  const byClass = new Map<string, typeof rows>();
  for (const row of rows) byClass.set(row.weightClassId!, [...(byClass.get(row.weightClassId!) ?? []), row]);
  const strength = (row: (typeof rows)[number]) => {
    const record = addRecords(row.prior, row.promotion);
    return record.wins * 2 + record.draws - record.losses;
  };
  for (const [weightClassId, fighters] of byClass) {
    const [champion, ...rest] = [...fighters]
      .sort((a, b) => strength(b) - strength(a) || a.sortName.localeCompare(b.sortName))
      .map((row) => row.fighterId);
    const ranked = rest.slice(0, RANKED_MAX);
    const before = ranked.length >= 3 ? ranked.slice(0, -1) : ranked;
    const after = ranked.length >= 2 ? [ranked[1]!, ranked[0]!, ...ranked.slice(2)] : ranked;
    const on = (daysAgo: number) => formatDate(new Date(now.getTime() - daysAgo * DAY_MS).toISOString());
    if (ranked.length >= 2)
      await rankingsRepository.insertNext(db, { weightClassId, effectiveOn: on(28), publishedById: null }, [
        champion!,
        ...before,
      ]);
    await rankingsRepository.insertNext(db, { weightClassId, effectiveOn: on(0), publishedById: null }, [
      champion!,
      ...after,
    ]);
  }
}
