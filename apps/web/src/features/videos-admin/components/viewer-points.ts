import type { LiveViewerSample } from '@ringside/contract';
import { type DisplayLocale, formatTime } from '@ringside/contract/display/dates';

const MINUTE_MS = 60_000;
/** The chart covers the last hour, minute by minute. */
export const VIEWER_MINUTES = 60;

/** One minute of the audience chart: its Kathmandu time ('18:42'; '१८:४२') and the viewers counted. */
export interface ViewerPoint {
  at: string;
  label: string;
  viewers: number;
}

/**
 * The last hour as 60 minutes: each minute the server sampled has its count, every other minute 0 (nobody watched
 * then, or the server had not started counting). While the server samples, the hour ends with its latest sample (the
 * current minute, not counted yet, would read as a drop to 0); otherwise with the current minute.
 */
export function viewerPoints(samples: readonly LiveViewerSample[], now: Date, locale: DisplayLocale): ViewerPoint[] {
  const counted = new Map(samples.map((sample) => [Math.floor(Date.parse(sample.at) / MINUTE_MS), sample.viewers]));
  const current = Math.floor(now.getTime() / MINUTE_MS);
  const latest = Math.max(-Infinity, ...counted.keys());
  const last = current - latest <= 1 ? latest : current;
  return Array.from({ length: VIEWER_MINUTES }, (_, index) => {
    const minute = last - VIEWER_MINUTES + 1 + index;
    const at = new Date(minute * MINUTE_MS).toISOString();
    return { at, label: formatTime(at, locale), viewers: counted.get(minute) ?? 0 };
  });
}

/** The hour's largest audience. */
export const viewerPeak = (points: readonly ViewerPoint[]): number =>
  points.reduce((peak, point) => Math.max(peak, point.viewers), 0);
