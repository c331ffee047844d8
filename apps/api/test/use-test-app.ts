import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { AppOptions } from '../src/app';
import { buildTestApp, type TestApp } from './build-test-app';

/**
 * One application on a fresh database for the whole test file, closed at its end; the fake clock some tests
 * use is put back after each test. Read `app`, `database` and `config` inside tests (they exist once built).
 */
export function useTestApp(env: Record<string, string> = {}, options: Partial<AppOptions> = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(env, options);
  });
  afterAll(() => built?.close());
  afterEach(() => {
    vi.useRealTimers();
  });
  const current = () => {
    if (!built) throw new Error('the test app is built in beforeAll; use it inside tests');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
}
