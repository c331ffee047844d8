import type { Purchase } from '@ringside/contract';
import { describe, expect, it } from 'vitest';
import { purchaseAlerts } from './purchase-alerts';

const purchase = (overrides: Partial<Purchase>): Purchase => ({
  id: '0b6f1f7e-8a43-4c1e-9a53-1f3f0d7c9a01',
  referenceId: 'RS-0011223344556677',
  productId: '5d2c1a7e-0e0b-4d7b-8f6e-2a9c3b4d5e6f',
  productType: 'VIDEO',
  contentId: '6e3d2b8f-1f1c-4e8c-9f7a-3bad4c5e6f70',
  productName: 'Tamang vs Gurung',
  quantity: 1,
  amount: 150_000,
  currency: 'NPR',
  method: 'ESEWA',
  status: 'PAID',
  gatewayTxnId: '000ABC',
  invoiceNumber: null,
  failureReason: null,
  flag: null,
  recheckUntil: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  paidAt: '2026-11-01T00:05:00.000Z',
  refundedAt: null,
  ...overrides,
});

describe('purchaseAlerts', () => {
  it('has nothing to say of an ordinary purchase', () => {
    expect(purchaseAlerts(purchase({}))).toEqual([]);
    expect(purchaseAlerts(purchase({ status: 'FAILED', failureReason: 'eSewa cancelled' }))).toEqual([]);
  });

  it('warns of an amount the gateway disagrees on', () => {
    expect(purchaseAlerts(purchase({ status: 'FAILED', flag: 'AMOUNT_MISMATCH' }))).toEqual([
      { key: 'amountMismatch', type: 'error' },
    ]);
  });

  it('asks for a refund of a payment for content already held, until it is refunded', () => {
    expect(purchaseAlerts(purchase({ flag: 'DUPLICATE_PAYMENT' }))).toEqual([
      { key: 'duplicateToRefund', type: 'warning' },
    ]);
    expect(purchaseAlerts(purchase({ flag: 'DUPLICATE_PAYMENT', status: 'REFUNDED' }))).toEqual([
      { key: 'duplicateRefunded', type: 'info' },
    ]);
  });

  it('says a purchase refused on its return is still being checked with the gateway', () => {
    const rechecked = purchase({ status: 'FAILED', recheckUntil: '2026-11-02T00:00:00.000Z' });
    expect(purchaseAlerts(rechecked)).toEqual([{ key: 'rechecking', type: 'info' }]);
  });
});
