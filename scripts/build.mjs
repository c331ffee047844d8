// Builds what is stale (or everything with --force): the web app with Vite, the API bundle with esbuild.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (latest, entry) => Math.max(latest, newest(path.join(target, entry))),
    stat.mtimeMs,
  );
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const contract = at('packages/contract/src');

export function webIsStale() {
  const built = mtime(at('apps/web/dist/index.html'));
  return (
    !built ||
    Math.max(
      newest(at('apps/web/src')),
      newest(at('apps/web/public')),
      mtime(at('apps/web/index.html')),
      newest(contract),
    ) > built
  );
}

export function apiIsStale() {
  const built = mtime(at('apps/api/dist/server.js'));
  return !built || Math.max(newest(at('apps/api/src')), newest(contract), mtime(at('package.json'))) > built;
}

export async function buildWeb() {
  const { build } = await import('vite');
  // Vite sets NODE_ENV=production for its build; the server started after it in this process must not inherit that.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({ root: at('apps/web'), configFile: at('apps/web/vite.config.ts'), logLevel: 'warn' });
    // The server renderer (apps/web/src/entry-server.tsx), which the API imports to send public pages as HTML.
    await build({
      root: at('apps/web'),
      configFile: at('apps/web/vite.config.ts'),
      logLevel: 'warn',
      build: {
        ssr: 'src/entry-server.tsx',
        outDir: 'dist-server',
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
      },
    });
    await precompress(at('apps/web/dist/assets'));
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

export async function buildApi() {
  const esbuild = await import('esbuild');
  const { version } = JSON.parse(readFileSync(at('package.json'), 'utf8'));
  // Our own workspace packages are bundled (they are TypeScript source); every npm package stays external.
  const externalPackages = {
    name: 'external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith('@ringside/') ? undefined : { path: args.path, external: true },
      );
    },
  };
  await esbuild.build({
    entryPoints: { server: at('apps/api/src/server.ts'), 'create-admin': at('apps/api/src/scripts/create-admin.ts') },
    outdir: at('apps/api/dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    plugins: [externalPackages],
    define: { __APP_VERSION__: JSON.stringify(version) },
    logLevel: 'warning',
  });
}

/** Builds the stale parts; answers what it built. */
export async function ensureBuilt({ force = false } = {}) {
  const built = [];
  if (force || webIsStale()) {
    await buildWeb();
    built.push('web');
  }
  if (force || apiIsStale()) {
    await buildApi();
    built.push('api');
  }
  return built;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const built = await ensureBuilt({ force: process.argv.includes('--force') });
  console.log(
    built.length
      ? `Built ${built.join(' and ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`
      : 'Everything is up to date',
  );
}
