import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

export interface QueueDefinition {
  name: string;
  /** Attempts after the first, with exponential backoff from `retryDelaySeconds`. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job still active after this long is failed (and retried): its worker is presumed dead. */
  expireInSeconds: number;
}

/** `retriesLeft` 0 means this is the last attempt: a failure now is final. */
export type JobHandler<T> = (data: T, job: { id: string; retriesLeft: number }) => Promise<void>;

/**
 * The durable job queue: pg-boss on the application's own database (its tables in the `pgboss` schema), so
 * jobs survive restarts and are retried with backoff. On embedded PGlite it goes through the same connection.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly queues = new Map<string, QueueDefinition>();
  private readonly workers: { name: string; handler: JobHandler<never>; pollingSeconds: number }[] = [];
  private readonly rounds: { name: string; seconds: number }[] = [];
  private readonly offers: NodeJS.Timeout[] = [];
  private started = false;

  /** `work`: this instance runs the workers and offers the rounds (the worker role); else it only queues jobs. */
  constructor(
    database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: { work: boolean } = { work: true },
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      schema: 'pgboss',
      schedule: false,
      supervise: true,
    });
    // Its errors are the database's (a lost connection while it polls): the outage itself is logged as an error,
    // once per window, by the database's own handler; each queue's poll only adds a warning.
    this.boss.on('error', (error: Error) => this.log.warn({ err: error }, 'job queue error'));
  }

  define(queue: QueueDefinition): void {
    this.queues.set(queue.name, queue);
  }

  /** Registers a worker; it starts polling when the queue starts. One job at a time per worker. */
  work<T>(name: string, handler: JobHandler<T>, pollingSeconds = 1): void {
    this.workers.push({ name, handler: handler as JobHandler<never>, pollingSeconds });
  }

  /**
   * Work done once a round, every `seconds`, whatever the number of instances (the reconciler, sweeps; decision 63).
   * Every instance offers the round's job ten times a round (at most once a second); pg-boss keeps one job per time
   * slot (`sendThrottled`, a unique index), and one worker, on any instance, runs it, within a tenth of a round and
   * a poll of the slot's start. A round that fails is not retried: the next one comes.
   */
  every(name: string, seconds: number, handler: () => Promise<unknown>): void {
    this.define({ name, retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: Math.max(60, seconds * 4) });
    this.work(name, async () => void (await handler()));
    this.rounds.push({ name, seconds });
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const queue of this.queues.values())
      await this.boss.createQueue(queue.name, {
        name: queue.name,
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: queue.expireInSeconds,
      });
    this.started = true;
    if (!this.options.work) return;
    for (const worker of this.workers)
      await this.boss.work<never>(
        worker.name,
        { batchSize: 1, pollingIntervalSeconds: worker.pollingSeconds, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          try {
            await worker.handler(job.data, { id: job.id, retriesLeft: Math.max(0, job.retryLimit - job.retryCount) });
          } catch (error) {
            this.log.warn(
              { err: error, queue: worker.name, jobId: job.id },
              'job failed; it will be retried if it may',
            );
            throw error;
          }
        },
      );
    for (const { name, seconds } of this.rounds) {
      const offer = () =>
        void this.boss
          .sendThrottled(name, {}, {}, seconds)
          .catch((error: unknown) => this.log.warn({ err: error, queue: name }, 'round not offered'));
      offer();
      const timer = setInterval(offer, Math.max(1000, (seconds * 1000) / 10));
      timer.unref();
      this.offers.push(timer);
    }
  }

  /** Queues a job; answers its id (the given one, when the caller records it before the job can start). */
  async send(name: string, data: object, id?: string, startAfter?: Date): Promise<string> {
    const sent = await this.boss.send(name, data, { ...(id ? { id } : {}), ...(startAfter ? { startAfter } : {}) });
    if (!sent) throw new Error(`job ${name} was not queued`);
    return sent;
  }

  /**
   * Queues a job for `key` within `seconds`, once however often it is asked for in that time (a burst of edits to one
   * event, heard on every instance): later asks go into the next slot, so the last change is never missed.
   */
  async sendSoon(name: string, data: object, key: string, seconds = 2): Promise<void> {
    await this.boss.sendDebounced(name, data, {}, seconds, key);
  }

  /** Stops polling and waits for jobs in flight (up to `timeoutMs`); the rest are retried after a restart. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    for (const timer of this.offers.splice(0)) clearInterval(timer);
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
  }
}
