const DEVANAGARI = '०१२३४५६७८९';

const pad = (value: number) => String(value).padStart(2, '0');

/** A video's length as m:ss (h:mm:ss from an hour), Devanagari digits in Nepali; '' when unknown. */
export function videoLength(seconds: number | null, language: string): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return '';
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const text = hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
  return language === 'ne' ? text.replace(/\d/g, (digit) => DEVANAGARI[Number(digit)] ?? digit) : text;
}

/** The same length for <time dateTime>: PT1H2M3S. */
export function videoLengthIso(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest || total === 0 ? `${rest}S` : ''}`;
}
