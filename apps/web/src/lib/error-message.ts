import { errorCatalogue, isErrorCode, type Language } from '@ringside/contract';
import { ApiError } from './api-client';

/** Codes rejected silently (no notification): handled by the screens that meet them. */
export const SILENT_CODES = new Set(['ALIAEEN002', 'HUBPLST001', 'HUBCSTK001', 'HUBCSTK002', 'HUBCSTK003']);

/** The message for an error: the catalogue's for its code, else the server's, else the network one. */
export function errorText(error: unknown, language: Language, networkMessage: string): string {
  if (!(error instanceof ApiError)) return networkMessage;
  if (error.isNetworkError) return networkMessage;
  if (error.code && isErrorCode(error.code)) {
    const template = errorCatalogue[error.code][language];
    // Messages with values ({{minutes}}) come filled from the server, in the language we asked for.
    return template.includes('{{') ? error.message : template;
  }
  return error.message;
}

export function isSilent(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.status === 401 || (error.code !== undefined && SILENT_CODES.has(error.code)))
  );
}
