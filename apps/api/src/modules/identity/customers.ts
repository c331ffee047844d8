import type { Db } from '../../db/client';
import { type NewCustomer, customersRepository as repository } from './customers.repository';

// What other modules may do with customer accounts. The repository and table behind it stay this module's own.

export const customerById = (db: Db, id: string) => repository.findById(db, id);

export const customerByEmail = (db: Db, email: string) => repository.findByEmail(db, email);

export const customersByIds = (db: Db, ids: readonly string[]) => repository.findByIds(db, ids);

/** Accounts by name, email or mobile number, newest first, with how many devices each has signed in. */
export const searchCustomers = (db: Db, filter: Parameters<typeof repository.search>[1]) =>
  repository.search(db, filter);

/** A new account made by the platform itself (demo data), not through sign-up. */
export const addCustomer = (db: Db, values: NewCustomer) => repository.insert(db, values);
