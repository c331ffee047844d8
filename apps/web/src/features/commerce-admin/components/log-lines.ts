import type { PaymentLog } from '@ringside/contract';

/** One line of a payment log, ready to show: what happened, how it ended, and both sides as readable JSON. */
export interface LogLine {
  /** Our step ('initiate', 'refund') or the gateway call ('POST https://…'). */
  title: string;
  kind: 'step' | 'http';
  /** The HTTP status the gateway answered, when it was a call that got an answer. */
  httpStatus: number | null;
  error: string | null;
  request: string;
  response: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A body the gateway sent or we sent as text: parsed when it is JSON, so that it is shown indented. */
function unwrapBody(value: unknown): unknown {
  if (!isRecord(value) || typeof value.body !== 'string') return value;
  try {
    return { ...value, body: JSON.parse(value.body) as unknown };
  } catch {
    return value;
  }
}

/** Indented JSON; nothing at all shows as '—'. */
export function prettyJson(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

/** A log entry as a line: gateway exchanges carry {method, url} and {status, body}; our own steps {step, …}. */
export function logLine(log: PaymentLog): LogLine {
  const request = log.request;
  const response = log.response;
  const http = isRecord(request) && typeof request.method === 'string' && typeof request.url === 'string';
  const title = http
    ? `${String(request.method)} ${String(request.url)}`
    : isRecord(request) && typeof request.step === 'string'
      ? request.step
      : log.method;
  const httpStatus = http && isRecord(response) && typeof response.status === 'number' ? response.status : null;
  return {
    title,
    kind: http ? 'http' : 'step',
    httpStatus,
    error: log.error,
    request: prettyJson(unwrapBody(request)),
    response: prettyJson(unwrapBody(response)),
  };
}
