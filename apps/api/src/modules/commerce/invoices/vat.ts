/**
 * The VAT a price includes, in paisa: price × rate / (100% + rate), rounded to the nearest paisa (half up), and the
 * taxable amount the rest. `rateBp` is in basis points (1300 is 13%). Rs. 1,130 at 13% is Rs. 1,000 + Rs. 130.
 */
export function includedVat(amount: number, rateBp: number): { taxable: number; vat: number } {
  const vat = Math.round((amount * rateBp) / (10_000 + rateBp));
  return { taxable: amount - vat, vat };
}
