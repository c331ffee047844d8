import { describe, expect, it } from 'vitest';
import { onEventDay } from './tickets-shortcut';

const at = (iso: string) => Date.parse(iso);
const ticket = { event: { startsAt: '2026-12-20T12:15:00.000Z' } } as Parameters<typeof onEventDay>[0];

describe('onEventDay', () => {
  it('holds from 12 hours before the start to 8 hours after', () => {
    expect(onEventDay(ticket, at('2026-12-20T00:15:00.000Z'))).toBe(true);
    expect(onEventDay(ticket, at('2026-12-20T12:15:00.000Z'))).toBe(true);
    expect(onEventDay(ticket, at('2026-12-20T20:15:00.000Z'))).toBe(true);
  });

  it('is off the day before and the morning after', () => {
    expect(onEventDay(ticket, at('2026-12-20T00:14:59.000Z'))).toBe(false);
    expect(onEventDay(ticket, at('2026-12-20T20:15:01.000Z'))).toBe(false);
  });
});
