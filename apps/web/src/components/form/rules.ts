import { type ErrorParams, type Language, errorMessage, isErrorCode } from '@ringside/contract';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';

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

/** A contract field schema as a rule: the same codes as the server (lib/form-rules.ts zodRule, without antd). */
export function zodCheck<Values>(schema: z.ZodType): Rule<Values> {
  return (value) => {
    const result = schema.safeParse(value === '' ? undefined : value);
    if (result.success) return undefined;
    return { code: result.error.issues[0]?.message ?? 'HUBGNVL001' };
  };
}

/** The text of a problem: the catalogue's message for its code, else the server's message, else the code itself. */
export function problemText(problem: Problem, language: Language): string {
  if (problem.code && isErrorCode(problem.code)) {
    const text = errorMessage(problem.code, language, problem.params) ?? '';
    // A server message with values ({{minutes}}) comes filled in; the bare template would show the braces.
    if (!text.includes('{{')) return text;
  }
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
