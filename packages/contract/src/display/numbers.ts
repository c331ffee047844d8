// Built once: Intl formatters are costly to construct and these never change.
const indianGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 10 });

/**
 * 10000000 -> '1,00,00,000' (lakh/crore grouping, as readers in Nepal expect).
 * Numeric strings are parsed; anything empty or unparseable shows as '0'
 * rather than 'NaN', and -0 never shows a sign.
 */
export function formatNumber(value: number | string | null | undefined): string {
  if (value == null) return '0';
  const n = typeof value === 'number' ? value : value.trim() === '' ? 0 : Number(value);
  if (!Number.isFinite(n) || n === 0) return '0';
  return indianGrouping.format(n);
}

/** Decimal places of a currency's minor unit per ISO 4217 (NPR/USD 2, JPY 0). */
function minorUnitDigits(currency: string): number {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * Amounts are stored as integers in the minor unit (paisa, cents) so sums are
 * exact. NPR prints as 'Rs. 1,00,000' with Indian grouping (Intl would print
 * 'NPR'); other currencies use en-US conventions ('$1,234.50').
 * Decimals appear only when the amount is not whole. A non-finite amount
 * shows as zero; an unknown currency code is printed in front of the number.
 */
export function formatMoney(paisa: number, currency = 'NPR'): string {
  const code = currency.trim().toUpperCase();
  const minor = Number.isFinite(paisa) ? Math.round(paisa) : 0;
  const known = /^[A-Z]{3}$/.test(code);
  const digits = known ? minorUnitDigits(code) : 2;
  const amount = minor / 10 ** digits;
  const fractionDigits = Number.isInteger(amount) ? 0 : digits;
  const fraction = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };

  if (code === 'NPR') {
    const sign = amount < 0 ? '-' : '';
    return `${sign}Rs. ${new Intl.NumberFormat('en-IN', fraction).format(Math.abs(amount))}`;
  }
  if (!known) return `${code} ${new Intl.NumberFormat('en-US', fraction).format(amount)}`.trim();
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: code, ...fraction }).format(amount);
}
