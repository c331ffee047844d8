import { randomUUID } from 'node:crypto';
import type { PermissionArea } from '@ringside/contract';
import type { Db } from '../src/db/client';
import { customersRepository } from '../src/modules/identity/customers.repository';
import type { CustomerRow } from '../src/modules/identity/identity.table';
import { passwordHasher } from '../src/modules/identity/password-hasher';

export const PASSWORD = 'Kathmandu#2026';
let passwordHash: Promise<string> | undefined;

let sequence = 0;
/** A unique, valid Nepali mobile number. */
export function mobileNumber(): string {
  sequence += 1;
  return `98${String(Date.now() % 1e4).padStart(4, '0')}${String(sequence).padStart(4, '0')}`.slice(0, 10);
}

export function email(prefix = 'fan'): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
}

/** A verified account straight in the database, for tests about what comes after sign-up. */
export async function createCustomer(
  db: Db,
  overrides: Partial<CustomerRow> & { permissions?: PermissionArea[] } = {},
): Promise<CustomerRow> {
  passwordHash ??= passwordHasher.hash(PASSWORD);
  return customersRepository.insert(db, {
    customerType: 'INDIVIDUAL',
    registrationPurpose: 'FAN',
    firstName: 'Asha',
    lastName: 'Tamang',
    email: email(),
    emailVerified: true,
    passwordHash: await passwordHash,
    verifiedAt: new Date(),
    ...overrides,
  });
}

export function createStaff(db: Db, permissions: PermissionArea[], overrides: Partial<CustomerRow> = {}) {
  return createCustomer(db, {
    customerType: 'SUPPORT',
    registrationPurpose: null,
    email: email('staff'),
    permissions,
    ...overrides,
  });
}
