import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppConfig } from '../config';
import { AppError } from './app-error';

export type Bucket = 'signInIp' | 'signInAccount' | 'signUpIp' | 'codesIp' | 'codesAccount' | 'checkStatusIp';

/**
 * Counters per address and per account, in memory or in Redis when REDIS_URL is set (so that several API
 * instances share them). Exceeding one answers HUBGNRL001 with the minutes to wait.
 */
export class RateLimits {
  private readonly limiters: Record<Bucket, RateLimiterAbstract>;

  /** `prefix` starts the keys in Redis (REDIS_PREFIX), so that deployments can share one. */
  constructor(config: AppConfig['rateLimits'], redis?: Redis, prefix = 'ringside') {
    const make = (name: Bucket, points: number) =>
      redis
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix: `${prefix}:rl:${name}`,
            points,
            duration: config.windowSeconds,
          })
        : new RateLimiterMemory({ keyPrefix: name, points, duration: config.windowSeconds });
    this.limiters = {
      signInIp: make('signInIp', config.signInPerIp),
      signInAccount: make('signInAccount', config.signInPerAccount),
      signUpIp: make('signUpIp', config.signUpPerIp),
      codesIp: make('codesIp', config.codesPerIp),
      codesAccount: make('codesAccount', config.codesPerAccount),
      checkStatusIp: make('checkStatusIp', config.checkStatusPerIp),
    };
  }

  /**
   * Counts one event; throws when the limit is passed. The count is taken atomically, so of many concurrent
   * requests only as many as the limit allows get through: take it before the work it guards.
   */
  async hit(bucket: Bucket, key: string): Promise<void> {
    try {
      await this.limiters[bucket].consume(key.toLowerCase());
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooMany(error);
      throw error;
    }
  }

  /** Gives back an event counted by `hit` that turned out not to count (a success where failures are limited). */
  async giveBack(bucket: Bucket, key: string): Promise<void> {
    await this.limiters[bucket].reward(key.toLowerCase(), 1);
  }
}

function tooMany(state: RateLimiterRes): AppError {
  return new AppError('HUBGNRL001', {
    params: { minutes: Math.max(1, Math.ceil(state.msBeforeNext / 60_000)) },
    details: { retryAfterSeconds: Math.ceil(state.msBeforeNext / 1000) },
  });
}
