import type { Redis } from 'ioredis';
import type { Customer } from '@ringside/contract';
import type { sessionsRepository } from './sessions.repository';

export type AuthSession = NonNullable<Awaited<ReturnType<typeof sessionsRepository.findForAuth>>>;

/** What changed: these sessions, or everything about these customers (their sessions and profile). */
export interface Invalidation {
  sessionIds?: string[];
  customerIds?: string[];
}

/** Entries that live a few seconds, the oldest dropped first when full. */
class TimedCache<V> {
  private readonly entries = new Map<string, { value: V; cachedAt: number }>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number }) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.cachedAt >= this.options.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  put(key: string, value: V): void {
    if (this.options.ttlMs <= 0) return;
    if (this.entries.size >= this.options.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, cachedAt: Date.now() });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }
}

/**
 * Live sessions and customer profiles kept in memory for a few seconds, so that most authenticated reads
 * skip the database. Every revocation and every change to a customer evicts at once, in this instance and,
 * through Redis, in every other one; the short lifetime bounds staleness should a message be lost.
 */
export class IdentityCache {
  readonly sessions: TimedCache<AuthSession>;
  readonly profiles: TimedCache<Customer>;
  private publish: ((invalidation: Invalidation) => void) | undefined;

  constructor(options: { ttlMs: number; maxEntries: number }) {
    this.sessions = new TimedCache(options);
    this.profiles = new TimedCache(options);
  }

  /** Evicts here and tells the other instances. */
  invalidate(invalidation: Invalidation): void {
    this.forget(invalidation);
    this.publish?.(invalidation);
  }

  forget({ sessionIds = [], customerIds = [] }: Invalidation): void {
    for (const id of sessionIds) this.sessions.delete(id);
    if (customerIds.length === 0) return;
    const customers = new Set(customerIds);
    this.sessions.deleteWhere((session) => customers.has(session.customerId));
    for (const id of customerIds) this.profiles.delete(id);
  }

  broadcastThrough(publish: (invalidation: Invalidation) => void): void {
    this.publish = publish;
  }
}

const CHANNEL = 'ringside:identity-invalidations';

/** Shares invalidations between API instances over Redis pub/sub; answers a function that stops it. */
export async function shareInvalidations(cache: IdentityCache, redis: Redis): Promise<() => Promise<void>> {
  const subscriber = redis.duplicate();
  await subscriber.subscribe(CHANNEL);
  subscriber.on('message', (_channel, message: string) => {
    try {
      cache.forget(JSON.parse(message) as Invalidation);
    } catch {
      // A malformed message carries nothing to evict.
    }
  });
  cache.broadcastThrough(
    (invalidation) => void redis.publish(CHANNEL, JSON.stringify(invalidation)).catch(() => undefined),
  );
  return async () => {
    await subscriber.quit();
  };
}
