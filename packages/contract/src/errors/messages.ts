import type { Language } from '../common/language';
import { type ErrorCode, errorCatalogue, isErrorCode } from './catalogue';

export type ErrorParams = Record<string, string | number>;

export function fillPlaceholders(template: string, params: ErrorParams = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    Object.hasOwn(params, key) ? String(params[key]) : whole,
  );
}

/** The catalogue message for a code in the given language, or undefined for an unknown code. */
export function errorMessage(code: string, language: Language, params?: ErrorParams): string | undefined {
  if (!isErrorCode(code)) return undefined;
  return fillPlaceholders(errorCatalogue[code][language], params);
}

export function errorStatus(code: ErrorCode): number {
  return errorCatalogue[code].status;
}
