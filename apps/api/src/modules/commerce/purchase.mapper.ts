import type { Purchase } from '@ringside/contract';
import type { PurchaseRow } from './purchases.repository';
import { withNepali } from '../../lib/translations';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toPurchase(row: PurchaseRow): Purchase {
  const purchase = {
    id: row.id,
    referenceId: row.referenceId,
    productId: row.productId,
    productType: row.productType,
    contentId: row.contentId,
    productName: row.productName,
    quantity: row.quantity,
    amount: row.amount,
    currency: row.currency,
    method: row.method,
    status: row.status,
    gatewayTxnId: row.gatewayTxnId,
    invoiceNumber: row.invoiceNumber,
    failureReason: row.failureReason,
    flag: row.flag,
    recheckUntil: iso(row.recheckUntil),
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    refundedAt: iso(row.refundedAt),
  };
  return withNepali(purchase, { productName: row.productNameNe });
}
