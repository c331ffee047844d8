import { ERRORS } from '@tus/server';
import {
  type ErrorCode,
  type ErrorParams,
  type Language,
  errorMessage,
  isErrorCode,
  languageFrom,
} from '@ringside/contract';
import { AppError } from '../../../lib/app-error';

/** tus's own refusals that say more than their status. */
const KNOWN: [{ body: string }, ErrorCode][] = [
  [ERRORS.FILE_NOT_FOUND, 'HUBVDUP007'],
  [ERRORS.FILE_NO_LONGER_EXISTS, 'HUBVDUP004'],
  [ERRORS.INVALID_OFFSET, 'HUBVDUP008'],
  [ERRORS.ERR_MAX_SIZE_EXCEEDED, 'HUBVDUP002'],
];

function codeOf(status: number, body: string): ErrorCode {
  const known = KNOWN.find(([error]) => error.body === body);
  if (known) return known[1];
  if (status >= 500 && status !== 501) return 'HUBGNSE001';
  if (status === 404 || status === 410) return 'HUBVDUP007';
  // The rest are requests that break the protocol: bad or missing headers, extensions we do not offer.
  return 'HUBVDUP006';
}

const envelope = (code: ErrorCode, language: Language, params?: ErrorParams) =>
  JSON.stringify({ code, message: errorMessage(code, language, params) ?? code });

/**
 * A refusal raised in our hooks (an AppError), as tus sends it: our envelope in the caller's language. Other
 * errors are left to `inEnvelope`.
 */
export function hookRefusal(request: Request, error: unknown): { status_code: number; body: string } | undefined {
  if (!(error instanceof AppError)) return undefined;
  const language = languageFrom(request.headers.get('accept-language'));
  return { status_code: error.status, body: envelope(error.code, language, error.options.params) };
}

/**
 * Every error tus answers, in the API's shape. tus writes some refusals itself as plain text (a missing
 * Tus-Resumable header, an invalid header, its fallback with the thrown error's message, which may be a failed
 * query and its parameters): whatever is not already our envelope becomes one, keeping tus's status, which
 * tus clients act on.
 */
export async function inEnvelope(
  response: Response,
  language: Language,
  params: (code: ErrorCode) => ErrorParams | undefined,
): Promise<Response> {
  if (response.status < 400) return response;
  const text = await response.text();
  let body: string | undefined;
  try {
    const parsed = JSON.parse(text) as { code?: unknown };
    if (isErrorCode(parsed.code)) body = text;
  } catch {
    // Not JSON: one of tus's own answers.
  }
  if (!body) {
    const code = codeOf(response.status, text);
    body = envelope(code, language, params(code));
  }
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.set('content-length', String(Buffer.byteLength(body)));
  return new Response(body, { status: response.status, headers });
}
