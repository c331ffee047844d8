import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisAudience } from './audience-store';

const MINUTE = 60_000;
const START = Date.parse('2026-11-28T10:00:10Z');
const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
afterAll(() => redis.disconnect());
const within = { timeout: 3000, interval: 50 };

/** Two instances' audiences on one Redis and one clock the test moves. */
function instances() {
  let now = START;
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  const [a, b] = [new RedisAudience(redis, prefix, () => now), new RedisAudience(redis, prefix, () => now)];
  return {
    a: a!,
    b: b!,
    wait: (ms: number) => {
      now += ms;
    },
    close: () => [a, b].forEach((audience) => audience!.close()),
  };
}

describe('the audience in Redis', () => {
  it('counts each device once whichever instance its player reached, over the last 30 seconds', async () => {
    const { a, b, wait, close } = instances();
    a.record('event', 'phone');
    b.record('event', 'phone');
    b.record('event', 'laptop');
    // Each instance writes its sightings once a second.
    await expect.poll(() => a.count('event'), within).toBe(2);
    expect(await b.count('event')).toBe(2);
    wait(20_000);
    a.record('event', 'laptop');
    wait(15_000);
    await expect.poll(() => b.count('event'), within).toBe(1);
    expect(await b.count('another')).toBe(0);
    close();
  });

  it('keeps a count per minute that every instance reads, with the minutes nobody sampled as 0', async () => {
    const { a, b, wait, close } = instances();
    a.record('event', 'phone');
    b.record('event', 'laptop');
    await expect.poll(() => a.count('event'), within).toBe(2);
    expect(await a.sample([])).toBe(true);
    wait(2 * MINUTE);
    b.record('event', 'laptop');
    expect(await b.sample([])).toBe(true);
    const minute = START - (START % MINUTE);
    expect(await a.history('event')).toEqual([
      { at: minute, viewers: 2 },
      { at: minute + MINUTE, viewers: 0 },
      { at: minute + 2 * MINUTE, viewers: 1 },
    ]);
    // Nobody left and nothing on air: nothing to sample next minute.
    wait(MINUTE);
    expect(await a.sample([])).toBe(false);
    close();
  });
});
