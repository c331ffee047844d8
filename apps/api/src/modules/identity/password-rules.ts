import { type PasswordPolicy, firstBrokenPasswordRule } from '@ringside/contract';
import { AppError } from '../../lib/app-error';

/** Throws the first broken rule of the configured policy as a field error. */
export function assertPasswordPolicy(password: string, policy: PasswordPolicy, field = 'password'): void {
  const broken = firstBrokenPasswordRule(password, policy);
  if (broken) throw AppError.field(field, broken.code, broken.params);
}
