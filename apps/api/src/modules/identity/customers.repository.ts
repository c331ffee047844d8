import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CustomerType } from '@ringside/contract';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { likePattern } from '../../db/queries';
import { customerLogos, customers, deviceSessions, type CustomerRow } from './identity.table';

export type NewCustomer = typeof customers.$inferInsert;

/** The unique index of verified mobile numbers. */
export const MOBILE_KEY = 'customers_mobile_key';
export type CustomerWithLogo = CustomerRow & { logoVersion: string | null };

const profileQuery = preparedPerDb((db) =>
  db
    .select({ customer: customers, logoVersion: customerLogos.version })
    .from(customers)
    .leftJoin(customerLogos, eq(customerLogos.customerId, customers.id))
    .where(eq(customers.id, sql.placeholder('id')))
    .limit(1)
    .prepare('customer_profile'),
);

/** The first account holding a mobile number that also meets `condition`, in `order`. */
async function firstWithMobile(
  db: Db,
  countryCode: string,
  mobileNumber: string,
  condition: SQL | undefined,
  order: SQL[] = [],
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.countryCode, countryCode), eq(customers.mobileNumber, mobileNumber), condition))
    .orderBy(...order)
    .limit(1);
  return row;
}

export const customersRepository = {
  async findById(db: Db, id: string): Promise<CustomerRow | undefined> {
    const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
    return row;
  },

  async findByIds(db: Db, ids: readonly string[]): Promise<CustomerRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(customers)
      .where(inArray(customers.id, [...ids]));
  },

  /** The profile read, on every account page. */
  async findWithLogo(db: Db, id: string): Promise<CustomerWithLogo | undefined> {
    const [row] = await profileQuery(db).execute({ id });
    return row ? { ...row.customer, logoVersion: row.logoVersion } : undefined;
  },

  /** Locks the customer's row for the rest of the transaction: serialises sign-ins of one account. */
  async lock(db: Db, id: string): Promise<void> {
    await db.execute(sql`select 1 from ${customers} where ${customers.id} = ${id} for update`);
  },

  async findByEmail(db: Db, email: string): Promise<CustomerRow | undefined> {
    const [row] = await db.select().from(customers).where(eq(customers.email, email)).limit(1);
    return row;
  },

  /**
   * The account a mobile number names: the one that verified it, else the newest sign-up still waiting for the
   * code sent to it. A number a verified account holds without having verified it names no one.
   */
  findByMobile: (db: Db, countryCode: string, mobileNumber: string) =>
    firstWithMobile(
      db,
      countryCode,
      mobileNumber,
      or(eq(customers.mobileNumberVerified, true), isNull(customers.verifiedAt)),
      [desc(customers.mobileNumberVerified), desc(customers.createdAt)],
    ),

  /** The account that verified a mobile number: there is at most one. */
  findVerifiedMobile: (db: Db, countryCode: string, mobileNumber: string) =>
    firstWithMobile(db, countryCode, mobileNumber, eq(customers.mobileNumberVerified, true)),

  /** The newest sign-up, not verified yet, that gave a mobile number. */
  findPendingByMobile: (db: Db, countryCode: string, mobileNumber: string) =>
    firstWithMobile(db, countryCode, mobileNumber, isNull(customers.verifiedAt), [desc(customers.createdAt)]),

  async insert(db: Db, values: NewCustomer): Promise<CustomerRow> {
    const [row] = await db.insert(customers).values(values).returning();
    return row as CustomerRow;
  },

  async update(db: Db, id: string, values: Partial<NewCustomer>): Promise<CustomerRow> {
    const [row] = await db
      .update(customers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(customers.id, id))
      .returning();
    return row as CustomerRow;
  },

  async remove(db: Db, id: string): Promise<void> {
    await db.delete(customers).where(eq(customers.id, id));
  },

  async search(
    db: Db,
    filter: { search?: string; customerType?: CustomerType; page: number; pageSize: number },
  ): Promise<{ rows: (CustomerRow & { activeDevices: number })[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.customerType) conditions.push(eq(customers.customerType, filter.customerType));
    if (filter.search) {
      const like = likePattern(filter.search);
      const digits = filter.search.replace(/\D/g, '');
      conditions.push(
        or(
          ilike(customers.email, like),
          ilike(
            sql`${customers.firstName} || ' ' || coalesce(${customers.middleName} || ' ', '') || ${customers.lastName}`,
            like,
          ),
          ...(digits.length >= 3 ? [ilike(customers.mobileNumber, `%${digits}%`)] : []),
        ) as SQL,
      );
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const activeDevices = db
      .select({ customerId: deviceSessions.customerId, n: count().as('n') })
      .from(deviceSessions)
      .where(and(isNull(deviceSessions.revokedAt), sql`${deviceSessions.expiresAt} > now()`))
      .groupBy(deviceSessions.customerId)
      .as('active_devices');
    const [rows, totals] = await Promise.all([
      db
        .select({ customer: customers, activeDevices: activeDevices.n })
        .from(customers)
        .leftJoin(activeDevices, eq(activeDevices.customerId, customers.id))
        .where(where)
        .orderBy(desc(customers.createdAt), desc(customers.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize),
      db.select({ total: count() }).from(customers).where(where),
    ]);
    return {
      rows: rows.map((row) => ({ ...row.customer, activeDevices: Number(row.activeDevices ?? 0) })),
      total: Number(totals[0]?.total ?? 0),
    };
  },

  async countAll(db: Db): Promise<number> {
    const [row] = await db.select({ total: count() }).from(customers);
    return Number(row?.total ?? 0);
  },
};
