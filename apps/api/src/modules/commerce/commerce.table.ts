import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Currency, ProductType } from '@ringside/contract';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What can be bought: access to one video, one event live (and its replay) or one showcase, at a price in paisa.
 * One product per piece of content; switched off rather than deleted once anybody has bought it.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productType: text('product_type').$type<ProductType>().notNull(),
    contentId: uuid('content_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    amount: integer('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull().default('NPR'),
    usdAmount: integer('usd_amount'),
    saleStartsAt: at('sale_starts_at'),
    saleEndsAt: at('sale_ends_at'),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('products_content_idx').on(t.productType, t.contentId)],
);
