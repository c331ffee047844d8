import type { Redis } from 'ioredis';
import {
  ACTIVE_SECONDS,
  HISTORY_MINUTES,
  LiveAudience,
  MINUTE_MS,
  type ViewerSample,
  denseHistory,
} from './live-audience';

/**
 * Who watches each live stream, as staff see it: counted from every instance's players (Redis), or from this
 * instance's alone (memory, without Redis).
 */
export interface AudienceStore {
  /** A player of this device fetched the stream's playlist. */
  record(eventId: string, device: string): void;
  count(eventId: string): Promise<number>;
  /** Takes this minute's count of the streams watched or on air; answers whether to sample again next minute. */
  sample(onAir: Iterable<string>): Promise<boolean>;
  history(eventId: string): Promise<ViewerSample[]>;
  /** Stops its timers. */
  close?(): void;
}

/** This instance's own count (one instance, or no Redis). */
export class MemoryAudience implements AudienceStore {
  constructor(readonly audience = new LiveAudience()) {}

  record(eventId: string, device: string): void {
    this.audience.record(eventId, device);
  }

  async count(eventId: string): Promise<number> {
    return this.audience.count(eventId);
  }

  async sample(onAir: Iterable<string>): Promise<boolean> {
    return this.audience.sample(onAir);
  }

  async history(eventId: string): Promise<ViewerSample[]> {
    return this.audience.history(eventId);
  }
}

/** How often this instance's new sightings are written to Redis: one pipeline a second, not a write per fetch. */
const FLUSH_MS = 1000;

/**
 * The audience of every instance, in Redis: a sorted set per stream of devices scored by when their player last
 * asked (`<prefix>:live:<event>:seen`), counted over the last ACTIVE_SECONDS; and a hash per stream of counts by minute
 * (`<prefix>:live:<event>:minutes`), kept for the history's hour. Sightings are gathered here and written together.
 */
export class RedisAudience implements AudienceStore {
  private pending = new Map<string, Map<string, number>>();
  /** Streams this instance saw watched since its last sample. */
  private watched = new Set<string>();
  private flushing: Promise<void> | undefined;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.timer = setInterval(() => void this.flush().catch(() => undefined), FLUSH_MS);
    this.timer.unref();
  }

  record(eventId: string, device: string): void {
    let devices = this.pending.get(eventId);
    if (!devices) this.pending.set(eventId, (devices = new Map()));
    devices.set(device, this.now());
    this.watched.add(eventId);
  }

  async count(eventId: string): Promise<number> {
    await this.flush();
    const key = this.seen(eventId);
    const since = this.now() - ACTIVE_SECONDS * 1000;
    const replies = await this.redis.multi().zremrangebyscore(key, '-inf', `(${since}`).zcard(key).exec();
    return Number(replies?.[1]?.[1] ?? 0);
  }

  async sample(onAir: Iterable<string>): Promise<boolean> {
    const live = new Set(onAir);
    const streams = new Set([...this.watched, ...live]);
    this.watched = new Set();
    const now = this.now();
    const minute = now - (now % MINUTE_MS);
    let watchedNow = false;
    for (const eventId of streams) {
      const viewers = await this.count(eventId);
      if (viewers > 0) watchedNow = true;
      const key = this.minutes(eventId);
      await this.redis
        .multi()
        .hset(key, String(minute), String(viewers))
        .pexpire(key, (HISTORY_MINUTES + 1) * MINUTE_MS)
        .exec();
    }
    return live.size > 0 || watchedNow;
  }

  async history(eventId: string): Promise<ViewerSample[]> {
    const stored = await this.redis.hgetall(this.minutes(eventId));
    const samples = Object.entries(stored)
      .map(([at, viewers]) => ({ at: Number(at), viewers: Number(viewers) }))
      .sort((a, b) => a.at - b.at);
    const now = this.now();
    const oldest = now - (now % MINUTE_MS) - (HISTORY_MINUTES - 1) * MINUTE_MS;
    return denseHistory(samples.filter((sample) => sample.at >= oldest));
  }

  close(): void {
    clearInterval(this.timer);
  }

  private flush(): Promise<void> {
    if (this.pending.size === 0) return this.flushing ?? Promise.resolve();
    const batch = this.pending;
    this.pending = new Map();
    const pipeline = this.redis.pipeline();
    for (const [eventId, devices] of batch) {
      const key = this.seen(eventId);
      pipeline.zadd(key, ...[...devices].flatMap(([device, at]) => [at, device]));
      // A stream nobody watches any more leaves nothing behind.
      pipeline.pexpire(key, ACTIVE_SECONDS * 2000);
    }
    const flushing = pipeline.exec().then(() => undefined);
    this.flushing = flushing;
    return flushing;
  }

  private seen(eventId: string): string {
    return `${this.prefix}:live:${eventId}:seen`;
  }

  private minutes(eventId: string): string {
    return `${this.prefix}:live:${eventId}:minutes`;
  }
}
