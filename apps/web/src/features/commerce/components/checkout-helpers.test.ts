import { describe, expect, it } from 'vitest';
import { confirmedKind } from '../api/purchase-kind';
import {
  contentPath,
  handoffOf,
  inAppPath,
  orderMethods,
  returnParams,
  returnReference,
  saleClosedText,
} from './checkout-helpers';

describe('orderMethods', () => {
  it('puts local wallets first, cards last and leaves unknown methods out', () => {
    expect(orderMethods(['SANDBOX', 'STRIPE', 'KHALTI', 'PAYPAL', 'ESEWA', 'IME_PAY', 'CONNECT_IPS'])).toEqual([
      'ESEWA',
      'KHALTI',
      'CONNECT_IPS',
      'IME_PAY',
      'STRIPE',
      'SANDBOX',
    ]);
    expect(orderMethods(['SANDBOX'])).toEqual(['SANDBOX']);
    expect(orderMethods([])).toEqual([]);
  });
});

describe('contentPath', () => {
  it('leads to what was bought', () => {
    expect(contentPath('VIDEO', 'a1')).toBe('/videos/a1');
    expect(contentPath('SHOW_CASE', 'b2')).toBe('/showcases/b2');
    expect(contentPath('LIVE_EVENT', 'c3')).toBe('/live/c3');
  });
});

describe('handoffOf', () => {
  it('keeps our own paths in the app', () => {
    expect(handoffOf({ referenceId: 'R1', redirectUrl: '/checkout/sandbox/R1' })).toEqual({
      kind: 'app',
      path: '/checkout/sandbox/R1',
    });
  });
  it('leaves for another address', () => {
    expect(handoffOf({ referenceId: 'R1', redirectUrl: 'https://pay.khalti.com/?pidx=1' })).toEqual({
      kind: 'external',
      url: 'https://pay.khalti.com/?pidx=1',
    });
    expect(handoffOf({ referenceId: 'R1', redirectUrl: '//evil.example/x' }).kind).toBe('external');
  });
  it('posts a form', () => {
    const form = { action: 'https://esewa.example/form', method: 'POST' as const, fields: { amount: '299' } };
    expect(handoffOf({ referenceId: 'R1', form })).toEqual({
      kind: 'form',
      action: form.action,
      fields: { amount: '299' },
    });
  });
  it('has nothing to follow without either', () => {
    expect(handoffOf({ referenceId: 'R1' })).toEqual({ kind: 'none' });
  });
});

describe('inAppPath', () => {
  const origin = 'http://localhost:3300';
  it('takes the path and query of our absolute return URL', () => {
    expect(inAppPath('http://localhost:3300/checkout/return?method=SANDBOX&ref=R1&outcome=approved', origin)).toBe(
      '/checkout/return?method=SANDBOX&ref=R1&outcome=approved',
    );
    expect(inAppPath('https://sfc.example/checkout/return?ref=R1', origin)).toBe('/checkout/return?ref=R1');
    expect(inAppPath('/checkout/return?ref=R1', origin)).toBe('/checkout/return?ref=R1');
  });
  it('refuses another site', () => {
    expect(inAppPath('https://evil.example/steal', origin)).toBeUndefined();
  });
});

describe('returnParams and returnReference', () => {
  it('reads every query parameter as a string', () => {
    const params = returnParams('?method=SANDBOX&ref=R1&outcome=declined&token=a%2Bb');
    expect(params).toEqual({ method: 'SANDBOX', ref: 'R1', outcome: 'declined', token: 'a+b' });
    expect(returnReference(params)).toBe('R1');
    expect(returnReference({ purchase_order_id: 'R2' })).toBe('R2');
    expect(returnReference({})).toBeUndefined();
  });
});

describe('saleClosedText', () => {
  it('says why a product cannot be bought, in the page’s language: a cancelled event, or outside its sale', () => {
    expect(saleClosedText('HUBPRCN001', 'en')).toBe('This event has been cancelled');
    expect(saleClosedText('HUBPRCN001', 'ne')).toBe('यो कार्यक्रम रद्द गरिएको छ');
    expect(saleClosedText('HUBPRNS001', 'en')).toBe('This product is not on sale now');
    expect(saleClosedText(null, 'en')).toBeUndefined();
  });
});

describe('confirmedKind', () => {
  it('reads a confirmed purchase: paid, paid for content already held (to be refunded), or not yet', () => {
    expect(confirmedKind({ status: 'PAID', flag: null })).toBe('paid');
    expect(confirmedKind({ status: 'PAID', flag: 'DUPLICATE_PAYMENT' })).toBe('duplicate');
    expect(confirmedKind({ status: 'REFUNDED', flag: 'DUPLICATE_PAYMENT' })).toBe('duplicate');
    expect(confirmedKind({ status: 'UNPAID', flag: null })).toBe('pending');
  });
});
