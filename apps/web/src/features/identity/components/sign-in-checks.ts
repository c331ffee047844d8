import { PasswordSchema } from '@ringside/contract';
import { zodCheck } from '../../../components/form/contract-rules';
import type { FieldRules } from '../../../components/form/rules';
import { identifierRules } from './identifier-checks';
import type { IdentifierMode } from './identifier-inputs';
import type { SignInValues } from './sign-in-form';

// The sign-in form's checks: loaded on the first focus or input in the form, or on submit (decision 48).

export { problemText as describe } from '../../../components/form/contract-rules';

/** The rules of the fields on show: the identifier of the chosen mode and the password. */
export function signInRules(mode: IdentifierMode): FieldRules<SignInValues> {
  return { ...identifierRules<SignInValues>(mode), password: [zodCheck<SignInValues>(PasswordSchema)] };
}
