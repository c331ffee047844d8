import type { Customer } from '@ringside/contract';
import { EventBus } from '../../lib/event-bus';
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
 * through the event bus, in every other one; the short lifetime bounds staleness should a message be lost.
 */
export class IdentityCache {
  readonly sessions: TimedCache<AuthSession>;
  readonly profiles: TimedCache<Customer>;

  constructor(
    options: { ttlMs: number; maxEntries: number },
    private readonly bus = new EventBus(),
  ) {
    this.sessions = new TimedCache(options);
    this.profiles = new TimedCache(options);
    bus.on('identity.changed', (invalidation) => this.forget(invalidation));
  }

  /** Evicts here and tells the other instances. */
  invalidate(invalidation: Invalidation): void {
    this.bus.publish({ type: 'identity.changed', ...invalidation });
  }

  forget({ sessionIds = [], customerIds = [] }: Invalidation): void {
    for (const id of sessionIds) this.sessions.delete(id);
    if (customerIds.length === 0) return;
    const customers = new Set(customerIds);
    this.sessions.deleteWhere((session) => customers.has(session.customerId));
    for (const id of customerIds) this.profiles.delete(id);
  }
}
