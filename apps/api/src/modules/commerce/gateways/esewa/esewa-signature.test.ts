import { describe, expect, it } from 'vitest';
import { esewaSignature, hasValidSignature } from './esewa-signature';
import { paisaToRupees, rupeesToPaisa } from '../rupees';

/** eSewa's public UAT secret (payments.md), with which both vectors below were checked. */
const UAT_SECRET = '8gBm/:&EnhH.1/q';

const SUCCESS_SAMPLE = {
  transaction_code: '0006TY3',
  status: 'COMPLETE',
  total_amount: '133.0',
  transaction_uuid: '1234567890',
  product_code: 'EPAYTEST',
  signed_field_names: 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
  signature: 'MFEcMZ/30WVezanVZHH4H1nIV8pGwyzZxggtkye2VXw=',
};

describe('eSewa signatures', () => {
  it('signs the form fields as eSewa does (the verified UAT vector)', () => {
    const fields = { total_amount: '110', transaction_uuid: '241028', product_code: 'EPAYTEST' };
    expect(esewaSignature(UAT_SECRET, fields, ['total_amount', 'transaction_uuid', 'product_code'])).toBe(
      'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=',
    );
  });

  it('verifies eSewa’s sample success data by its signed_field_names, values verbatim', () => {
    expect(hasValidSignature(UAT_SECRET, SUCCESS_SAMPLE)).toBe(true);
  });

  it('refuses the sample once a value is reformatted, a field is missing, the key or the signature is wrong', () => {
    expect(hasValidSignature(UAT_SECRET, { ...SUCCESS_SAMPLE, total_amount: '133' })).toBe(false);
    expect(hasValidSignature(UAT_SECRET, { ...SUCCESS_SAMPLE, status: 'PENDING' })).toBe(false);
    const { transaction_code: _dropped, ...withoutCode } = SUCCESS_SAMPLE;
    expect(hasValidSignature(UAT_SECRET, withoutCode)).toBe(false);
    expect(hasValidSignature('another secret', SUCCESS_SAMPLE)).toBe(false);
    expect(hasValidSignature(UAT_SECRET, { ...SUCCESS_SAMPLE, signature: 'short' })).toBe(false);
    expect(hasValidSignature(UAT_SECRET, { ...SUCCESS_SAMPLE, signature: '' })).toBe(false);
  });
});

describe('rupee amounts', () => {
  it.each([
    [150000, '1500'],
    [12345, '123.45'],
    [12340, '123.4'],
    [5, '0.05'],
    [0, '0'],
    [1999999999, '19999999.99'],
  ])('writes %i paisa as "%s" rupees', (paisa, rupees) => {
    expect(paisaToRupees(paisa)).toBe(rupees);
  });

  it('refuses what is not a whole number of paisa', () => {
    expect(() => paisaToRupees(1.5)).toThrow();
    expect(() => paisaToRupees(-100)).toThrow();
  });

  it.each([
    ['133.0', 13300],
    ['1500', 150000],
    ['123.45', 12345],
    ['123.4', 12340],
    ['123.450', 12345],
    ['1,000.0', 100000],
    [100.0, 10000],
    [123.45, 12345],
  ])('reads %j rupees as %i paisa', (rupees, paisa) => {
    expect(rupeesToPaisa(rupees)).toBe(paisa);
  });

  it.each(['123.456', '-5', '1e3', '', 'abc', '12,34', null, undefined, Number.NaN])(
    'reads %j as no amount',
    (value) => {
      expect(rupeesToPaisa(value)).toBeNull();
    },
  );
});
