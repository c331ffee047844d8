/** True when a write broke a unique index (the driver's error may be wrapped by Drizzle). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const problem = cause as { code?: string; constraint?: string };
    if (problem.code === '23505') return problem.constraint === undefined || problem.constraint === constraint;
  }
  return false;
}
