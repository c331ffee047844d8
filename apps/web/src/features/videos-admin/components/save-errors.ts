import type { FormInstance } from 'antd';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-message';
import { showError } from '../../../lib/feedback';
import { currentLanguage } from '../../../lib/language';

type FieldProblem = { name: string[]; errors: string[] };

/**
 * A refused save: the server's field errors go on the form's fields (a problem with one entry of a list,
 * 'fighterIds.2', belongs to the list); an error of no field there becomes a notification. Answers the fields
 * that got an error.
 */
export function showSaveError(
  form: FormInstance,
  error: unknown,
  known: readonly string[],
  networkText: string,
): FieldProblem[] {
  const fields =
    error instanceof ApiError
      ? Object.entries(error.fieldErrors).flatMap(([path, problem]) => {
          const name = path.replace(/(\.\d+)+$/, '');
          return known.includes(name) ? [{ name: name.split('.'), errors: [problem.message] }] : [];
        })
      : [];
  form.setFields(fields as Parameters<FormInstance['setFields']>[0]);
  if (!fields.length) showError(errorText(error, currentLanguage(), networkText));
  return fields;
}
