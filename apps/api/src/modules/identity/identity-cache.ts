import type { Redis } from 'ioredis';
import type { Customer } from '@ringside/contract';
import { TimedCache } from '../../lib/timed-cache';
import type { sessionsRepository } from './sessions.repository';

export type AuthSession = NonNullable<Awaited<ReturnType<typeof sessionsRepository.findForAuth>>>;

/** What changed: these sessions, or everything about these customers (their sessions and profile). */
export interface Invalidation {
  sessionIds?: string[];
  customerIds?: string[];
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
