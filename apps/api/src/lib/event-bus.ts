import { z } from 'zod';

const ids = z.array(z.string().max(100)).max(1000);

/**
 * What changed, as every instance must hear it (decision 62). Each cache listens for the events that make it stale;
 * the module that makes a change publishes its event and knows nothing of who listens.
 */
export const domainEventSchema = z.discriminatedUnion('type', [
  /** These sessions ended, or everything about these customers changed (their sessions and profile). */
  z.object({ type: z.literal('identity.changed'), sessionIds: ids.optional(), customerIds: ids.optional() }),
  /** A customer's grants changed (a purchase, a refund, staff): their next playback is decided afresh. */
  z.object({ type: z.literal('access.changed'), customerId: z.string().max(100) }),
  /** A fighter's public version changed (approval, edit, record), or their places in the rankings. */
  z.object({ type: z.literal('fighters.changed') }),
  /** An event changed; without an id, every event page (a fighter's record shows on every card). */
  z.object({ type: z.literal('events.changed'), eventId: z.string().max(100).optional() }),
  /** Public videos, categories or showcases changed. */
  z.object({ type: z.literal('videos.changed') }),
  /** The home's sections or ads changed. */
  z.object({ type: z.literal('home.changed') }),
  /** Offers changed: they show on the hub's and the event pages. */
  z.object({ type: z.literal('products.changed') }),
  /** Weight classes, affiliations or other reference data changed. */
  z.object({ type: z.literal('masterData.changed') }),
  /** A live broadcast started, ended, became playable, or its key or settings changed. */
  z.object({ type: z.literal('live.changed'), eventId: z.string().max(100) }),
  /** Staff ended a broadcast another instance receives: that one disconnects the encoder and makes the replay. */
  z.object({ type: z.literal('live.ending'), eventId: z.string().max(100) }),
]);

export type DomainEvent = z.infer<typeof domainEventSchema>;
export type DomainEventType = DomainEvent['type'];
type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
type Handler<T extends DomainEventType> = (event: EventOf<T>) => void;

interface ErrorLog {
  error(details: object, message: string): void;
}

/**
 * Domain events in this process, and through a relay (Redis pub/sub, `redis-relay.ts`) in every other instance.
 * Delivery here is synchronous, so a change is seen by the next request on this instance; other instances hear
 * it a moment later. Without a relay the bus works in this process alone, and the caches' short lifetimes bound
 * what another instance can miss.
 */
export class EventBus {
  private readonly handlers = new Map<DomainEventType, ((event: DomainEvent) => void)[]>();
  private relay: ((event: DomainEvent) => void) | undefined;

  constructor(private readonly log?: ErrorLog) {}

  on<T extends DomainEventType>(type: T, handler: Handler<T>): void {
    const list = this.handlers.get(type) ?? [];
    // Events are delivered by type, so a handler only ever receives its own.
    list.push(handler as (event: DomainEvent) => void);
    this.handlers.set(type, list);
  }

  /** Tells this instance, then the others. */
  publish(event: DomainEvent): void {
    this.deliver(event);
    this.relay?.(event);
  }

  /** An event from another instance (or this one): every handler runs, whatever another one throws. */
  deliver(event: DomainEvent): void {
    for (const handler of this.handlers.get(event.type) ?? []) {
      try {
        handler(event);
      } catch (error) {
        this.log?.error({ err: error, event: event.type }, 'a domain event handler failed');
      }
    }
  }

  relayThrough(relay: ((event: DomainEvent) => void) | undefined): void {
    this.relay = relay;
  }
}
