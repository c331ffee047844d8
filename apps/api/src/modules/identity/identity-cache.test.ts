import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '@ringside/contract';
import { type AuthSession, IdentityCache } from './identity-cache';
import { EventBus } from '../../lib/event-bus';

const session = (id: string, customerId = 'c1'): AuthSession => ({
  id,
  customerId,
  deviceToken: 'device',
  expiresAt: new Date(Date.now() + 3600_000),
  tokenVersion: 0,
  rotatedAt: null,
  lastSeenAt: new Date(),
  revokedAt: null,
  customerType: 'INDIVIDUAL',
  permissions: [],
});
const profile = (id: string) => ({ id, fullName: 'Asha Tamang' }) as Customer;

afterEach(() => {
  vi.useRealTimers();
});

describe('IdentityCache', () => {
  it('keeps entries for their lifetime only', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new IdentityCache({ ttlMs: 1000, maxEntries: 10 });
    cache.sessions.put('s1', session('s1'));
    expect(cache.sessions.get('s1')?.id).toBe('s1');
    vi.setSystemTime(Date.now() + 1000);
    expect(cache.sessions.get('s1')).toBeUndefined();
  });

  it('evicts one session, or a customer’s sessions and profile, and tells the other instances', () => {
    const published: unknown[] = [];
    const bus = new EventBus();
    bus.relayThrough((event) => published.push(event));
    const cache = new IdentityCache({ ttlMs: 60_000, maxEntries: 10 }, bus);
    cache.sessions.put('a', session('a', 'c1'));
    cache.sessions.put('b', session('b', 'c1'));
    cache.sessions.put('c', session('c', 'c2'));
    cache.profiles.put('c1', profile('c1'));
    cache.invalidate({ sessionIds: ['a'] });
    expect(cache.sessions.get('a')).toBeUndefined();
    expect(cache.profiles.get('c1')?.id).toBe('c1');
    cache.invalidate({ customerIds: ['c1'] });
    expect([cache.sessions.get('b'), cache.sessions.get('c')?.id, cache.profiles.get('c1')]).toEqual([
      undefined,
      'c',
      undefined,
    ]);
    expect(published).toEqual([
      { type: 'identity.changed', sessionIds: ['a'] },
      { type: 'identity.changed', customerIds: ['c1'] },
    ]);
    // Another instance's eviction, heard through the bus.
    cache.profiles.put('c2', profile('c2'));
    bus.deliver({ type: 'identity.changed', customerIds: ['c2'] });
    expect([cache.sessions.get('c'), cache.profiles.get('c2')]).toEqual([undefined, undefined]);
  });

  it('drops the oldest entry when full, and keeps nothing with a zero lifetime', () => {
    const cache = new IdentityCache({ ttlMs: 60_000, maxEntries: 2 });
    for (const id of ['a', 'b', 'c']) cache.sessions.put(id, session(id));
    expect([cache.sessions.get('a'), cache.sessions.get('b')?.id, cache.sessions.get('c')?.id]).toEqual([
      undefined,
      'b',
      'c',
    ]);
    const off = new IdentityCache({ ttlMs: 0, maxEntries: 2 });
    off.sessions.put('a', session('a'));
    expect(off.sessions.get('a')).toBeUndefined();
  });
});
