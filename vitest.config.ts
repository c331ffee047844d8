import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      // The repository's own gates (the lint boundaries fire on planted imports).
      { test: { name: 'gates', include: ['scripts/**/*.test.ts'], testTimeout: 60_000 } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file builds its own app on its own database; loading the modules once per worker instead of
          // once per file saves a minute of imports. Spies are put back after every test so none leaks.
          isolate: false,
          restoreMocks: true,
        },
      },
      {
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
    ],
  },
});
