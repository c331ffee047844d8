import { describe, expect, it } from 'vitest';
import { EVENT_STATUSES, type EventStatus } from '@ringside/contract';
import { type EventAction, assertEditable, assertResultsOpen, nextStatus } from './event-transitions';

const now = new Date('2026-12-01T12:00:00Z');
const later = new Date('2026-12-05T12:45:00Z');
const earlier = new Date('2026-11-30T12:45:00Z');

describe('nextStatus', () => {
  it.each([
    ['DRAFT', 'PUBLISH', later, 'PUBLISHED'],
    ['PUBLISHED', 'GO_LIVE', later, 'LIVE'],
    ['PUBLISHED', 'GO_LIVE', earlier, 'LIVE'],
    ['PUBLISHED', 'COMPLETE', earlier, 'COMPLETED'],
    ['LIVE', 'COMPLETE', earlier, 'COMPLETED'],
    ['DRAFT', 'CANCEL', later, 'CANCELLED'],
    ['PUBLISHED', 'CANCEL', later, 'CANCELLED'],
    ['LIVE', 'CANCEL', earlier, 'CANCELLED'],
  ] as const)('%s + %s (start %s) -> %s', (status, action, startsAt, expected) => {
    expect(nextStatus(status, action, startsAt, now)).toBe(expected);
  });

  it.each([
    ['PUBLISHED', 'PUBLISH', later, 'HUBEVPS001'],
    ['CANCELLED', 'PUBLISH', later, 'HUBEVPS001'],
    ['DRAFT', 'PUBLISH', earlier, 'HUBEVST002'],
    ['DRAFT', 'PUBLISH', now, 'HUBEVST002'],
    ['DRAFT', 'GO_LIVE', later, 'HUBEVPS004'],
    ['LIVE', 'GO_LIVE', later, 'HUBEVPS004'],
    ['COMPLETED', 'GO_LIVE', earlier, 'HUBEVPS002'],
    ['PUBLISHED', 'COMPLETE', later, 'HUBEVPS003'],
    ['DRAFT', 'COMPLETE', earlier, 'HUBEVPS003'],
    ['CANCELLED', 'COMPLETE', earlier, 'HUBEVPS002'],
    ['COMPLETED', 'CANCEL', earlier, 'HUBEVPS002'],
    ['CANCELLED', 'CANCEL', later, 'HUBEVPS002'],
  ] as const)('%s + %s (start %s) is refused with %s', (status, action, startsAt, code) => {
    expect(() => nextStatus(status, action as EventAction, startsAt, now)).toThrow(code);
  });
});

describe('assertEditable', () => {
  it('refuses changes to cancelled and completed events only', () => {
    const open: EventStatus[] = ['DRAFT', 'PUBLISHED', 'LIVE'];
    for (const status of EVENT_STATUSES)
      if (open.includes(status)) expect(() => assertEditable(status)).not.toThrow();
      else expect(() => assertEditable(status)).toThrow('HUBEVPS002');
  });
});

describe('assertResultsOpen', () => {
  it('takes results once the event is live, completed or past its start', () => {
    expect(() => assertResultsOpen('LIVE', later, now)).not.toThrow();
    expect(() => assertResultsOpen('COMPLETED', earlier, now)).not.toThrow();
    expect(() => assertResultsOpen('PUBLISHED', earlier, now)).not.toThrow();
    expect(() => assertResultsOpen('PUBLISHED', later, now)).toThrow('HUBEVRS006');
    expect(() => assertResultsOpen('DRAFT', earlier, now)).toThrow('HUBEVRS006');
    expect(() => assertResultsOpen('CANCELLED', earlier, now)).toThrow('HUBEVPS002');
  });
});
