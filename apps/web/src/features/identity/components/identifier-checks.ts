import { DialCodeSchema, EmailSchema, mobileNumberProblem } from '@ringside/contract';
import { zodCheck } from '../../../components/form/contract-rules';
import type { Rule } from '../../../components/form/rules';
import type { IdentifierMode, IdentifierValues } from './identifier-inputs';

// The identifier's rules, shared by the sign-in and sign-up check modules; loaded with them, never with the page
// (decision 48): the phone checks carry libphonenumber's metadata.

/** The rules of the identifier fields on show: the contract's, as the server checks them. */
export function identifierRules<Values extends IdentifierValues>(mode: IdentifierMode) {
  const mobile: Rule<Values> = (value, values) => {
    const code = mobileNumberProblem(values.countryCode, value);
    return code ? { code } : undefined;
  };
  return mode === 'EMAIL'
    ? { email: [zodCheck<Values>(EmailSchema)] }
    : { countryCode: [zodCheck<Values>(DialCodeSchema)], mobileNumber: [mobile] };
}
