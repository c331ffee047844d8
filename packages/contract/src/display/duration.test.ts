import { describe, expect, it } from 'vitest';
import { formatDuration, isoDuration } from './duration';

describe('video durations', () => {
  it('show minutes and seconds, hours from an hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(599.6)).toBe('10:00');
    expect(formatDuration(3599)).toBe('59:59');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3 * 3600 + 7 * 60 + 9)).toBe('3:07:09');
  });

  it('are empty when unknown', () => {
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(undefined)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
    expect(formatDuration(-3)).toBe('');
  });

  it('use Devanagari digits in Nepali', () => {
    expect(formatDuration(754, 'ne')).toBe('१२:३४');
  });

  it('have a machine-readable form (ISO 8601), leaving out what is zero', () => {
    expect(isoDuration(5)).toBe('PT5S');
    expect(isoDuration(60)).toBe('PT1M');
    expect(isoDuration(89.6)).toBe('PT1M30S');
    expect(isoDuration(75)).toBe('PT1M15S');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(3661)).toBe('PT1H1M1S');
    expect(isoDuration(0)).toBe('PT0S');
  });
});
