import { localDigits } from './dates';

const pad = (value: number) => String(value).padStart(2, '0');

/** A video's length as m:ss (h:mm:ss from an hour), in Devanagari digits for Nepali; '' when unknown. */
export function formatDuration(seconds: number | null | undefined, language = 'en'): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const text = hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
  return language === 'ne' ? text.replace(/\d/g, (digit) => localDigits(Number(digit), 'ne')) : text;
}

/** The same length in ISO 8601 (a <time dateTime>, schema.org's duration): 3725 is PT1H2M5S. */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest || total === 0 ? `${rest}S` : ''}`;
}
