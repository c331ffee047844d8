/** A viewer counts while their player has asked for a playlist within this time (players ask every few seconds). */
export const ACTIVE_SECONDS = 30;
/** How long the audience's minute-by-minute history is kept. */
export const HISTORY_MINUTES = 60;
export const MINUTE_MS = 60_000;

/** The viewers counted in one minute (`at`: the minute's start, in epoch milliseconds). */
export interface ViewerSample {
  at: number;
  viewers: number;
}

/**
 * Who is watching each live stream now: distinct devices whose player is fetching its playlists; and, sampled once a
 * minute while anyone watches or the stream is on air, how many over the last hour (staff's chart).
 *
 * Both live in this process's memory: the audience of one instance, or of all when there is no Redis (with Redis,
 * RedisAudience in audience-store.ts counts every instance's players).
 */
export class LiveAudience {
  private readonly seen = new Map<string, Map<string, number>>();
  private readonly samples = new Map<string, ViewerSample[]>();

  /** `now` is the clock (tests give their own). */
  constructor(private readonly now: () => number = () => Date.now()) {}

  record(eventId: string, device: string): void {
    let devices = this.seen.get(eventId);
    if (!devices) this.seen.set(eventId, (devices = new Map()));
    devices.set(device, this.now());
  }

  count(eventId: string): number {
    const devices = this.seen.get(eventId);
    if (!devices) return 0;
    const since = this.now() - ACTIVE_SECONDS * 1000;
    for (const [device, at] of devices) if (at < since) devices.delete(device);
    return devices.size;
  }

  /**
   * Takes this minute's count of every stream someone watched since the last sample or on air now (`onAir`): the
   * last viewer's leaving shows as a 0, after which a stream off air is no longer sampled. Two samples in one minute
   * keep the larger count. Samples older than the history go. Answers whether there is anything to sample next
   * minute.
   */
  sample(onAir: Iterable<string>): boolean {
    const now = this.now();
    const minute = now - (now % MINUTE_MS);
    const live = new Set(onAir);
    for (const eventId of new Set([...this.seen.keys(), ...live])) {
      const viewers = this.count(eventId);
      const samples = this.samples.get(eventId) ?? [];
      const last = samples.at(-1);
      if (last?.at === minute) last.viewers = Math.max(last.viewers, viewers);
      else samples.push({ at: minute, viewers });
      this.samples.set(eventId, samples);
      if (viewers === 0) this.seen.delete(eventId);
    }
    for (const eventId of this.samples.keys()) this.prune(eventId, now);
    return live.size > 0 || this.seen.size > 0;
  }

  /**
   * The stream's audience over the last hour, one sample per minute from its first sample in that hour to its last,
   * oldest first; a minute it was not sampled (nobody watched, not on air) counts 0.
   */
  history(eventId: string): ViewerSample[] {
    return denseHistory(this.prune(eventId, this.now()));
  }

  /** Drops the stream's samples older than the history; answers what is left. */
  private prune(eventId: string, now: number): ViewerSample[] {
    const samples = this.samples.get(eventId);
    if (!samples) return [];
    const oldest = now - (now % MINUTE_MS) - (HISTORY_MINUTES - 1) * MINUTE_MS;
    const kept = samples.filter((sample) => sample.at >= oldest);
    if (kept.length) this.samples.set(eventId, kept);
    else this.samples.delete(eventId);
    return kept;
  }
}

/** Samples in minute order, one per minute from the first to the last; a minute not sampled counts 0. */
export function denseHistory(samples: readonly ViewerSample[]): ViewerSample[] {
  const first = samples[0];
  if (!first) return [];
  const dense: ViewerSample[] = [];
  let index = 0;
  for (let at = first.at; at <= (samples.at(-1) as ViewerSample).at; at += MINUTE_MS) {
    const sample = samples[index];
    if (sample?.at === at) index += 1;
    dense.push({ at, viewers: sample?.at === at ? sample.viewers : 0 });
  }
  return dense;
}
