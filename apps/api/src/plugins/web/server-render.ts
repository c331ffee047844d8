import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Language, PublicConfig } from '@ringside/contract';

// The web app's server renderer (apps/web/src/entry-server.tsx, built by Vite beside the client build). Its types
// are restated here: the API does not import the web app's source.
interface PageResult {
  kind: 'page';
  status: number;
  html: string;
  styles: string;
  queries: unknown;
  router: unknown;
  renderedAt: number;
  files: string[];
}
type RenderResult = { kind: 'redirect'; status: number; location: string } | PageResult;
interface Renderer {
  connectApi(
    call: (call: { method: string; url: string; headers: Record<string, string>; body?: string }) => Promise<{
      status: number;
      payload: unknown;
    }>,
  ): void;
  render(input: { url: string; language: Language; config: PublicConfig }): Promise<RenderResult>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Pages that depend on who is signed in, or on a one-time link, stay rendered in the browser. */
const BROWSER_ONLY = /^\/(admin|account|checkout|verify|forgot-password|reset-password)(\/|$)/;

export const rendersOnServer = (pathname: string) => !BROWSER_ONLY.test(pathname);

/** The renderer and the build's manifest, or undefined without a server build (API tests, an old build). */
export async function loadServerRenderer(app: FastifyInstance, distDir: string) {
  const entry = path.join(distDir, '..', 'dist-server', 'entry-server.js');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return undefined;
  const renderer = (await import(pathToFileURL(entry).href)) as Renderer;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  renderer.connectApi(async ({ method, url, headers, body }) => {
    const answer = await app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(body !== undefined ? { payload: body } : {}),
    });
    let payload: unknown;
    try {
      payload = answer.json();
    } catch {
      payload = undefined;
    }
    return { status: answer.statusCode, payload };
  });
  return { render: renderer.render, assets: (files: string[]) => pageAssets(manifest, files) };
}

/** The styles and scripts the rendered pages need at once: linked, so the page is styled before any script runs. */
function pageAssets(manifest: Manifest, files: string[]): string {
  const css = new Set<string>();
  const scripts = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, isPage: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const file of chunk.css ?? []) css.add(file);
    if (isPage || key !== 'index.html') scripts.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, false);
  };
  // The entry's own styles and scripts are in index.html already.
  visit('index.html', false);
  const entry = new Set([...css, ...scripts]);
  for (const file of files) visit(file, true);
  return [
    ...[...css].filter((file) => !entry.has(file)).map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...[...scripts].filter((file) => !entry.has(file)).map((file) => `<link rel="modulepreload" href="/${file}">`),
  ].join('\n    ');
}
