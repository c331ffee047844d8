import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type DomainEvent, EventBus } from './event-bus';
import { relayOverRedis } from './redis-relay';

describe('the event bus', () => {
  it('delivers an event to its type’s handlers here, then relays it', () => {
    const bus = new EventBus();
    const heard: string[] = [];
    const relayed: DomainEvent[] = [];
    bus.on('events.changed', ({ eventId }) => heard.push(`event ${eventId}`));
    bus.on('fighters.changed', () => heard.push('fighters'));
    bus.relayThrough((event) => relayed.push(event));
    bus.publish({ type: 'events.changed', eventId: 'e1' });
    expect(heard).toEqual(['event e1']);
    expect(relayed).toEqual([{ type: 'events.changed', eventId: 'e1' }]);
  });

  it('runs every handler when one throws, and logs it', () => {
    const log = { error: vi.fn() };
    const bus = new EventBus(log);
    const heard: string[] = [];
    bus.on('home.changed', () => {
      throw new Error('broken cache');
    });
    bus.on('home.changed', () => heard.push('second'));
    bus.deliver({ type: 'home.changed' });
    expect(heard).toEqual(['second']);
    expect(log.error).toHaveBeenCalledOnce();
  });
});

describe('the Redis relay', () => {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  const clients: Redis[] = [];
  const stops: (() => Promise<void>)[] = [];
  const instance = async () => {
    const redis = new Redis(url, { maxRetriesPerRequest: 1 });
    clients.push(redis);
    const bus = new EventBus();
    const log = { warn: vi.fn() };
    stops.push(await relayOverRedis(bus, redis, { prefix, log }));
    const heard: DomainEvent[] = [];
    bus.on('access.changed', (event) => heard.push(event));
    return { bus, heard, log, redis };
  };
  afterAll(async () => {
    for (const stop of stops) await stop();
    for (const client of clients) client.disconnect();
  });

  it('brings one instance’s events to the others once, and ignores what is not an event', async () => {
    const a = await instance();
    const b = await instance();
    a.bus.publish({ type: 'access.changed', customerId: 'c1' });
    await expect
      .poll(() => b.heard, { timeout: 2000, interval: 10 })
      .toEqual([{ type: 'access.changed', customerId: 'c1' }]);
    expect(a.heard).toEqual([{ type: 'access.changed', customerId: 'c1' }]);

    await a.redis.publish(`${prefix}:events`, JSON.stringify({ origin: 'x', event: { type: 'access.changed' } }));
    await a.redis.publish(`${prefix}:events`, 'not json');
    await expect.poll(() => b.log.warn.mock.calls.length, { timeout: 2000, interval: 10 }).toBe(2);
    b.bus.publish({ type: 'access.changed', customerId: 'c2' });
    await expect.poll(() => a.heard.length, { timeout: 2000, interval: 10 }).toBe(2);
    expect(b.heard.map((event) => event.type === 'access.changed' && event.customerId)).toEqual(['c1', 'c2']);
  });
});
