import type { ErrorResponse, FieldError } from '@ringside/contract';
import { deviceToken } from './device-token';
import { clearSession, currentSession, replaceToken, tokenProblem } from './session';
import { currentLanguage } from './language';

/** An answer other than 200, or no answer at all (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    readonly fieldErrors: Record<string, FieldError> = {},
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Codes answered when another device took the session; they sign this browser out (spec section 8). */
const SIGNED_OUT_ELSEWHERE = new Set(['HUBSLDN001']);

/**
 * Calls the API: JSON in and out, the session token and device token on every call, a fresh token from
 * x-xsrf-token stored at once; only HTTP 200 counts as success and answers `data`.
 */
export async function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const session = currentSession();
  if (session && tokenProblem(session.token)) clearSession('expired');
  const token = currentSession()?.token;
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method,
      headers: {
        accept: 'application/json',
        'accept-language': currentLanguage(),
        'device-token': deviceToken(),
        ...(token ? { 'x-xsrf-token': token } : {}),
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: isForm ? body : JSON.stringify(body) } : {}),
    });
  } catch {
    throw new ApiError(0, undefined, 'Server error. Please try again.');
  }
  const fresh = response.headers.get('x-xsrf-token');
  if (fresh) replaceToken(fresh);
  const payload = (await response.json().catch(() => undefined)) as { data?: T } | ErrorResponse | undefined;
  if (response.status === 200 && payload && 'data' in payload) return payload.data as T;

  const error = payload && 'code' in payload ? payload : undefined;
  if (response.status === 401 && token) clearSession('multiple-login');
  if (response.status === 400 && error && SIGNED_OUT_ELSEWHERE.has(error.code) && token) clearSession('multiple-login');
  throw new ApiError(
    response.status,
    error?.code,
    error?.message ?? response.statusText,
    error?.fieldErrors,
    error?.details,
  );
}
