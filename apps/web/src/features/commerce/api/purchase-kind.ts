import type { Purchase } from '@ringside/contract';

/**
 * What the return page says of a purchase its confirmation answered: paid (go to it), paid for content the customer
 * already held (nothing more granted; refunded), or not confirmed yet.
 */
export function confirmedKind(purchase: Pick<Purchase, 'status' | 'flag'>): 'paid' | 'duplicate' | 'pending' {
  if (purchase.flag === 'DUPLICATE_PAYMENT') return 'duplicate';
  return purchase.status === 'PAID' ? 'paid' : 'pending';
}
