import type { ErrorCode } from '@ringside/contract';
import { AppError } from '../../lib/app-error';

export interface FieldProblem {
  field: string;
  code: ErrorCode;
}

/**
 * Problems the service finds on several fields at once, answered like a schema violation: 400, the first
 * field's code and message on top, every field's code in fieldErrors.
 */
export function fieldProblemsError(problems: FieldProblem[]): AppError | undefined {
  const [first] = problems;
  if (!first) return undefined;
  const fieldErrors: Record<string, { code: ErrorCode }> = {};
  for (const { field, code } of problems) fieldErrors[field] ??= { code };
  return new AppError(first.code, { fieldErrors, status: 400 });
}

export function assertNoProblems(problems: FieldProblem[]): void {
  const error = fieldProblemsError(problems);
  if (error) throw error;
}
