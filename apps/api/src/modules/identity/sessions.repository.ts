import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { customers, deviceSessions, type DeviceSessionRow } from './identity.table';

export type NewDeviceSession = typeof deviceSessions.$inferInsert;

const active = (now: Date) => and(isNull(deviceSessions.revokedAt), gt(deviceSessions.expiresAt, now));

const authQuery = preparedPerDb((db) =>
  db
    .select({
      id: deviceSessions.id,
      customerId: deviceSessions.customerId,
      deviceToken: deviceSessions.deviceToken,
      expiresAt: deviceSessions.expiresAt,
      tokenVersion: deviceSessions.tokenVersion,
      rotatedAt: deviceSessions.rotatedAt,
      lastSeenAt: deviceSessions.lastSeenAt,
      revokedAt: deviceSessions.revokedAt,
      customerType: customers.customerType,
      permissions: customers.permissions,
    })
    .from(deviceSessions)
    .innerJoin(customers, eq(customers.id, deviceSessions.customerId))
    .where(eq(deviceSessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('session_for_auth'),
);

export const sessionsRepository = {
  /** The session with what authorisation needs of its owner: read on every authenticated request that
   * misses the session cache. */
  async findForAuth(db: Db, sessionId: string) {
    const [row] = await authQuery(db).execute({ sessionId });
    return row;
  },

  async findActive(db: Db, customerId: string, now = new Date()): Promise<DeviceSessionRow[]> {
    return db
      .select()
      .from(deviceSessions)
      .where(and(eq(deviceSessions.customerId, customerId), active(now)))
      .orderBy(asc(deviceSessions.createdAt));
  },

  async insert(db: Db, values: NewDeviceSession): Promise<DeviceSessionRow> {
    const [row] = await db.insert(deviceSessions).values(values).returning();
    return row as DeviceSessionRow;
  },

  async revoke(db: Db, ids: string[], reason: string): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await db
      .update(deviceSessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(inArray(deviceSessions.id, ids), isNull(deviceSessions.revokedAt)))
      .returning({ id: deviceSessions.id });
    return rows.length;
  },

  /** Ends every live session of the customer, but the one kept (the caller's own) when given. */
  async revokeAll(db: Db, customerId: string, reason: string, keepSessionId?: string): Promise<number> {
    const rows = await db
      .update(deviceSessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(
        and(
          eq(deviceSessions.customerId, customerId),
          isNull(deviceSessions.revokedAt),
          keepSessionId ? ne(deviceSessions.id, keepSessionId) : undefined,
        ),
      )
      .returning({ id: deviceSessions.id });
    return rows.length;
  },

  /**
   * Slides the expiry forward with a new current token, only if the token is still the one the caller saw:
   * of requests racing to rotate, one does, and the others answer nothing and read the row again.
   */
  async rotate(db: Db, id: string, fromVersion: number, expiresAt: Date) {
    const now = new Date();
    const [row] = await db
      .update(deviceSessions)
      .set({ expiresAt, tokenVersion: fromVersion + 1, rotatedAt: now, lastSeenAt: now })
      .where(
        and(eq(deviceSessions.id, id), eq(deviceSessions.tokenVersion, fromVersion), isNull(deviceSessions.revokedAt)),
      )
      .returning({
        expiresAt: deviceSessions.expiresAt,
        tokenVersion: deviceSessions.tokenVersion,
        rotatedAt: deviceSessions.rotatedAt,
        lastSeenAt: deviceSessions.lastSeenAt,
      });
    return row;
  },

  async touch(db: Db, id: string): Promise<void> {
    await db
      .update(deviceSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(deviceSessions.id, id));
  },
};
