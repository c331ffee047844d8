import { FirstNameSchema, LastNameSchema, type PasswordPolicy, firstBrokenPasswordRule } from '@ringside/contract';
import { zodCheck } from '../../../components/form/contract-rules';
import type { FieldRules, Rule } from '../../../components/form/rules';
import { identifierRules } from './identifier-checks';
import type { IdentifierMode } from './identifier-inputs';
import type { SignUpValues } from './sign-up-form';

// The sign-up form's checks, and the password policy's checklist (its rules are the catalogue's messages): loaded
// on the first focus or input in the form, or on submit (decision 48).

export { problemText as describe } from '../../../components/form/contract-rules';
export { PasswordChecklist } from './password-checklist';

/**
 * The rules of the fields on show: names, the identifier of the chosen mode (none for an invitation's address,
 * which comes from the invitation itself) and a new password under the policy.
 */
export function signUpRules(mode: IdentifierMode | null, policy: PasswordPolicy): FieldRules<SignUpValues> {
  const newPassword: Rule<SignUpValues> = (value) => {
    if (!value) return { code: 'HUBCSPW001' };
    const broken = firstBrokenPasswordRule(value, policy);
    return broken ? { code: broken.code, params: broken.params } : undefined;
  };
  return {
    firstName: [zodCheck(FirstNameSchema)],
    lastName: [zodCheck(LastNameSchema)],
    ...(mode ? identifierRules<SignUpValues>(mode) : {}),
    password: [newPassword],
  };
}
