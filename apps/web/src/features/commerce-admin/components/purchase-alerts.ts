import type { Purchase } from '@ringside/contract';

/** What staff must know of a purchase, as alerts: `key` under commerceAdmin.alerts, and how loud. */
export interface PurchaseAlert {
  key: 'amountMismatch' | 'duplicateToRefund' | 'duplicateRefunded' | 'rechecking';
  type: 'error' | 'warning' | 'info';
}

/**
 * The alerts of a purchase: an amount the gateway disagrees on (kept out of paid), a payment for content the
 * customer already held (to refund, until it is), or a return refused that the gateway is still asked about.
 */
export function purchaseAlerts(purchase: Purchase): PurchaseAlert[] {
  const alerts: PurchaseAlert[] = [];
  if (purchase.flag === 'AMOUNT_MISMATCH') alerts.push({ key: 'amountMismatch', type: 'error' });
  if (purchase.flag === 'DUPLICATE_PAYMENT')
    alerts.push(
      purchase.status === 'REFUNDED'
        ? { key: 'duplicateRefunded', type: 'info' }
        : { key: 'duplicateToRefund', type: 'warning' },
    );
  if (purchase.status === 'FAILED' && purchase.recheckUntil) alerts.push({ key: 'rechecking', type: 'info' });
  return alerts;
}
