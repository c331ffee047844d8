import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  type ErrorCode,
  type ErrorResponse,
  type FieldError,
  type Language,
  errorMessage,
  errorStatus,
  isErrorCode,
} from '@ringside/contract';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError } from '../lib/app-error';
import { requestLanguage } from '../lib/request-language';
import { ThrottledLog } from '../lib/throttled-log';
import { OVERLOAD_RETRY_AFTER_SECONDS } from './overload';

/** Seconds a caller is asked to wait when the database cannot be reached. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

interface Issue {
  instancePath: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

/** Framework errors that are the caller's fault, by status, mapped to catalogue codes. */
const CLIENT_ERRORS: Record<number, ErrorCode> = {
  400: 'HUBGNJS001',
  404: 'HUBGNNF001',
  405: 'HUBGNNF001',
  406: 'HUBGNCT001',
  413: 'HUBGNSZ001',
  414: 'HUBGNSZ001',
  415: 'HUBGNCT001',
};

function fieldErrorsOf(issues: Issue[], language: Language): Record<string, FieldError> {
  const fieldErrors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const path =
      issue.params?.issue?.path?.map(String).join('.') ||
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
      '_';
    const raw = issue.params?.issue?.message ?? issue.message ?? '';
    const code = isErrorCode(raw) ? raw : 'HUBGNVL001';
    fieldErrors[path] ??= { code, message: errorMessage(code, language) ?? raw };
  }
  return fieldErrors;
}

function send(reply: FastifyReply, status: number, body: ErrorResponse) {
  // Every 429 and 503 tells the caller when to come back.
  const retryAfter = body.details?.retryAfterSeconds;
  if (typeof retryAfter === 'number') void reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfter))));
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** The envelope for an error raised before Fastify has a request (header overflow, timeouts, bad HTTP). */
function rawClientError(error: NodeJS.ErrnoException): { status: number; body: ErrorResponse } {
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HUBGNHD001'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'HUBGNTO001'
        : 'HUBGNJS001';
  return { status: errorStatus(code), body: { code, message: errorMessage(code, 'en') as string } };
}

/**
 * Node's own answers to malformed HTTP (431 headers too large, 408 timeout, 400) in the error envelope.
 * There is no parsed request yet, so the message is English.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const { status, body } = rawClientError(error);
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
  );
}

/** Errors the router raises before any hook runs (a malformed URL, an over-long path parameter). */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = requestLanguage(request.raw);
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const code = CLIENT_ERRORS[status] ?? 'HUBGNJS001';
  return send(reply, status, { code, message: errorMessage(code, language) as string });
}

/** Turns every failure into `{ code, message, fieldErrors? }` in the caller's language; 5xx hide internals. */
export const errorsPlugin = fp(
  async (app) => {
    app.decorateRequest('language', 'en');
    app.addHook('onRequest', (request, _reply, done) => {
      request.language = requestLanguage(request.raw);
      done();
    });

    const outageLog = new ThrottledLog(app.log);
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const language = request.language ?? 'en';
      if (isDatabaseUnavailable(error)) {
        outageLog.error('database', { err: error }, 'database unavailable: answering 503');
        return send(reply, 503, {
          code: 'HUBGNUN001',
          message: errorMessage('HUBGNUN001', language) as string,
          details: { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
        });
      }
      if (error instanceof AppError) {
        const fieldErrors = error.options.fieldErrors
          ? Object.fromEntries(
              Object.entries(error.options.fieldErrors).map(([field, problem]) => [
                field,
                { code: problem.code, message: errorMessage(problem.code, language, problem.params) ?? problem.code },
              ]),
            )
          : undefined;
        if (error.status >= 500) request.log.error({ err: error }, 'request failed');
        return send(reply, error.status, {
          code: error.code,
          message: errorMessage(error.code, language, error.options.params) ?? error.code,
          ...(fieldErrors ? { fieldErrors } : {}),
          ...(error.options.details ? { details: error.options.details } : {}),
        });
      }

      if (hasZodFastifySchemaValidationErrors(error)) {
        const fieldErrors = fieldErrorsOf(error.validation as Issue[], language);
        const first = Object.values(fieldErrors)[0];
        // A malformed id in the path means the thing does not exist: answer with that code's own status.
        const inParams = error.validationContext === 'params' && first && isErrorCode(first.code);
        const code = (first?.code ?? 'HUBGNVL001') as ErrorCode;
        return send(reply, inParams ? errorStatus(code) : 400, {
          code,
          message: first?.message ?? (errorMessage('HUBGNVL001', language) as string),
          fieldErrors,
        });
      }

      if (error.code === 'FST_UNDER_PRESSURE')
        return send(reply, 503, {
          code: 'HUBGNBZ001',
          message: errorMessage('HUBGNBZ001', language) as string,
          details: { retryAfterSeconds: OVERLOAD_RETRY_AFTER_SECONDS },
        });

      if (isResponseSerializationError(error))
        request.log.error({ err: error, issues: error.cause }, 'response did not match its schema');

      const status = error.statusCode ?? 500;
      const clientCode = status >= 400 && status < 500 ? (CLIENT_ERRORS[status] ?? 'HUBGNJS001') : undefined;
      if (clientCode)
        return send(reply, status, { code: clientCode, message: errorMessage(clientCode, language) as string });

      request.log.error({ err: error }, 'request failed');
      return send(reply, 500, { code: 'HUBGNSE001', message: errorMessage('HUBGNSE001', language) as string });
    });

    app.setNotFoundHandler((request, reply) =>
      send(reply, 404, { code: 'HUBGNNF001', message: errorMessage('HUBGNNF001', request.language ?? 'en') as string }),
    );
  },
  { name: 'errors' },
);
