import { describe, expect, it } from 'vitest';
import {
  addDays,
  fiscalYearName,
  fiscalYearOf,
  fiscalYearStart,
  kathmanduDay,
  presetOf,
  presetRange,
  rangeProblem,
} from './report-period';

/** 26 November 2026, 20:00 in Kathmandu (14:15 UTC). */
const NOW = new Date('2026-11-26T14:15:00Z');

describe('report periods', () => {
  it('read today in Kathmandu, not in the browser’s zone', () => {
    // 23:50 UTC on the 26th is already the 27th in Kathmandu (UTC+5:45).
    expect(kathmanduDay(new Date('2026-11-26T23:50:00Z'))).toBe('2026-11-27');
    expect(kathmanduDay(new Date('2026-11-26T18:14:00Z'))).toBe('2026-11-26');
  });

  it('move by whole days across months and leap years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('give this month, the last 30 days and the fiscal year until today', () => {
    expect(presetRange('THIS_MONTH', NOW)).toEqual({ from: '2026-11-01', to: '2026-11-26' });
    expect(presetRange('LAST_30_DAYS', NOW)).toEqual({ from: '2026-10-28', to: '2026-11-26' });
    // 1 Shrawan 2083 BS is 17 July 2026.
    expect(presetRange('FISCAL_YEAR', NOW)).toEqual({ from: '2026-07-17', to: '2026-11-26' });
    // Kathmandu's 1st of the month, while it is still the last day of the month before in UTC.
    expect(presetRange('THIS_MONTH', new Date('2026-11-30T19:00:00Z'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
    });
  });

  it('start the fiscal year on 1 Shrawan: before it, the year that began the summer before', () => {
    expect(fiscalYearOf('2026-07-16')).toBe(2082); // 32 Asar 2083
    expect(fiscalYearStart('2026-07-16')).toBe('2025-07-17'); // 1 Shrawan 2082
    expect(fiscalYearOf('2026-07-17')).toBe(2083);
    expect(fiscalYearStart('2026-07-17')).toBe('2026-07-17');
    expect(fiscalYearStart('2027-04-14')).toBe('2026-07-17'); // 1 Baisakh 2084: still 2083/84
    expect(fiscalYearName(2083)).toBe('2083/84');
    expect(fiscalYearName(2099)).toBe('2099/00');
    expect(fiscalYearOf('1900-01-01')).toBeNull();
  });

  it('recognise a preset from its days, and nothing else', () => {
    expect(presetOf({ from: '2026-10-28', to: '2026-11-26' }, NOW)).toBe('LAST_30_DAYS');
    expect(presetOf({ from: '2026-07-17', to: '2026-11-26' }, NOW)).toBe('FISCAL_YEAR');
    expect(presetOf({ from: '2026-10-01', to: '2026-10-31' }, NOW)).toBeUndefined();
  });

  it('refuse what the API refuses: no dates, the end before the start, more than 400 days', () => {
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-26' })).toBeNull();
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
    expect(rangeProblem({ from: '2026-11-01' })).toBe('INVALID');
    expect(rangeProblem({ from: '2026-13-01', to: '2026-11-26' })).toBe('INVALID');
    expect(rangeProblem({ from: '2026-11-27', to: '2026-11-26' })).toBe('ORDER');
    expect(rangeProblem({ from: '2025-10-23', to: '2026-11-26' })).toBeNull(); // 400 days
    expect(rangeProblem({ from: '2025-10-22', to: '2026-11-26' })).toBe('TOO_LONG');
  });
});
