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

export interface ApiOptions {
  /** Called with 0 to 100 as the request body travels. Only XMLHttpRequest reports this (fetch cannot), so
   * giving it sends the call over XMLHttpRequest; the headers, token handling and answers stay the same. */
  onUploadProgress?: (percent: number) => void;
}

/** Codes answered when another device took the session; they sign this browser out (spec section 8). */
const SIGNED_OUT_ELSEWHERE = new Set(['HUBSLDN001']);

const NETWORK_ERROR_MESSAGE = 'Server error. Please try again.';

/** What either transport hands back: the status, the fresh token header, and the body read as JSON. */
interface RawAnswer {
  status: number;
  statusText: string;
  freshToken: string | null;
  payload: unknown;
}

interface RawRequest {
  method: Method;
  url: string;
  headers: Record<string, string>;
  body?: FormData | string;
}

/** The stored token after an expired one has been cleared, and the request every call sends with it. */
function prepare(method: Method, path: string, body: unknown): { token: string | undefined; request: RawRequest } {
  const session = currentSession();
  if (session && tokenProblem(session.token)) clearSession('expired');
  const token = currentSession()?.token;
  const isForm = body instanceof FormData;
  return {
    token,
    request: {
      method,
      url: `/api/v1${path}`,
      headers: {
        accept: 'application/json',
        'accept-language': currentLanguage(),
        'device-token': deviceToken(),
        ...(token ? { 'x-xsrf-token': token } : {}),
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: isForm ? body : JSON.stringify(body) } : {}),
    },
  };
}

/** Stores a fresh token at once; only HTTP 200 with `data` succeeds, anything else becomes an ApiError (and
 * signs this browser out where the answer says the session is gone). */
function settle<T>(answer: RawAnswer, token: string | undefined): T {
  if (answer.freshToken) replaceToken(answer.freshToken);
  const payload = answer.payload as { data?: T } | ErrorResponse | undefined;
  if (answer.status === 200 && payload && 'data' in payload) return payload.data as T;

  const error = payload && 'code' in payload ? payload : undefined;
  if (answer.status === 401 && token) clearSession('multiple-login');
  if (answer.status === 400 && error && SIGNED_OUT_ELSEWHERE.has(error.code) && token) clearSession('multiple-login');
  throw new ApiError(
    answer.status,
    error?.code,
    error?.message ?? answer.statusText,
    error?.fieldErrors,
    error?.details,
  );
}

async function sendWithFetch({ method, url, headers, body }: RawRequest): Promise<RawAnswer> {
  const response = await fetch(url, { method, headers, ...(body !== undefined ? { body } : {}) });
  return {
    status: response.status,
    statusText: response.statusText,
    freshToken: response.headers.get('x-xsrf-token'),
    payload: await response.json().catch(() => undefined),
  };
}

function sendWithXhr(
  { method, url, headers, body }: RawRequest,
  onUploadProgress: (percent: number) => void,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new Error('network'));
    request.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = undefined;
      }
      resolve({
        status: request.status,
        statusText: request.statusText,
        freshToken: request.getResponseHeader('x-xsrf-token'),
        payload,
      });
    };
    request.send(body ?? null);
  });
}

/**
 * Calls the API: JSON (or FormData) in, JSON out, the session token and device token on every call, a fresh
 * token from x-xsrf-token stored at once; only HTTP 200 counts as success and answers `data`. With
 * `onUploadProgress` the call goes over XMLHttpRequest so that the caller can show the upload's progress.
 */
export async function api<T>(method: Method, path: string, body?: unknown, options: ApiOptions = {}): Promise<T> {
  const { token, request } = prepare(method, path, body);
  let answer: RawAnswer;
  try {
    answer = options.onUploadProgress
      ? await sendWithXhr(request, options.onUploadProgress)
      : await sendWithFetch(request);
  } catch {
    throw new ApiError(0, undefined, NETWORK_ERROR_MESSAGE);
  }
  return settle<T>(answer, token);
}
