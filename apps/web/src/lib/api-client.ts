import type { ErrorResponse, FieldError } from '@ringside/contract';
import type { PathsWithMethod, RequiredKeysOf, SuccessResponseJSON } from 'openapi-typescript-helpers';
import type { paths } from './api-paths';
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

/** A 404: no such thing, or not one this caller may see. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface ApiOptions {
  /** Called with 0 to 100 as the request body travels. Only XMLHttpRequest reports this (fetch cannot), so
   * giving it sends the call over XMLHttpRequest; the headers, token handling and answers stay the same. */
  onUploadProgress?: (percent: number) => void;
  /** The call outlives the page (a player's last save as the tab closes): fetch's keepalive, which unlike
   * navigator.sendBeacon sends our headers (the session and device tokens). Small bodies only (64 KB). */
  keepalive?: boolean;
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

/**
 * The stored token after an expired one has been cleared, and the request every call sends with it. Exported for
 * a file download (a CSV export), which reads its answer as a Blob rather than JSON but sends the same headers.
 */
export function prepare(
  method: Method,
  path: string,
  body: unknown,
): { token: string | undefined; request: RawRequest } {
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
 * signs this browser out where the answer says the session is gone). A file download settles its refusals here. */
export function settle<T>(answer: RawAnswer, token: string | undefined): T {
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

async function sendWithFetch({ method, url, headers, body }: RawRequest, keepalive = false): Promise<RawAnswer> {
  const response = await fetch(url, {
    method,
    headers,
    ...(keepalive ? { keepalive } : {}),
    ...(body !== undefined ? { body } : {}),
  });
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
 * Sends one call: JSON (or FormData) in, JSON out, the session token and device token on every call, a fresh
 * token from x-xsrf-token stored at once; only HTTP 200 counts as success and answers `data`. With
 * `onUploadProgress` the call goes over XMLHttpRequest so that the caller can show the upload's progress.
 * Untyped: only the typed `api` below calls it.
 */
async function send(method: Method, path: string, body: unknown, options: ApiOptions): Promise<unknown> {
  const { token, request } = prepare(method, path, body);
  let answer: RawAnswer;
  try {
    answer = options.onUploadProgress
      ? await sendWithXhr(request, options.onUploadProgress)
      : await sendWithFetch(request, options.keepalive);
  } catch {
    throw new ApiError(0, undefined, NETWORK_ERROR_MESSAGE);
  }
  return settle<unknown>(answer, token);
}

// The typed layer: every call is keyed by a path of the API's OpenAPI document (lib/api-paths.ts, generated by
// `npm run api-types` from the routes' contract schemas), which types its path and query parameters, its body
// and its answer. A route that changes its answer, body or path fails `npm run typecheck` where it is called.

type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** The API's paths (under /api/v1) that answer this method, as the document writes them: `/customers/{userId}`. */
export type ApiPath<M extends HttpMethod> = PathsWithMethod<paths, M>;

type Operation<M extends HttpMethod, P extends ApiPath<M>> = paths[P][M];

type ParametersOf<O> = O extends { parameters: infer Declared } ? Declared : never;
type PathParameters<O> = ParametersOf<O> extends { path: infer Declared } ? Declared : never;
type QueryParameters<O> = NonNullable<ParametersOf<O> extends { query?: infer Declared } ? Declared : never>;
type BodyContent<O> = O extends { requestBody: { content: infer Content } } ? Content : never;

/** JSON where the route takes JSON; FormData where it takes an upload (multipart/form-data). */
type Body<O> = [BodyContent<O>] extends [never]
  ? never
  : 'application/json' extends keyof BodyContent<O>
    ? BodyContent<O>['application/json']
    : 'multipart/form-data' extends keyof BodyContent<O>
      ? FormData
      : never;

/** What a call gives besides its path: parameters, body and transport options, each present only when declared. */
type ApiInit<O> = ([PathParameters<O>] extends [never] ? { path?: never } : { path: PathParameters<O> }) &
  ([QueryParameters<O>] extends [never]
    ? { query?: never }
    : [RequiredKeysOf<QueryParameters<O>>] extends [never]
      ? { query?: QueryParameters<O> }
      : { query: QueryParameters<O> }) &
  ([Body<O>] extends [never] ? { body?: never } : { body: Body<O> }) &
  ApiOptions;

/** The `data` of the route's 200 answer. */
type ApiData<O> =
  O extends Record<string | number, unknown>
    ? SuccessResponseJSON<O> extends { data: infer Data }
      ? Data
      : never
    : never;

type Arguments<O> = [RequiredKeysOf<ApiInit<O>>] extends [never] ? [init?: ApiInit<O>] : [init: ApiInit<O>];

/** The answer's `data` of `api.<method>(path)`, for code that keeps it (state, props). */
export type ApiAnswer<M extends HttpMethod, P extends ApiPath<M>> = ApiData<Operation<M, P>>;

/** The body `api.<method>(path)` takes, for code that builds it apart (forms, filters). */
export type ApiBody<M extends HttpMethod, P extends ApiPath<M>> = Body<Operation<M, P>>;

/** The path with its `{name}` parameters filled in (encoded) and the query appended (undefined values left out). */
function url(template: string, path?: Record<string, string | number>, query?: Record<string, unknown>): string {
  const filled = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = path?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${template}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) search.append(name, String(value));
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** Sends a call the typed layer has checked: the method, the filled path (under /api/v1), the body and options. */
export type Transport = (method: Method, path: string, body: unknown, options: ApiOptions) => Promise<unknown>;

function caller<M extends HttpMethod>(method: M, transport: Transport) {
  return <P extends ApiPath<M>>(path: P, ...[init]: Arguments<Operation<M, P>>): Promise<ApiAnswer<M, P>> => {
    const {
      path: parameters,
      query,
      body,
      ...options
    } = (init ?? {}) as {
      path?: Record<string, string | number>;
      query?: Record<string, unknown>;
      body?: unknown;
    } & ApiOptions;
    return transport(method.toUpperCase() as Method, url(path, parameters, query), body, options) as Promise<
      ApiAnswer<M, P>
    >;
  };
}

/** The typed calls over a transport: the browser's below; a server renderer can give its own (base URL, token). */
export function createApi(transport: Transport) {
  return {
    get: caller('get', transport),
    post: caller('post', transport),
    put: caller('put', transport),
    delete: caller('delete', transport),
  };
}

/**
 * Calls the API, typed from its OpenAPI document: `api.get('/customers/{userId}', { path: { userId } })` answers
 * the route's `data`; `body` is the route's JSON body, or FormData for an upload (with `onUploadProgress`).
 * Errors are ApiError (see `send`).
 */
let transport: Transport = send;
export const api = createApi((...call) => transport(...call));

/** The server renderer's calls go to the API in the same process, not over the network. */
export function setServerTransport(serverTransport: Transport): void {
  transport = serverTransport;
}
