import {
  type BoutMethod,
  type BoutOutcome,
  type BoutSideResult,
  EMPTY_RECORD,
  type FightRecord,
} from '@ringside/contract';

/** A fought bout, as far as a record cares. */
export interface FoughtBout {
  outcome: BoutOutcome;
  winnerId: string | null;
  method: BoutMethod | null;
}

/** How a bout ended for one of its fighters. */
export function resultFor(fighterId: string, bout: FoughtBout): BoutSideResult {
  if (bout.outcome === 'WIN') return bout.winnerId === fighterId ? 'WIN' : 'LOSS';
  return bout.outcome;
}

/**
 * A fighter's record on this promotion's cards, from every bout of theirs with a result. Wins by
 * disqualification count as wins without a finish of their own.
 */
export function promotionRecordOf(fighterId: string, fought: readonly FoughtBout[]): FightRecord {
  const record = { ...EMPTY_RECORD };
  for (const bout of fought) {
    const result = resultFor(fighterId, bout);
    if (result === 'LOSS') record.losses += 1;
    else if (result === 'DRAW') record.draws += 1;
    else if (result === 'NO_CONTEST') record.noContests += 1;
    else {
      record.wins += 1;
      if (bout.method === 'KO_TKO') record.winsByKo += 1;
      else if (bout.method === 'SUBMISSION') record.winsBySub += 1;
      else if (bout.method?.startsWith('DECISION_')) record.winsByDecision += 1;
    }
  }
  return record;
}
