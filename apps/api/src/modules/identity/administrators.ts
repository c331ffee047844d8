import { PERMISSION_AREAS, type PasswordPolicy } from '@ringside/contract';
import { EmailSchema } from '@ringside/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { customersRepository as customers } from './customers.repository';
import { passwordHasher } from './password-hasher';
import { assertPasswordPolicy } from './password-rules';

export interface AdministratorInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/**
 * Creates a verified staff account holding all four areas, or, for an existing staff account with that
 * email, restores all four areas and sets the password (so the script also recovers a locked-out admin).
 */
export async function createAdministrator(
  db: Db,
  input: AdministratorInput,
  policy: PasswordPolicy,
): Promise<{ id: string; email: string; created: boolean }> {
  const parsed = EmailSchema.safeParse(input.email);
  if (!parsed.success) throw AppError.field('email', 'HUBCSEM002');
  const email = parsed.data;
  assertPasswordPolicy(input.password, policy);
  const passwordHash = await passwordHasher.hash(input.password);
  const existing = await customers.findByEmail(db, email);
  if (existing && existing.customerType !== 'SUPPORT') throw AppError.field('email', 'HUBCSCT001');
  if (existing) {
    await customers.update(db, existing.id, {
      passwordHash,
      permissions: [...PERMISSION_AREAS],
      verifiedAt: existing.verifiedAt ?? new Date(),
      emailVerified: true,
    });
    return { id: existing.id, email, created: false };
  }
  const row = await customers.insert(db, {
    customerType: 'SUPPORT',
    firstName: input.firstName ?? 'Platform',
    lastName: input.lastName ?? 'Administrator',
    email,
    emailVerified: true,
    passwordHash,
    permissions: [...PERMISSION_AREAS],
    verifiedAt: new Date(),
  });
  return { id: row.id, email, created: true };
}
