import { describe, expect, it } from 'vitest';
import { nepalDayStart, nepalHour, quietEnd } from './quiet-hours';

// 2026-11-28 16:15 UTC is 22:00 in Nepal (UTC+5:45).
const nepal = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 10, day, hour, minute) - (5 * 60 + 45) * 60 * 1000);

describe('quiet hours in Nepal time', () => {
  it('reads the hour and the day in Nepal, not UTC', () => {
    expect(nepalHour(new Date('2026-11-28T16:15:00Z'))).toBe(22);
    expect(nepalDayStart(new Date('2026-11-28T20:00:00Z')).toISOString()).toBe('2026-11-28T18:15:00.000Z');
  });

  it('holds a message from 22:00 until 07:00 the next morning, across midnight', () => {
    expect(quietEnd(nepal(28, 22, 30), 22, 7)).toEqual(nepal(29, 7));
    expect(quietEnd(nepal(29, 3), 22, 7)).toEqual(nepal(29, 7));
    expect(quietEnd(nepal(29, 7), 22, 7)).toBeNull();
    expect(quietEnd(nepal(28, 21, 59), 22, 7)).toBeNull();
  });

  it('handles a window within one day, and none when the hours are equal', () => {
    expect(quietEnd(nepal(28, 13), 12, 15)).toEqual(nepal(28, 15));
    expect(quietEnd(nepal(28, 16), 12, 15)).toBeNull();
    expect(quietEnd(nepal(28, 3), 0, 0)).toBeNull();
  });
});
