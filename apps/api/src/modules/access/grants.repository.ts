import { type SQL, and, asc, count, desc, eq, gt, isNull, lte, max, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ContentType } from '@ringside/contract';
import type { Db } from '../../db/client';
import { grants } from './access.table';

export type GrantRow = typeof grants.$inferSelect;
export type NewGrant = typeof grants.$inferInsert;

/** A piece of content: what a grant gives access to (PASS: a Fight Pass, every paid video and live event). */
export interface ContentRef {
  type: ContentType | 'PASS';
  id: string;
}

export interface GrantFilter {
  customerId?: string | undefined;
  contentType?: ContentType | undefined;
  contentId?: string | undefined;
  active?: boolean | undefined;
}

const laterPass = alias(grants, 'later_pass');

/** Not revoked and not expired, now. */
const activeNow = () => and(isNull(grants.revokedAt), or(isNull(grants.expiresAt), gt(grants.expiresAt, sql`now()`)));

export const grantsRepository = {
  /** Who holds an active grant on this content (a live pass's holders, told when the stream goes live). */
  async holders(db: Db, content: ContentRef): Promise<string[]> {
    const rows = await db
      .selectDistinct({ customerId: grants.customerId })
      .from(grants)
      .where(and(eq(grants.contentType, content.type), eq(grants.contentId, content.id), activeNow()));
    return rows.map((row) => row.customerId);
  },

  async insert(db: Db, values: NewGrant): Promise<GrantRow> {
    const [row] = await db.insert(grants).values(values).returning();
    return row as GrantRow;
  },

  async find(db: Db, id: string): Promise<GrantRow | undefined> {
    const [row] = await db.select().from(grants).where(eq(grants.id, id)).limit(1);
    return row;
  },

  async revoke(db: Db, id: string, revokedById: string | null): Promise<GrantRow | undefined> {
    const [row] = await db
      .update(grants)
      .set({ revokedAt: new Date(), revokedById })
      .where(and(eq(grants.id, id), isNull(grants.revokedAt)))
      .returning();
    return row;
  },

  /** The grant a paid purchase bought; nothing when the purchase already has its grant (one per purchase). */
  async insertForPurchase(db: Db, values: NewGrant & { purchaseId: string }): Promise<void> {
    await db.insert(grants).values(values).onConflictDoNothing();
  },

  /** Revokes the grants a purchase bought that are still in force (a refund). */
  async revokeForPurchase(db: Db, purchaseId: string, revokedById: string | null, at: Date): Promise<void> {
    await db
      .update(grants)
      .set({ revokedAt: at, revokedById })
      .where(and(eq(grants.purchaseId, purchaseId), isNull(grants.revokedAt)));
  },

  /** Revokes every grant still in force on this content; answers the customers whose access changed. */
  async revokeForContent(db: Db, content: ContentRef, at: Date): Promise<string[]> {
    const rows = await db
      .update(grants)
      .set({ revokedAt: at })
      .where(and(eq(grants.contentType, content.type), eq(grants.contentId, content.id), isNull(grants.revokedAt)))
      .returning({ customerId: grants.customerId });
    return [...new Set(rows.map((row) => row.customerId))];
  },

  /** Whether the customer holds an active grant on any of these pieces of content. */
  async holdsAny(db: Db, customerId: string, contents: readonly ContentRef[]): Promise<boolean> {
    if (contents.length === 0) return false;
    const matches = contents.map((content) =>
      and(eq(grants.contentType, content.type), eq(grants.contentId, content.id)),
    );
    const [row] = await db
      .select({ id: grants.id })
      .from(grants)
      .where(and(eq(grants.customerId, customerId), activeNow(), or(...matches)))
      .limit(1);
    return row !== undefined;
  },

  /** Whether the customer holds a Fight Pass in force now. */
  async holdsPass(db: Db, customerId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: grants.id })
      .from(grants)
      .where(and(eq(grants.customerId, customerId), eq(grants.contentType, 'PASS'), activeNow()))
      .limit(1);
    return row !== undefined;
  },

  /** When the customer's Fight Passes in force end, the latest (null when none runs). */
  async passEnd(db: Db, customerId: string): Promise<Date | null> {
    const [row] = await db
      .select({ end: max(grants.expiresAt) })
      .from(grants)
      .where(and(eq(grants.customerId, customerId), eq(grants.contentType, 'PASS'), activeNow()));
    return row?.end ?? null;
  },

  /**
   * Passes that end within `within` of now and whose holder was not reminded yet, nor holds a later pass (a renewal
   * bought already): for the reminder, at most `limit`.
   */
  async passesEnding(db: Db, now: Date, within: number, limit: number): Promise<GrantRow[]> {
    const later = db
      .select({ id: sql`1` })
      .from(laterPass)
      .where(
        and(
          eq(laterPass.customerId, grants.customerId),
          eq(laterPass.contentType, 'PASS'),
          isNull(laterPass.revokedAt),
          gt(laterPass.expiresAt, grants.expiresAt),
        ),
      );
    return db
      .select()
      .from(grants)
      .where(
        and(
          eq(grants.contentType, 'PASS'),
          isNull(grants.revokedAt),
          isNull(grants.remindedAt),
          gt(grants.expiresAt, now),
          lte(grants.expiresAt, new Date(now.getTime() + within)),
          notExists(later),
        ),
      )
      .orderBy(asc(grants.expiresAt))
      .limit(limit);
  },

  /** Marks a pass reminded; false when another round did it first. */
  async markReminded(db: Db, id: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(grants)
      .set({ remindedAt: at })
      .where(and(eq(grants.id, id), isNull(grants.remindedAt)))
      .returning({ id: grants.id });
    return rows.length > 0;
  },

  /** The customer's active grant on exactly this content, if any. */
  async activeFor(db: Db, customerId: string, content: ContentRef): Promise<GrantRow | undefined> {
    const [row] = await db
      .select()
      .from(grants)
      .where(
        and(
          eq(grants.customerId, customerId),
          eq(grants.contentType, content.type),
          eq(grants.contentId, content.id),
          activeNow(),
        ),
      )
      .limit(1);
    return row;
  },

  /** The customer's grants in force now (passes too), the latest first. */
  async activeOf(db: Db, customerId: string): Promise<GrantRow[]> {
    return db
      .select()
      .from(grants)
      .where(and(eq(grants.customerId, customerId), activeNow()))
      .orderBy(desc(grants.createdAt), desc(grants.id));
  },

  async search(db: Db, filter: GrantFilter, page: number, pageSize: number) {
    const conditions: (SQL | undefined)[] = [];
    if (filter.customerId) conditions.push(eq(grants.customerId, filter.customerId));
    if (filter.contentType) conditions.push(eq(grants.contentType, filter.contentType));
    if (filter.contentId) conditions.push(eq(grants.contentId, filter.contentId));
    if (filter.active === true) conditions.push(activeNow());
    if (filter.active === false) conditions.push(sql`not (${activeNow()})`);
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(grants)
        .where(where)
        .orderBy(desc(grants.createdAt))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: count() }).from(grants).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  },
};
