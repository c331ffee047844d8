/**
 * Work run now and then every `everyMs` on this instance (sweeps of expired uploads, unattached photos), with a
 * clean stop: no new round starts and the one running is awaited. The work catches its own errors.
 */
export class Periodic {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly everyMs: number,
  ) {}

  start(): void {
    this.running = this.work();
    this.timer = setInterval(() => (this.running = this.work()), this.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
