import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Currency, PaymentMethod, ProductType, PurchaseFlag, PurchaseStatus } from '@ringside/contract';
import type { Handoff } from './gateways/gateway';
import { customers } from '../identity/identity.table';

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
    /** Nepali values (decision 50): empty ones fall back to English. */
    nameNe: text('name_ne'),
    descriptionNe: text('description_ne'),
    amount: integer('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull().default('NPR'),
    usdAmount: integer('usd_amount'),
    /** A Fight Pass (PASS): the days it lasts from purchase. */
    validDays: integer('valid_days'),
    saleStartsAt: at('sale_starts_at'),
    saleEndsAt: at('sale_ends_at'),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('products_content_idx').on(t.productType, t.contentId)],
);

/**
 * A customer's purchase of a product: UNPAID -> PAID (access granted) or FAILED / CANCELLED / EXPIRED;
 * PAID -> REFUNDED. The price, product and content are copied at initiation: a later price change does not touch
 * it. `referenceId` is ours, sent to the gateway; `gatewayRef` is what the gateway gave back when it started, and
 * `handoff` what the browser was given to reach it (given again to a second start of the same purchase). A customer
 * has at most one UNPAID purchase of a product per method (decision 33).
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referenceId: text('reference_id').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    productType: text('product_type').$type<ProductType>().notNull(),
    contentId: uuid('content_id').notNull(),
    productName: text('product_name').notNull(),
    productNameNe: text('product_name_ne'),
    /** Seats (tickets); 1 otherwise. `amount` is the total: the unit price times this. */
    quantity: integer('quantity').notNull().default(1),
    /** The purchase holds `quantity` seats of its tier while it is paid (released once when it closes unpaid). */
    seatsHeld: boolean('seats_held').notNull().default(false),
    amount: integer('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    status: text('status').$type<PurchaseStatus>().notNull().default('UNPAID'),
    gatewayRef: text('gateway_ref'),
    gatewayTxnId: text('gateway_txn_id'),
    handoff: jsonb('handoff').$type<Handoff>(),
    failureReason: text('failure_reason'),
    /** Why staff must look at it (decision 33). */
    flag: text('flag').$type<PurchaseFlag>(),
    /** FAILED on an altered or unreadable return: the reconciler still asks the gateway until then. */
    recheckUntil: at('recheck_until'),
    /** The reconciler's next question to the gateway about it: later as the purchase ages. */
    nextCheckAt: at('next_check_at'),
    paidAt: at('paid_at'),
    refundedAt: at('refunded_at'),
    refundedById: uuid('refunded_by_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The tax invoice's number ("2083/84-000017"), given once when paid while a PAN is configured. */
    invoiceNumber: text('invoice_number'),
    /** The VAT rate the invoice applied, in basis points (1300 is 13%). */
    vatRateBp: integer('vat_rate_bp'),
    /** The buyer's name as the invoice carries it. */
    buyerName: text('buyer_name'),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchases_reference_key').on(t.referenceId),
    index('purchases_customer_idx').on(t.customerId, t.createdAt),
    index('purchases_status_idx').on(t.status, t.createdAt),
    index('purchases_paid_idx').on(t.paidAt),
    index('purchases_content_idx').on(t.productType, t.contentId, t.status),
    uniqueIndex('purchases_invoice_key').on(t.invoiceNumber),
    // A double click, or ten starts at once, open one purchase: the others answer it.
    uniqueIndex('purchases_open_key')
      .on(t.customerId, t.productId, t.method)
      .where(sql`"status" = 'UNPAID'`),
  ],
);

/** Every request to a gateway and its answer, secrets redacted (decision 27). */
export const paymentLogs = pgTable(
  'payment_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referenceId: text('reference_id').notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    request: jsonb('request').notNull(),
    response: jsonb('response'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('payment_logs_reference_idx').on(t.referenceId, t.createdAt)],
);

/** The sandbox gateway's own books: the payer's decision on each payment. */
export const sandboxPayments = pgTable('sandbox_payments', {
  referenceId: text('reference_id').primaryKey(),
  approved: boolean('approved').notNull(),
  transactionId: text('transaction_id').notNull(),
  amount: integer('amount').notNull(),
  decidedAt: at('decided_at').notNull().defaultNow(),
  /** Given back: once, whatever the number of refund calls (the same refund id answers again). */
  refundId: text('refund_id'),
  refundedAt: at('refunded_at'),
});

/** The last tax invoice number given in each Nepali fiscal year ("2083/84"), raised one at a time. */
export const invoiceCounters = pgTable('invoice_counters', {
  fiscalYear: text('fiscal_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * A cancelled event's refunds: one line per paid purchase of its live pass or tickets, written with the
 * cancellation and worked through by a durable job (decision 54). PENDING until the gateway refunds it (REFUNDED),
 * says no (FAILED, with why: tried again by staff), or has no refund call (BY_HAND: staff pay it back and record it).
 */
export const eventRefunds = pgTable(
  'event_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id').notNull(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    status: text('status').$type<'PENDING' | 'REFUNDED' | 'BY_HAND' | 'FAILED'>().notNull().default('PENDING'),
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_refunds_purchase_key').on(t.purchaseId),
    index('event_refunds_event_idx').on(t.eventId, t.status),
  ],
);
