import type { FormInstance } from 'antd';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-message';
import { showError } from '../../lib/feedback';

type FieldProblem = { name: string[]; errors: string[] };

/**
 * The server's field errors as form field names: 'venue.name' is ['venue', 'name'], and a problem with one
 * entry of a list ('weightClassIds.2') belongs to the list. Fields the form lacks are left out.
 */
export function fieldProblems(
  fieldErrors: Record<string, { message: string }>,
  known: readonly string[],
): FieldProblem[] {
  return Object.entries(fieldErrors).flatMap(([path, problem]) => {
    const name = path.replace(/(\.\d+)+$/, '');
    return known.includes(name) ? [{ name: name.split('.'), errors: [problem.message] }] : [];
  });
}

/**
 * A refused save: its field errors go on the form's fields; an error of no field there becomes a notification.
 * Answers the fields that got an error.
 */
export function showSaveError(
  form: FormInstance,
  error: unknown,
  known: readonly string[],
  networkText: string,
): FieldProblem[] {
  const fields = error instanceof ApiError ? fieldProblems(error.fieldErrors, known) : [];
  form.setFields(fields as Parameters<FormInstance['setFields']>[0]);
  if (!fields.length) showError(errorText(error, networkText));
  return fields;
}
