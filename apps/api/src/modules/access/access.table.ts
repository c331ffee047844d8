import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ContentType, GrantSource } from '@ringside/contract';
import { customers } from '../identity/identity.table';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Access to one piece of content (a video, an event's live stream and replay, a showcase) for one customer.
 * Staff give them now; purchases will too. Never deleted: revoked or expired rows stay as history.
 */
export const grants = pgTable(
  'access_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** PASS: a Fight Pass (its product's id as `contentId`), opening every paid video and live event. */
    contentType: text('content_type').$type<ContentType | 'PASS'>().notNull(),
    contentId: uuid('content_id').notNull(),
    source: text('source').$type<GrantSource>().notNull(),
    note: text('note'),
    /** The purchase that bought it (source PURCHASE): a refund revokes it. */
    purchaseId: uuid('purchase_id'),
    grantedById: uuid('granted_by_id').references(() => customers.id, { onDelete: 'set null' }),
    expiresAt: at('expires_at'),
    revokedAt: at('revoked_at'),
    revokedById: uuid('revoked_by_id').references(() => customers.id, { onDelete: 'set null' }),
    /** A Fight Pass's holder was reminded that it ends soon (once per grant). */
    remindedAt: at('reminded_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('access_grants_pass_idx')
      .on(t.customerId, t.expiresAt)
      .where(sql`"content_type" = 'PASS'`),
    index('access_grants_customer_idx').on(t.customerId, t.contentType, t.contentId),
    index('access_grants_content_idx').on(t.contentType, t.contentId),
    // One grant per purchase, however many confirmations race.
    uniqueIndex('access_grants_purchase_key').on(t.purchaseId),
  ],
);
