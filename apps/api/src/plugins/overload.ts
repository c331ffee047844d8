import { getHeapStatistics } from 'node:v8';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';

export interface OverloadOptions {
  /** Mean event-loop delay over a sample beyond which new requests are turned away; 0: not checked. */
  maxEventLoopDelayMs: number;
  /** Heap in use beyond which new requests are turned away; 0: 90% of Node's heap limit. */
  maxHeapBytes: number;
  /** How often the measures are taken. */
  sampleIntervalMs?: number;
}

/** Seconds a shed caller is asked to wait: long enough for a queue to drain, short enough for a person. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 5;

/**
 * Sheds load before it queues: past a threshold, requests are answered 503 at once (the errors plugin turns
 * the plugin's error into HUBGNBZ001 with Retry-After) instead of waiting seconds for an answer that comes
 * too late for anyone.
 */
export const overloadPlugin = fp<OverloadOptions>(
  async (app, options) => {
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      maxHeapUsedBytes: options.maxHeapBytes || Math.round(getHeapStatistics().heap_size_limit * 0.9),
      sampleInterval: options.sampleIntervalMs ?? 500,
      retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
    });
  },
  { name: 'overload', dependencies: ['errors'] },
);
