import type { ErrorParams, Language } from '@ringside/contract';
import { ApiError } from '../../lib/api-client';

// What the light forms share before their checks load (decision 48): types and contract-free helpers only. The
// checks themselves (zod, the phone rules, the catalogue's messages) are in each form's check module, loaded on
// the first interaction; contract-rules.ts holds their common parts.

/**
 * What is wrong with a field: a code of the contract's catalogue (with its values), shown in the page's language
 * when the message is drawn, or a message as the server sent it. Kept as a code, an error already on screen follows
 * the language switch.
 */
export interface Problem {
  code?: string;
  params?: ErrorParams;
  message?: string;
}

/** One check of a field: its value (and the whole form's, for fields that depend on others) to a problem or none. */
export type Rule<Values> = (value: string, values: Values) => Problem | undefined;

export type FieldRules<Values> = Partial<Record<keyof Values & string, Rule<Values>[]>>;

export type FieldProblems<Values> = Partial<Record<keyof Values & string, Problem>>;

/** What a form's check module gives besides its rules: the text of a problem in a language. */
export interface FormChecks {
  describe: (problem: Problem, language: Language) => string;
}

/** A problem's text before the checks arrive: the server's message (already in the visitor's language). */
export function plainText(problem: Problem): string {
  return problem.message ?? problem.code ?? '';
}

/** The first problem of a field's rules, in their order. */
export function checkField<Values extends Record<string, string>>(
  rules: FieldRules<Values>,
  values: Values,
  name: keyof Values & string,
): Problem | undefined {
  for (const rule of rules[name] ?? []) {
    const problem = rule(values[name] ?? '', values);
    if (problem) return problem;
  }
  return undefined;
}

/** Every field that has rules, checked; only the fields with a problem are in the answer. */
export function checkAll<Values extends Record<string, string>>(
  rules: FieldRules<Values>,
  values: Values,
): FieldProblems<Values> {
  const problems: FieldProblems<Values> = {};
  for (const name of Object.keys(rules) as (keyof Values & string)[]) {
    const problem = checkField(rules, values, name);
    if (problem) problems[name] = problem;
  }
  return problems;
}

/** The server's per-field errors (ApiError.fieldErrors) on the named fields; others are left out. */
export function serverProblems(error: unknown, names: readonly string[]): Record<string, Problem> {
  if (!(error instanceof ApiError)) return {};
  const problems: Record<string, Problem> = {};
  for (const [name, problem] of Object.entries(error.fieldErrors))
    if (names.includes(name)) problems[name] = { code: problem.code, message: problem.message };
  return problems;
}
