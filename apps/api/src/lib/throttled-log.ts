import type { FastifyBaseLogger } from 'fastify';

/**
 * Logs the first of a run of like failures at once, then at most one line per window with the number left
 * out: an outage answered by thousands of requests must not write thousands of error lines.
 */
export class ThrottledLog {
  private readonly runs = new Map<string, { loggedAt: number; suppressed: number }>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly windowMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  error(key: string, details: Record<string, unknown>, message: string): void {
    const now = this.now();
    const run = this.runs.get(key);
    if (run && now - run.loggedAt < this.windowMs) {
      run.suppressed += 1;
      return;
    }
    const suppressed = run?.suppressed ?? 0;
    this.log.error({ ...details, ...(suppressed ? { suppressed } : {}) }, message);
    this.runs.set(key, { loggedAt: now, suppressed: 0 });
  }
}
