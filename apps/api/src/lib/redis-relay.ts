import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { type EventBus, domainEventSchema } from './event-bus';

const messageSchema = z.object({ origin: z.string(), event: domainEventSchema });

interface RelayLog {
  warn(details: object, message: string): void;
}

/**
 * Relays the bus's events to every instance on the same Redis, on the channel `<prefix>:events`, and delivers theirs
 * here. Each instance skips its own (it delivered them when it published). Answers a function that stops it.
 * ioredis subscribes again by itself after a lost connection; what was published meanwhile is lost, and the caches'
 * lifetimes bound the staleness.
 */
export async function relayOverRedis(
  bus: EventBus,
  redis: Redis,
  { prefix, log }: { prefix: string; log: RelayLog },
): Promise<() => Promise<void>> {
  const channel = `${prefix}:events`;
  const origin = randomUUID();
  const subscriber = redis.duplicate();
  await subscriber.subscribe(channel);
  subscriber.on('message', (_channel: string, text: string) => {
    let message: z.infer<typeof messageSchema>;
    try {
      message = messageSchema.parse(JSON.parse(text));
    } catch {
      log.warn({ channel }, 'an unreadable domain event was ignored');
      return;
    }
    if (message.origin !== origin) bus.deliver(message.event);
  });
  bus.relayThrough((event) => {
    redis.publish(channel, JSON.stringify({ origin, event })).catch((error: unknown) => {
      log.warn({ err: error, event: event.type }, 'a domain event did not reach the other instances');
    });
  });
  return async () => {
    bus.relayThrough(undefined);
    await subscriber.quit();
  };
}
