import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NewCustomer, customersRepository as repository } from './customers.repository';
import { customers } from './identity.table';

// What other modules may do with customer accounts. The repository and table behind it stay this module's own.

export const customerById = (db: Db, id: string) => repository.findById(db, id);

export const customerByEmail = (db: Db, email: string) => repository.findByEmail(db, email);

export const customersByIds = (db: Db, ids: readonly string[]) => repository.findByIds(db, ids);

/** Accounts by name, email or mobile number, newest first, with how many devices each has signed in. */
export const searchCustomers = (db: Db, filter: Parameters<typeof repository.search>[1]) =>
  repository.search(db, filter);

/** A new account made by the platform itself (demo data), not through sign-up. */
export const addCustomer = (db: Db, values: NewCustomer) => repository.insert(db, values);

/**
 * Marks the account as a fighter's (it sent a fighter application); true when it was not one before, so that the
 * caller knows its cached profile is stale. Takes a transaction too.
 */
export async function markCustomerAsFighter(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ registrationPurpose: 'FIGHTER', updatedAt: new Date() })
    .where(
      and(
        eq(customers.id, id),
        or(isNull(customers.registrationPurpose), ne(customers.registrationPurpose, 'FIGHTER')),
      ),
    )
    .returning({ id: customers.id });
  return rows.length > 0;
}
