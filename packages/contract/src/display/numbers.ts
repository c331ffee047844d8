import { type DisplayLocale, devanagari } from './digits';

/**
 * '10000000' -> '1,00,00,000': the last three digits, then pairs (lakh and crore), as readers in Nepal expect.
 * Done here rather than by Intl's 'en-IN' data, which some browser builds lack and whose output would then differ
 * from the server's.
 */
function groupLakh(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/** A non-negative number with a fixed count of fraction digits, grouped the Nepali way ('1,23,456.50'). */
function groupedDecimal(value: number, fractionDigits: number): string {
  // toFixed gives exponent notation from 1e21 on; BigInt gives every digit of such a (whole) number.
  const fixed = value >= 1e21 ? BigInt(value).toString() : value.toFixed(fractionDigits);
  const [whole = '0', fraction] = fixed.split('.');
  return fraction ? `${groupLakh(whole)}.${fraction}` : groupLakh(whole);
}

const localised = (text: string, locale: DisplayLocale) => (locale === 'ne' ? devanagari(text) : text);

/**
 * 10000000 -> '1,00,00,000' (lakh/crore grouping, as readers in Nepal expect); 'ne' writes the digits in
 * Devanagari ('१,००,००,०००'). Up to ten fraction digits are kept. Numeric strings are parsed; anything empty or
 * unparseable shows as '0' rather than 'NaN', and -0 never shows a sign.
 */
export function formatNumber(value: number | string | null | undefined, locale: DisplayLocale = 'en'): string {
  if (value == null) return localised('0', locale);
  const n = typeof value === 'number' ? value : value.trim() === '' ? 0 : Number(value);
  if (!Number.isFinite(n) || n === 0) return localised('0', locale);
  const fixed = groupedDecimal(Math.abs(n), 10);
  const text = fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
  // A value that rounds to nothing at ten places shows as a plain '0', never '-0'.
  if (text === '0') return localised('0', locale);
  return localised(`${n < 0 ? '-' : ''}${text}`, locale);
}

/** Decimal places of a currency's minor unit per ISO 4217 (NPR/USD 2, JPY 0). */
function minorUnitDigits(currency: string): number {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * Amounts are stored as integers in the minor unit (paisa, cents) so sums are exact. NPR prints as 'Rs. 1,00,000'
 * with Nepali grouping (Intl would print 'NPR'), and 'ne' as 'रु. १,००,०००'; other currencies use en-US conventions
 * ('$1,234.50', in Devanagari digits for 'ne'). Decimals appear only when the amount is not whole. A non-finite
 * amount shows as zero; an unknown currency code is printed in front of the number.
 */
export function formatMoney(paisa: number, currency = 'NPR', locale: DisplayLocale = 'en'): string {
  const code = currency.trim().toUpperCase();
  const minor = Number.isFinite(paisa) ? Math.round(paisa) : 0;
  const known = /^[A-Z]{3}$/.test(code);
  const digits = known ? minorUnitDigits(code) : 2;
  const amount = minor / 10 ** digits;
  const fractionDigits = Number.isInteger(amount) ? 0 : digits;
  const fraction = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };

  if (code === 'NPR') {
    const sign = amount < 0 ? '-' : '';
    const symbol = locale === 'ne' ? 'रु.' : 'Rs.';
    return `${sign}${symbol} ${localised(groupedDecimal(Math.abs(amount), fractionDigits), locale)}`;
  }
  if (!known) return localised(`${code} ${new Intl.NumberFormat('en-US', fraction).format(amount)}`.trim(), locale);
  return localised(
    new Intl.NumberFormat('en-US', { style: 'currency', currency: code, ...fraction }).format(amount),
    locale,
  );
}
