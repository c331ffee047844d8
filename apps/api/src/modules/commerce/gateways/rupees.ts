/**
 * eSewa and IME Pay speak rupees (decimal strings, "100.0000" in IME's answers); we keep integer paisa. Both ways use
 * integer arithmetic only, so that no float rounding can change an amount or the string a signature covers.
 */

/**
 * `shortest` (eSewa, whose signature covers the string as written): 150000 -> "1500", 12340 -> "123.4".
 * `cents` (IME Pay's checkout data): 150000 -> "1500.00". Both: 12345 -> "123.45", 5 -> "0.05".
 */
export function paisaToRupees(paisa: number, style: 'shortest' | 'cents' = 'shortest'): string {
  if (!Number.isSafeInteger(paisa) || paisa < 0) throw new Error(`Not an amount in paisa: ${paisa}`);
  const rupees = Math.floor(paisa / 100);
  const cents = String(paisa % 100).padStart(2, '0');
  if (style === 'cents') return `${rupees}.${cents}`;
  const fraction = cents.replace(/0+$/, '');
  return fraction ? `${rupees}.${fraction}` : String(rupees);
}

/**
 * "133.0", "20.0000", "123.45", 100.0 (a JSON number) -> paisa; null when it is no exact amount (more than two
 * decimals that are not zeros, a sign, words). Thousands separators ("1,000.0") are tolerated: not in the docs, but
 * harmless to accept.
 */
export function rupeesToPaisa(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'string') text = value.trim();
  else return null;
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replaceAll(',', '');
  const match = /^(\d+)(?:\.(\d{1,2})0*)?$/.exec(text);
  if (!match) return null;
  const paisa = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(paisa) ? paisa : null;
}
