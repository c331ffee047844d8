import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

export const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

/**
 * One browser's view of the API: its own DEVICE-TOKEN, its session token, and the token swap the real
 * client does when a response carries a fresh x-xsrf-token.
 */
export class TestClient {
  token: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    readonly deviceToken: string = randomUUID(),
    private readonly userAgent = PHONE_UA,
    readonly ip = '203.0.113.10',
  ) {}

  async call<T = any>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const response = await this.app.inject({
      method,
      url: url.startsWith('/api/') ? url : `/api/v1${url}`,
      remoteAddress: this.ip,
      headers: {
        'device-token': this.deviceToken,
        'user-agent': this.userAgent,
        ...(this.token ? { 'x-xsrf-token': this.token } : {}),
        ...headers,
      },
      ...(body === undefined
        ? {}
        : typeof body === 'string' || Buffer.isBuffer(body)
          ? { payload: body }
          : { payload: body as object }),
    });
    const fresh = response.headers['x-xsrf-token'];
    if (typeof fresh === 'string') this.token = fresh;
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return {
      status: response.statusCode,
      body: (isJson ? response.json() : response.body) as T,
      headers: response.headers,
    };
  }

  get<T = any>(url: string, headers?: Record<string, string>) {
    return this.call<T>('GET', url, undefined, headers);
  }
  post<T = any>(url: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.call<T>('POST', url, body, headers);
  }
  put<T = any>(url: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.call<T>('PUT', url, body, headers);
  }

  /** Signs in and keeps the token, like the browser stores it. */
  async signIn(credentials: Record<string, string>): Promise<Reply> {
    const reply = await this.post('/auth', credentials);
    if (reply.status === 200) this.token = reply.body.data.token;
    return reply;
  }
}

/** The latest one-time code the dev outbox holds for an address. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=1` });
  const message = response.json().data.items[0];
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** One customer signed in on two browsers: a phone and a laptop (the phone user agent on both unless given). */
export async function onPhoneAndLaptop(
  app: FastifyInstance,
  credentials: Record<string, string>,
  laptopAgent?: string,
) {
  const phone = new TestClient(app);
  const laptop = new TestClient(app, undefined, laptopAgent);
  await phone.signIn(credentials);
  await laptop.signIn(credentials);
  return { phone, laptop };
}
