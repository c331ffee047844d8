import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const NUL = '\u0000';
/** A NUL byte in the URL, percent-encoded (any case). */
const ENCODED_NUL = /%00/;

/** Parsed JSON only: buffers and streams (uploads) are not walked. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** Paths (dotted, as in fieldErrors) of the strings in a parsed value that hold a NUL character. */
function nulPaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (found.length >= 20) return found;
  if (typeof value === 'string') {
    if (value.includes(NUL)) found.push(path.join('.') || '_');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nulPaths(item, [...path, String(index)], found));
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) found.push([...path, key].join('.'));
      nulPaths(item, [...path, key], found);
    }
  }
  return found;
}

/**
 * PostgreSQL refuses the NUL character in text, so a NUL anywhere in a request would fail deep in a query.
 * It has no place in any field: refuse it up front, on every route, with the field named.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, _reply, done) => {
      done(ENCODED_NUL.test(request.url) ? new AppError('HUBGNNU001') : undefined);
    });
    app.addHook('preValidation', (request, _reply, done) => {
      const paths = nulPaths(request.body);
      if (paths.length === 0) return done();
      done(
        new AppError('HUBGNVL001', {
          fieldErrors: Object.fromEntries(paths.map((path) => [path, { code: 'HUBGNNU001' as const }])),
        }),
      );
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);
