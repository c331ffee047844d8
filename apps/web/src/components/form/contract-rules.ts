import { type Language, errorMessage, isErrorCode } from '@ringside/contract';
import type { z } from 'zod';
import type { Problem, Rule } from './rules';

// The parts of the light forms' checks that need the contract's schemas and catalogue. Imported only by the forms'
// check modules, which load on the first interaction with a form (decision 48), never by a page itself.

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
