import type { FormInstance, FormRule } from 'antd';
import { errorMessage, isErrorCode } from '@ringside/contract';
import type { z } from 'zod';
import { ApiError } from './api-client';
import { currentLanguage } from './language';

/** A contract field schema as an antd rule: the same codes as the server, shown in the current language. */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value === '' ? undefined : value);
      if (result.success) return;
      const code = result.error.issues[0]?.message ?? 'HUBGNVL001';
      throw new Error(isErrorCode(code) ? errorMessage(code, currentLanguage()) : code);
    },
  };
}

/** Puts the server's per-field errors on the form's fields; answers whether any field matched. */
export function applyFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const names = new Set(Object.keys(form.getFieldsValue(true) as object));
  const fields = Object.entries(error.fieldErrors)
    .filter(([name]) => names.has(name))
    .map(([name, problem]) => ({ name, errors: [problem.message] }));
  form.setFields(fields);
  return fields.length > 0;
}
