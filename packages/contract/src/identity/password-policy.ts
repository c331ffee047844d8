import type { ErrorCode } from '../errors/catalogue';
import type { ErrorParams } from '../errors/messages';

export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
  minUppercase: number;
  minNumerics: number;
  minSpecial: number;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 8,
  maxLength: 64,
  minUppercase: 1,
  minNumerics: 1,
  minSpecial: 1,
};

export interface PasswordRuleResult {
  code: ErrorCode;
  params: ErrorParams;
  met: boolean;
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Every rule of the policy with whether the password meets it: the server rejects on the first unmet
 * rule, the sign-up form shows them all as the customer types. */
export function passwordRules(password: string, policy: PasswordPolicy): PasswordRuleResult[] {
  const length = Array.from(password).length;
  const rules: PasswordRuleResult[] = [
    { code: 'HUBPPMN001', params: { min: policy.minLength }, met: length >= policy.minLength },
    { code: 'HUBPPMX001', params: { max: policy.maxLength }, met: length <= policy.maxLength },
  ];
  if (policy.minUppercase > 0)
    rules.push({
      code: 'HUBPPUC001',
      params: { count: policy.minUppercase },
      met: count(password, /\p{Lu}/gu) >= policy.minUppercase,
    });
  if (policy.minNumerics > 0)
    rules.push({
      code: 'HUBPPNM001',
      params: { count: policy.minNumerics },
      met: count(password, /\p{Nd}/gu) >= policy.minNumerics,
    });
  if (policy.minSpecial > 0)
    rules.push({
      code: 'HUBPPSC001',
      params: { count: policy.minSpecial },
      met: count(password, /[^\p{L}\p{Nd}\s]/gu) >= policy.minSpecial,
    });
  return rules;
}

export function firstBrokenPasswordRule(password: string, policy: PasswordPolicy) {
  return passwordRules(password, policy).find((rule) => !rule.met);
}

/** Why a policy can never be satisfied (or makes no sense); empty when it is consistent. */
export function passwordPolicyProblems(policy: PasswordPolicy): string[] {
  const problems: string[] = [];
  const { minLength, maxLength, minUppercase, minNumerics, minSpecial } = policy;
  if (minLength < 1) problems.push('the minimum length must be at least 1');
  if (maxLength < minLength) problems.push('the maximum length is below the minimum length');
  if (maxLength > 1024) problems.push('the maximum length must be at most 1024');
  if ([minUppercase, minNumerics, minSpecial].some((n) => n < 0)) problems.push('minimum counts cannot be negative');
  if (minUppercase + minNumerics + minSpecial > maxLength)
    problems.push('the required uppercase letters, numbers and special characters do not fit in the maximum length');
  return problems;
}
