import type { FightRecord } from './fields';

// Kept apart from the schemas (fields.ts): a page that only adds records up loads no zod (decision 43).

export const EMPTY_RECORD: FightRecord = {
  wins: 0,
  losses: 0,
  draws: 0,
  noContests: 0,
  winsByKo: 0,
  winsBySub: 0,
  winsByDecision: 0,
};

/** Two records added field by field: a fighter's prior record plus their results in this promotion. */
export function addRecords(a: FightRecord | null | undefined, b: FightRecord | null | undefined): FightRecord {
  const sum = { ...EMPTY_RECORD };
  for (const key of Object.keys(sum) as (keyof FightRecord)[]) sum[key] = (a?.[key] ?? 0) + (b?.[key] ?? 0);
  return sum;
}
