import { createHmac, timingSafeEqual } from 'node:crypto';

/** What eSewa signs when a payment starts, in this order (payments.md, eSewa "Signature"). */
export const FORM_SIGNED_FIELDS = ['total_amount', 'transaction_uuid', 'product_code'] as const;

/**
 * eSewa's signature: HMAC-SHA256 in base64 over `name=value` of each signed field, in the listed order, joined by
 * commas. Values go in verbatim: "133.0" must stay "133.0", or the signature no longer matches.
 */
export function esewaSignature(
  secret: string,
  fields: Readonly<Record<string, string>>,
  names: readonly string[],
): string {
  const message = names.map((name) => `${name}=${fields[name] ?? ''}`).join(',');
  return createHmac('sha256', secret).update(message, 'utf8').digest('base64');
}

/**
 * Whether `fields.signature` is eSewa's signature of the fields named in `fields.signed_field_names`, compared in
 * constant time. Each named field must be present: a missing one is never signed as empty.
 */
export function hasValidSignature(secret: string, fields: Readonly<Record<string, string>>): boolean {
  const given = fields.signature;
  const names = fields.signed_field_names?.split(',');
  if (!given || !names || names.some((name) => fields[name] === undefined)) return false;
  const expected = Buffer.from(esewaSignature(secret, fields, names), 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
