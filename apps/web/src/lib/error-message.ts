import { ApiError } from './api-client';

/** Codes rejected silently (no notification): handled by the screens that meet them. */
export const SILENT_CODES = new Set(['ALIAEEN002', 'HUBPLST001', 'HUBCSTK001', 'HUBCSTK002', 'HUBCSTK003']);

/**
 * The message for an error: the server's, which comes from the catalogue in the language the request asked for
 * (every call names the visitor's language), else the network one. The catalogue itself (both languages, 10 kB
 * gzipped) stays out of the pages' first load (decision 43).
 */
export function errorText(error: unknown, networkMessage: string): string {
  if (!(error instanceof ApiError) || error.isNetworkError) return networkMessage;
  return error.message || networkMessage;
}

export function isSilent(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.status === 401 || (error.code !== undefined && SILENT_CODES.has(error.code)))
  );
}
