/** True when a write broke a unique index (the driver's error may be wrapped by Drizzle). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const problem = cause as { code?: string; constraint?: string };
    if (problem.code === '23505') return problem.constraint === undefined || problem.constraint === constraint;
  }
  return false;
}

/** Connection-level failures: the database is down, restarting, out of connections or unreachable. */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: the backend was terminated
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end',
  'PGlite is closed',
  'PGlite is closing',
];

/**
 * True when a failure means the database cannot be reached right now (as opposed to a bad query): the
 * caller should be told to come back shortly rather than shown a server error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    const problem = cause as { code?: unknown; message?: unknown };
    const code = typeof problem.code === 'string' ? problem.code : '';
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true;
    const message = typeof problem.message === 'string' ? problem.message : '';
    if (UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
  }
  return false;
}
