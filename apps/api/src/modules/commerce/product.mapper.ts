import type { AdminProduct, Product } from '@ringside/contract';
import type { ProductRow } from './products.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** On sale: switched on and inside its sale window (either end may be open). */
export const isOnSale = (row: ProductRow, now = new Date()) =>
  row.active &&
  (row.saleStartsAt === null || row.saleStartsAt.getTime() <= now.getTime()) &&
  (row.saleEndsAt === null || row.saleEndsAt.getTime() > now.getTime());

export function toProduct(row: ProductRow, now = new Date()): Product {
  return {
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
    onSale: isOnSale(row, now),
  };
}

export function toAdminProduct(row: ProductRow, contentTitle: string | null): AdminProduct {
  return {
    ...toProduct(row),
    active: row.active,
    contentTitle,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
