// Pure helpers of the upload's progress line: sizes, speed averaged over the last seconds, time left.

import type { DisplayLocale } from '@ringside/contract/display/dates';
import { devanagari } from '@ringside/contract/display/digits';
import { formatNumber } from '@ringside/contract/display/numbers';

// Nepali grouping, as elsewhere in the back office, in the display language's digits.
const oneDecimal = (value: number, locale: DisplayLocale) => formatNumber(Math.round(value * 10) / 10, locale);
const whole = (value: number, locale: DisplayLocale) => formatNumber(Math.round(value), locale);

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * 327155712 -> '312 MB', 2040109466 -> '1.9 GB' (binary units, as the server's upload limit counts them).
 * Below 100 of a unit one decimal shows ('12.5 MB'); bytes are whole. Anything not a positive finite number is
 * '0 B'.
 */
export function formatBytes(bytes: number, locale: DisplayLocale = 'en'): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `${formatNumber(0, locale)} B`;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // 1023.96 KB would round to '1,024 KB': say '1 MB' instead.
  if (unit < UNITS.length - 1 && Math.round(value) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  const format = unit === 0 || value >= 100 ? whole : oneDecimal;
  return `${format(value, locale)} ${UNITS[unit]}`;
}

/** 2516582.4 -> '2.4 MB/s'. */
export function formatSpeed(bytesPerSecond: number, locale: DisplayLocale = 'en'): string {
  return `${formatBytes(bytesPerSecond, locale)}/s`;
}

export interface DurationUnits {
  hours: string;
  minutes: string;
  seconds: string;
}

/**
 * 200 -> '3 min 20 s', 3900 -> '1 h 5 min', 45 -> '45 s' (with the given unit words). Seconds round up, so that
 * the last second never shows as '0 s'; past an hour the seconds are left out.
 */
export function formatDuration(totalSeconds: number, units: DurationUnits, locale: DisplayLocale = 'en'): string {
  const seconds = Math.max(0, Math.ceil(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const part = (value: number, unit: string) => `${whole(value, locale)} ${unit}`;
  if (h > 0) return m > 0 ? `${part(h, units.hours)} ${part(m, units.minutes)}` : part(h, units.hours);
  if (m > 0) return s > 0 ? `${part(m, units.minutes)} ${part(s, units.seconds)}` : part(m, units.minutes);
  return part(s, units.seconds);
}

/** 125.4 -> '2:05', 3723 -> '1:02:03': a video's length. */
export function formatClock(totalSeconds: number, locale: DisplayLocale = 'en'): string {
  const seconds = Math.max(0, Math.round(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  const clock = h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
  return locale === 'ne' ? devanagari(clock) : clock;
}

interface Sample {
  at: number;
  bytes: number;
}

/**
 * The upload's speed over the last `windowMs` (5 s by default): steady enough to read, quick to notice a slower
 * connection. A stall lowers it as time passes without bytes; bytes going backwards (a restart from an earlier
 * offset) or a pause start it over.
 */
export class SpeedMeter {
  private samples: Sample[] = [];

  constructor(
    private readonly windowMs = 5000,
    /** Less time than this measured gives no speed yet. */
    private readonly minimumMs = 1000,
  ) {}

  /** Bytes sent so far, as of `at` (milliseconds). */
  add(at: number, bytes: number): void {
    const last = this.samples.at(-1);
    if (last && (bytes < last.bytes || at < last.at)) this.samples = [];
    this.samples.push({ at, bytes });
    this.trim(at);
  }

  reset(): void {
    this.samples = [];
  }

  /** Bytes per second as of `now`, or null before enough time was measured. */
  bytesPerSecond(now: number): number | null {
    this.trim(now);
    const first = this.samples[0];
    const last = this.samples.at(-1);
    if (!first || !last) return null;
    const elapsed = now - first.at;
    if (elapsed < this.minimumMs) return null;
    return ((last.bytes - first.bytes) * 1000) / elapsed;
  }

  /** Keeps the samples of the window, and the last one before it as the baseline the window is measured from. */
  private trim(now: number): void {
    const start = now - this.windowMs;
    let firstInside = this.samples.findIndex((sample) => sample.at >= start);
    if (firstInside === -1) firstInside = this.samples.length;
    if (firstInside > 1) this.samples = this.samples.slice(firstInside - 1);
    // The baseline is older than the window: measure from the window's start, at the bytes sent by then (assumed
    // to have travelled evenly between the baseline and the next sample).
    const [base, next] = this.samples;
    if (base && next && base.at < start) {
      const share = (start - base.at) / (next.at - base.at);
      this.samples[0] = { at: start, bytes: base.bytes + (next.bytes - base.bytes) * share };
    }
  }
}

/** Seconds until `total` bytes are sent at this speed, or null when unknown (no speed yet, or none). */
export function secondsLeft(sent: number, total: number, bytesPerSecond: number | null): number | null {
  if (bytesPerSecond === null || bytesPerSecond <= 0) return null;
  return Math.max(0, total - sent) / bytesPerSecond;
}
