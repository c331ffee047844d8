/**
 * Prices as staff type them: whole units with up to two decimals ('299', '1,299.50', 'Rs. 299'), turned into the
 * integer minor unit the API stores (paisa, cents) with integer arithmetic only, so 0.1 + 0.2 never shows up.
 */
const TYPED = /^(\d+)(?:\.(\d{1,2}))?$/;

/** '1,299.5' -> 129950; blank, negative, more than two decimals or anything else -> null. */
export function parseMinor(typed: string | null | undefined): number | null {
  if (typed == null) return null;
  const text = typed
    .trim()
    .replace(/^(rs\.?|npr|\$|usd)\s*/i, '')
    .replace(/[,\s]/g, '');
  const match = TYPED.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const minor = whole * 100 + fraction;
  return Number.isSafeInteger(minor) ? minor : null;
}

/** 129950 -> '1299.50', 29900 -> '299' (no grouping: the form's own text, typed back as is). */
export function formatMinor(minor: number | null | undefined): string {
  if (minor == null || !Number.isSafeInteger(minor) || minor < 0) return '';
  const whole = Math.floor(minor / 100);
  const fraction = minor % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}
