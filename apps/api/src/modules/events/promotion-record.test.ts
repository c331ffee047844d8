import { describe, expect, it } from 'vitest';
import { EMPTY_RECORD } from '@ringside/contract';
import { promotionRecordOf, resultFor } from './promotion-record';

const me = 'a';
const them = 'b';

describe('promotionRecordOf', () => {
  it('counts wins by finish, losses, draws and no contests from the fighter’s side', () => {
    const record = promotionRecordOf(me, [
      { outcome: 'WIN', winnerId: me, method: 'KO_TKO' },
      { outcome: 'WIN', winnerId: me, method: 'SUBMISSION' },
      { outcome: 'WIN', winnerId: me, method: 'DECISION_SPLIT' },
      { outcome: 'WIN', winnerId: me, method: 'DISQUALIFICATION' },
      { outcome: 'WIN', winnerId: them, method: 'KO_TKO' },
      { outcome: 'DRAW', winnerId: null, method: 'DECISION_MAJORITY' },
      { outcome: 'NO_CONTEST', winnerId: null, method: null },
    ]);
    expect(record).toEqual({
      wins: 4,
      losses: 1,
      draws: 1,
      noContests: 1,
      winsByKo: 1,
      winsBySub: 1,
      winsByDecision: 1,
    });
    expect(promotionRecordOf(them, [{ outcome: 'WIN', winnerId: me, method: 'KO_TKO' }])).toMatchObject({
      wins: 0,
      losses: 1,
    });
  });

  it('is empty without fought bouts', () => {
    expect(promotionRecordOf(me, [])).toEqual(EMPTY_RECORD);
  });

  it('names the result from either side', () => {
    expect(resultFor(me, { outcome: 'WIN', winnerId: me, method: 'KO_TKO' })).toBe('WIN');
    expect(resultFor(them, { outcome: 'WIN', winnerId: me, method: 'KO_TKO' })).toBe('LOSS');
    expect(resultFor(them, { outcome: 'DRAW', winnerId: null, method: null })).toBe('DRAW');
  });
});
