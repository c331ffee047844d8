import { aliasedTable, and, count, desc, eq, gt, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, invitations, type InvitationRow } from './identity.table';

export type InvitationStatus = 'PENDING' | 'ACCEPTED' | 'EXPIRED';
const inviter = aliasedTable(customers, 'inviter');

function statusCondition(status: InvitationStatus, now: Date): SQL | undefined {
  if (status === 'ACCEPTED') return isNotNull(invitations.acceptedAt);
  if (status === 'PENDING') return and(isNull(invitations.acceptedAt), gt(invitations.expiresAt, now));
  return and(isNull(invitations.acceptedAt), lte(invitations.expiresAt, now));
}

export type InvitationWithInviter = InvitationRow & { inviterFirstName: string; inviterLastName: string };

export const invitationsRepository = {
  async insert(db: Db, values: typeof invitations.$inferInsert): Promise<InvitationRow> {
    const [row] = await db.insert(invitations).values(values).returning();
    return row as InvitationRow;
  },

  async findByReference(db: Db, reference: string): Promise<InvitationWithInviter | undefined> {
    const [row] = await db
      .select({ invitation: invitations, first: inviter.firstName, last: inviter.lastName })
      .from(invitations)
      .innerJoin(inviter, eq(inviter.id, invitations.invitedById))
      .where(eq(invitations.reference, reference))
      .limit(1);
    return row ? { ...row.invitation, inviterFirstName: row.first, inviterLastName: row.last } : undefined;
  },

  /** Claims the invitation for the new account; false when it was used in the meantime. */
  async accept(db: Db, id: string, customerId: string): Promise<boolean> {
    const rows = await db
      .update(invitations)
      .set({ acceptedAt: new Date(), acceptedById: customerId })
      .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt)))
      .returning({ id: invitations.id });
    return rows.length === 1;
  },

  async search(
    db: Db,
    filter: { invitedById?: string; status?: InvitationStatus; page: number; pageSize: number },
  ): Promise<{ rows: InvitationWithInviter[]; total: number }> {
    const now = new Date();
    const where = and(
      filter.invitedById ? eq(invitations.invitedById, filter.invitedById) : undefined,
      filter.status ? statusCondition(filter.status, now) : undefined,
    );
    const [rows, totals] = await Promise.all([
      db
        .select({ invitation: invitations, first: inviter.firstName, last: inviter.lastName })
        .from(invitations)
        .innerJoin(inviter, eq(inviter.id, invitations.invitedById))
        .where(where)
        .orderBy(desc(invitations.createdAt))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize),
      db.select({ total: count() }).from(invitations).where(where),
    ]);
    return {
      rows: rows.map((row) => ({ ...row.invitation, inviterFirstName: row.first, inviterLastName: row.last })),
      total: Number(totals[0]?.total ?? 0),
    };
  },
};
