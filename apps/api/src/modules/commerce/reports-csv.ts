import { paisaToRupees } from './gateways/rupees';
import type { PurchaseLine } from './reports.repository';

// RFC 4180 CSV, written by hand: no CSV library is a dependency, and escaping is all this file needs.

/** What a spreadsheet reads as a formula at the start of a cell (OWASP's "CSV injection" list). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell: a text a spreadsheet would run as a formula gets a leading single quote (so "=cmd" shows as text, not
 * run), then quotes around anything holding a quote, comma or line break, its quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 has it. */
export const csvLine = (cells: readonly (string | number | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

export const PURCHASE_CSV_HEADER = [
  'created_at',
  'paid_at',
  'refunded_at',
  'reference_id',
  'status',
  'flag',
  'customer_name',
  'customer_email',
  'customer_mobile',
  'product_type',
  'product_name',
  'quantity',
  'amount_npr',
  'currency',
  'method',
  'gateway_txn_id',
] as const;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * A purchase as a CSV line, in PURCHASE_CSV_HEADER's order. The amount is in the major unit with two decimals
 * ("999.00"): rupees, or dollars for a card purchase in USD, which its currency column tells.
 */
export function purchaseCsvLine(row: PurchaseLine): string {
  const name = [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' ');
  const mobile = row.mobileNumber ? [row.countryCode, row.mobileNumber].filter(Boolean).join(' ') : null;
  return csvLine([
    iso(row.createdAt),
    iso(row.paidAt),
    iso(row.refundedAt),
    row.referenceId,
    row.status,
    row.flag,
    name,
    row.email,
    mobile,
    row.productType,
    row.productName,
    row.quantity,
    paisaToRupees(row.amount, 'cents'),
    row.currency,
    row.method,
    row.gatewayTxnId,
  ]);
}
