// Lint rules, including which way imports may flow:
// contract <- api modules; contract <- web lib/components <- web features <- web app; features never import each other.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const apiModules = readdirSync(new URL('./apps/api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = [
  { target: './packages/contract', from: './apps', message: 'The contract depends on nothing of ours.' },
  { target: './apps/api', from: './apps/web', message: 'The API never imports the web app.' },
  {
    target: './apps/web',
    from: './apps/api',
    // The journeys may start the API tests' stand-in for a browser's push service (Chromium has none offline).
    except: ['./test/push-service.ts'],
    message: 'The web app talks to the API over HTTP, through the contract.',
  },
  {
    target: './apps/web/src',
    from: './apps/api',
    message: 'The web app talks to the API over HTTP, through the contract.',
  },
  {
    target: './apps/web/src/lib',
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'lib/ is below features.',
  },
  {
    target: './apps/web/src/components',
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared components are below features.',
  },
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features are composed by the app, never the other way.',
  },
  {
    target: './apps/api/src/lib',
    from: ['./apps/api/src/modules', './apps/api/src/plugins'],
    message: 'lib/ is below modules and plugins.',
  },
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'Features never import each other; a route page composes them.',
  })),
];

// A module uses another through its services and exported functions, never its tables or repositories: those are
// how a module keeps its own data, and a query into them from outside is a change its owner cannot see. Table files
// may name another module's table, for a foreign key; tests may read any table to check what a route wrote.
const modulesDir = new URL('./apps/api/src/modules', import.meta.url).pathname;
const moduleZones = apiModules.map((module) => ({
  target: `${modulesDir}/${module}/**/!(*.table|*.test).ts`,
  from: [`${modulesDir}/!(${module})/**/*.table.ts`, `${modulesDir}/!(${module})/**/*.repository.ts`],
  message: "Another module's tables and repositories are its own: use its services or exported functions.",
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'apps/api/drizzle/**',
      // Demo HLS segments: MPEG transport streams that happen to end in .ts.
      'apps/api/demo-media/**',
      'playwright-report/**',
      'test-results/**',
      'data/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      // Which files the import rules parse (TypeScript's, with its parser): without these no-cycle reads no
      // dependency and never fires.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      // Resolves our extensionless relative imports and the workspace packages the way tsc does, so the
      // import rules see real files (without it they silently skip every import they cannot resolve).
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/contract/tsconfig.json', 'apps/api/tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...moduleZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The boot script (served as is, outside the build) runs in the browser as a classic script.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every call to our API goes through the typed client, so that its path, body and answer are checked.
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through `api` in lib/api-client (typed from the contract).' },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/api-client.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['**/*.test.ts', 'apps/api/test/**', 'apps/web/e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
