import type { AdminProduct, Product, SaleClosedCode } from '@ringside/contract';
import type { ProductRow } from './products.repository';
import { withNepali } from '../../lib/translations';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Inside its sale window (either end may be open). */
export const inSaleWindow = (row: ProductRow, now = new Date()) =>
  (row.saleStartsAt === null || row.saleStartsAt.getTime() <= now.getTime()) &&
  (row.saleEndsAt === null || row.saleEndsAt.getTime() > now.getTime());

/**
 * Why a product cannot be bought now, in the order initiate checks (decision 28): switched off, its event cancelled,
 * outside its sale window; null when it can be.
 */
export function closedCode(row: ProductRow, eventCancelled: boolean, now = new Date()): SaleClosedCode | null {
  if (!row.active) return 'HUBPRNF001';
  if (eventCancelled) return 'HUBPRCN001';
  if (!inSaleWindow(row, now)) return 'HUBPRNS001';
  return null;
}

/** `closed` comes from `saleClosures` (it needs the event's status); `perOrderLimit` is a ticket tier's. */
export function toProduct(
  row: ProductRow,
  closed: SaleClosedCode | null,
  perOrderLimit: number | null = null,
): Product {
  const product = {
    id: row.id,
    productType: row.productType,
    contentId: row.contentId,
    name: row.name,
    description: row.description,
    amount: row.amount,
    currency: row.currency,
    usdAmount: row.usdAmount,
    saleStartsAt: iso(row.saleStartsAt),
    saleEndsAt: iso(row.saleEndsAt),
    onSale: closed === null,
    saleClosedCode: closed,
    validDays: row.validDays,
    perOrderLimit,
  };
  return withNepali(product, { name: row.nameNe, description: row.descriptionNe });
}

export function toAdminProduct(
  row: ProductRow,
  closed: SaleClosedCode | null,
  contentTitle: string | null,
): AdminProduct {
  return {
    ...toProduct(row, closed),
    nameNe: row.nameNe,
    descriptionNe: row.descriptionNe,
    active: row.active,
    contentTitle,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
