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
  const styles = new Map<string, string>();
  const styleOf = (file: string) => {
    let css = styles.get(file);
    if (css === undefined) {
      // A stylesheet never holds `</style`, but a page must not be breakable by one that did.
      css = readFileSync(path.join(distDir, file), 'utf8').replaceAll('</style', '<\\/style');
      styles.set(file, css);
    }
    return css;
  };
  return {
    render: renderer.render,
    /** The page's styles inline (for the head) and the boot script that loads its code (for the body). */
    assets: (files: string[]) => pageAssets(manifest, files, styleOf),
    /** The template's own stylesheets inline, and its scripts left to the boot script. */
    finishPage: (html: string) => finishPage(html, styleOf),
  };
}

/** A stylesheet inline, named by its address (the browser's copy of the page then needs no request to paint). */
const styleTag = (file: string, styleOf: (file: string) => string) =>
  `<style data-href="/${file}">${styleOf(file)}</style>`;

/**
 * A server-rendered page paints from its HTML alone (decision 43): the template's stylesheets (index.html's, the
 * site's shared styles) go inline, where each would wait for a slow link, and its scripts and their preloads go,
 * since the boot script loads them once the page's content (its pictures) has arrived.
 */
function finishPage(html: string, styleOf: (file: string) => string): string {
  return html
    .replace(/\s*<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">/g, '')
    .replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (_, file: string) =>
      styleTag(file, styleOf),
    );
}

/**
 * What a rendered page needs: its styles inline, so it is styled before any script runs and without a request of
 * its own; and the boot script (apps/web/public/boot.js) with the entry and every script the page runs, which it
 * loads at once when the page has loaded: on a slow link the pictures of the first screen go before the code.
 */
function pageAssets(
  manifest: Manifest,
  files: string[],
  styleOf: (file: string) => string,
): { head: string; body: string } {
  const css = new Set<string>();
  const scripts = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const file of chunk.css ?? []) css.add(file);
    scripts.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  // The entry's own styles are in index.html already (finishPage puts them inline).
  const entryStyles = new Set(css);
  for (const file of files) visit(file);
  const [entry, ...others] = [...scripts];
  return {
    head: [...css]
      .filter((file) => !entryStyles.has(file))
      .map((file) => styleTag(file, styleOf))
      .join('\n    '),
    body: `<script src="/boot.js" defer data-entry="/${entry}" data-preload="${others.map((file) => `/${file}`).join(' ')}"></script>`,
  };
}
