import { describe, expect, it } from 'vitest';
import { broadcastDuringEvent } from './event-windows';

const HOUR = 3600_000;
const startsAt = new Date('2026-03-14T13:15:00Z');
const at = (hours: number) => new Date(startsAt.getTime() + hours * HOUR);
const event = (status: 'DRAFT' | 'PUBLISHED' | 'LIVE' | 'COMPLETED' | 'CANCELLED' = 'PUBLISHED') => ({
  status,
  startsAt,
  publishedAt: status === 'DRAFT' ? null : at(-24 * 30),
});

describe('a broadcast during the event', () => {
  it('is one that overlaps the night: from the start until 12 hours later', () => {
    expect(broadcastDuringEvent(event(), at(0.5), at(4))).toBe(true);
    expect(broadcastDuringEvent(event(), at(-0.5), at(3))).toBe(true);
    expect(broadcastDuringEvent(event('COMPLETED'), at(1), at(5))).toBe(true);
    expect(broadcastDuringEvent(event(), at(11.5), at(13))).toBe(true);
  });

  it('is not a test push before the start, nor one after the night', () => {
    expect(broadcastDuringEvent(event(), at(-2), at(-1.9))).toBe(false);
    expect(broadcastDuringEvent(event(), at(-24 * 7), at(-24 * 7 + 0.1))).toBe(false);
    expect(broadcastDuringEvent(event('COMPLETED'), at(13), at(14))).toBe(false);
  });

  it('is any broadcast while staff have the event LIVE, and none of a draft or cancelled event', () => {
    expect(broadcastDuringEvent(event('LIVE'), at(-1), at(-0.5))).toBe(true);
    expect(broadcastDuringEvent(event('DRAFT'), at(1), at(2))).toBe(false);
    expect(broadcastDuringEvent(event('CANCELLED'), at(1), at(2))).toBe(false);
  });
});
