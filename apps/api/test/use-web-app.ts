import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { useTestApp } from './use-test-app';

/**
 * The test app serving pages from a stand-in for the built web app (the server serves pages only when a build
 * exists), and a way to read one: its status, content type and HTML.
 */
export function useWebApp() {
  const webDist = mkdtempSync(path.join(tmpdir(), 'ringside-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  const t = useTestApp({}, { webDist });
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, type: response.headers['content-type'], html: response.body };
  };
  return { t, page, webDist };
}

/** The content of a `<meta>` tag in served HTML. */
export const metaContent = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)">`).exec(html)?.[1];
