import type { PaymentMethod } from '@ringside/contract';
import { type GatewayHttp, type GatewayRequest, GatewayUnreachable } from './gateway';

/** One exchange as the payment log stores it: secrets already redacted. */
export interface GatewayExchange {
  referenceId: string;
  method: PaymentMethod;
  request: { method: string; url: string; headers: Record<string, string>; body: string | null };
  response: { status: number; body: string } | null;
  error: string | null;
  durationMs: number;
}

export type ExchangeRecorder = (exchange: GatewayExchange) => Promise<void>;

const REDACTED = '[redacted]';
/** Headers that carry credentials whatever their value. */
const SECRET_HEADERS = new Set(['authorization', 'module', 'stripe-signature']);

function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join(REDACTED);
  return out;
}

function bodyOf(request: GatewayRequest): { body: string | undefined; type: string | undefined } {
  if (request.json !== undefined) return { body: JSON.stringify(request.json), type: 'application/json' };
  if (request.form)
    return { body: new URLSearchParams(request.form).toString(), type: 'application/x-www-form-urlencoded' };
  return { body: undefined, type: undefined };
}

/**
 * The HTTP client of one gateway: sends with a timeout, and records every request and answer (or failure) with the
 * adapter's secrets and credential headers redacted. `secrets` is read on each call (keys may be rotated).
 */
export function createGatewayHttp(
  method: PaymentMethod,
  secrets: () => readonly string[],
  record: ExchangeRecorder,
  timeoutMs = 15_000,
): GatewayHttp {
  return async (referenceId, request) => {
    const { body, type } = bodyOf(request);
    const headers: Record<string, string> = { accept: 'application/json', ...(type ? { 'content-type': type } : {}) };
    for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value;
    const hidden = secrets();
    const logged = {
      method: request.method,
      url: redact(request.url, hidden),
      headers: Object.fromEntries(
        Object.entries(headers).map(([name, value]) => [
          name,
          SECRET_HEADERS.has(name) ? REDACTED : redact(value, hidden),
        ]),
      ),
      body: body === undefined ? null : redact(body, hidden),
    };
    const started = Date.now();
    try {
      const answer = await fetch(request.url, {
        method: request.method,
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await answer.text();
      await record({
        referenceId,
        method,
        request: logged,
        response: { status: answer.status, body: redact(text, hidden) },
        error: null,
        durationMs: Date.now() - started,
      });
      return { status: answer.status, text };
    } catch (error) {
      await record({
        referenceId,
        method,
        request: logged,
        response: null,
        error: error instanceof Error ? error.message : String(error),
        durationMs: Date.now() - started,
      });
      throw new GatewayUnreachable(method, error);
    }
  };
}
