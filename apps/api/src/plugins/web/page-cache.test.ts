import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { signedInStaff } from '../../../test/fighter-factories';
import { createEvent, eventFieldsOf } from '../../../test/calendar-factories';
import { PageCache, pageCacheFor } from './page-cache';

// A build of the web app with a stand-in server renderer: it numbers its renders (a page served from the cache
// keeps its number), reads an event through the API as the real one does, and can be slow, fail or redirect.
const root = mkdtempSync(path.join(tmpdir(), 'ringside-page-cache-'));
const webDist = path.join(root, 'dist');
mkdirSync(path.join(webDist, '.vite'), { recursive: true });
mkdirSync(path.join(root, 'dist-server'));
writeFileSync(path.join(root, 'package.json'), '{ "type": "module" }');
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{}');
writeFileSync(
  path.join(root, 'dist-server', 'entry-server.js'),
  `
let callApi;
let renders = 0;
export function connectApi(call) { callApi = call; }
export async function render({ url, language, config }) {
  renders += 1;
  const number = renders;
  const { pathname, search } = new URL(url, config.publicUrl);
  if (pathname === '/moved') return { kind: 'redirect', status: 301, location: '/' };
  if (pathname === '/broken') throw new Error('the render failed');
  // Slow: held until the test lets it go when it set a gate, else 150 ms.
  if (pathname === '/slow') await (globalThis.slowGate ?? new Promise((resolve) => setTimeout(resolve, 150)));
  let text = 'page ' + pathname + search;
  let status = 200;
  const event = /^\\/events\\/([^/]+)$/.exec(pathname);
  if (event) {
    const answer = await callApi({
      method: 'GET',
      url: '/api/v1/events/search/detail/' + event[1],
      headers: { accept: 'application/json', 'accept-language': language },
    });
    if (answer.status === 200) text = answer.payload.data.name;
    else status = 404;
  }
  return {
    kind: 'page', status, html: '<main>' + text + ' (' + language + ') render #' + number + '</main>',
    styles: '', queries: { language }, router: {}, renderedAt: 1700000000000 + number, files: [],
  };
}
`,
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const t = useTestApp({}, { webDist });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
/** Which render served the page. */
const renderOf = (html: string) => /render #(\d+)/.exec(html)?.[1];

describe('rendered pages', () => {
  it('are rendered once and then served from memory with headers a CDN can use', async () => {
    const first = await get('/videos?page=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.body).toContain('<main>page /videos?page=2 (en)');
    const second = await get('/videos?page=2');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    // The page hands out the time it was rendered (clocks hydrate from it).
    expect(second.body).toContain(`<script id="ringside-rendered-at" type="application/json">17000000000`);

    for (const reply of [first, second]) {
      expect(reply.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=(\d+), stale-while-revalidate=60$/);
      const sMaxAge = Number(/s-maxage=(\d+)/.exec(String(reply.headers['cache-control']))?.[1]);
      expect(sMaxAge).toBeLessThanOrEqual(15);
      expect(reply.headers.vary).toBe('accept-encoding, accept-language, cookie');
      expect(reply.headers['content-language']).toBe('en');
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    }
    // Another query string is another page.
    const other = await get('/videos?page=3');
    expect(other.body).toContain('page /videos?page=3');
    expect(renderOf(other.body)).not.toBe(renderOf(first.body));
  });

  it('are kept per language: English and Nepali never mix, whether chosen by cookie or by the browser', async () => {
    const english = await get('/fighters', { 'accept-language': 'en-GB,en;q=0.9' });
    const nepali = await get('/fighters', { 'accept-language': 'ne-NP,ne;q=0.9,en;q=0.5' });
    const chosen = await get('/fighters', { cookie: 'lang=ne', 'accept-language': 'en' });
    const chosenEnglish = await get('/fighters', { cookie: 'theme=dark; lang=en', 'accept-language': 'ne' });
    expect(english.body).toContain('(en)');
    expect(english.body).toContain('<html lang="en">');
    expect(nepali.body).toContain('(ne)');
    expect(nepali.body).toContain('<html lang="ne">');
    expect(nepali.headers['content-language']).toBe('ne');
    expect(renderOf(nepali.body)).not.toBe(renderOf(english.body));
    // The cookie's choice is served from the same copy as the browser's language.
    expect(chosen.body).toBe(nepali.body);
    expect(chosenEnglish.body).toBe(english.body);
    expect(chosen.headers['x-page-cache']).toBe('hit');
    // The language cookie alone (the site sets it on every visit) keeps the page shareable: a CDN varies on it.
    // Any other cookie makes the page the browser's own.
    expect(chosen.headers['cache-control']).toMatch(/^public, /);
    expect(chosenEnglish.headers['cache-control']).toBe('private, no-cache');
    expect(english.headers['cache-control']).toMatch(/^public, /);
  });

  it('are the same anonymous page for a signed-in visitor, never kept by a shared cache for them', async () => {
    const { client: staff } = await signedInStaff(t.app, t.database.db);
    const anonymous = await get('/events');
    for (const credentials of <Record<string, string>[]>[
      { 'x-xsrf-token': staff.token ?? '', 'device-token': staff.deviceToken },
      { authorization: `Bearer ${staff.token}` },
    ]) {
      const signedIn = await get('/events', credentials);
      expect(signedIn.body).toBe(anonymous.body);
      expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('are evicted by a change to what they show, as the API’s caches are', async () => {
    const { client: staff } = await signedInStaff(t.app, t.database.db);
    const event = await createEvent(staff, { name: 'Himalayan Clash 12' });
    const before = await get(`/events/${event.slug}`);
    expect(before.body).toContain('<main>Himalayan Clash 12 (en)');
    expect((await get(`/events/${event.slug}`)).headers['x-page-cache']).toBe('hit');
    const unrelated = await get('/videos?page=9');

    const renamed = await staff.put(`/events/${event.id}`, {
      ...eventFieldsOf(event),
      name: 'Himalayan Clash 12: Rematch',
    });
    expect(renamed.status).toBe(200);
    const after = await get(`/events/${event.slug}`);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('<main>Himalayan Clash 12: Rematch (en)');
    // Simple and safe: every rendered page goes (lists and the home page show events too).
    expect((await get('/videos?page=9')).headers['x-page-cache']).toBe('miss');
    expect(renderOf(unrelated.body)).toBeDefined();
  });

  it('are not kept when the render that made them started before a change', async () => {
    const { client: staff } = await signedInStaff(t.app, t.database.db);
    const event = await createEvent(staff);
    let release = () => {};
    const gate = globalThis as { slowGate?: Promise<void> };
    gate.slowGate = new Promise<void>((resolve) => (release = resolve));
    const slow = get('/slow');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect((await staff.post(`/events/${event.id}/cancel`, { reason: 'The venue flooded' })).status).toBe(200);
    release();
    delete gate.slowGate;
    const served = await slow;
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('no-cache');
    const next = await get('/slow');
    expect(renderOf(next.body)).not.toBe(renderOf(served.body));
    expect(next.headers['x-page-cache']).toBe('miss');
  });

  it('are rendered once however many visitors miss them at the same moment', async () => {
    // A page nobody asked for since the last change.
    const url = `/slow?stampede=${Date.now()}`;
    const replies = await Promise.all(Array.from({ length: 8 }, () => get(url)));
    const renders = new Set(replies.map((reply) => renderOf(reply.body)));
    expect(renders.size).toBe(1);
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    expect(renderOf((await get(url)).body)).toBe([...renders][0]);
  });

  it('expire after PAGE_CACHE_SECONDS (15 by default)', async () => {
    const first = await get('/terms');
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 16_000);
    const later = await get('/terms');
    vi.restoreAllMocks();
    expect(renderOf(later.body)).not.toBe(renderOf(first.body));
  });

  it('answer 304 to a browser that has the page, and go out compressed', async () => {
    const first = await get('/privacy');
    const etag = String(first.headers.etag);
    const again = await get('/privacy', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get('/privacy', { 'if-none-match': 'W/"something-else"' })).statusCode).toBe(200);

    const br = await get('/privacy', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    expect(br.headers.etag).toBe(etag);
  });

  it('are not kept when not found, redirected or not rendered', async () => {
    const missing = await get('/events/no-such-event');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect(renderOf((await get('/events/no-such-event')).body)).not.toBe(renderOf(missing.body));

    const moved = await get('/moved');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/');

    const broken = await get('/broken');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');
    expect(broken.headers['cache-control']).toBe('no-cache');

    // Pages about the signed-in person render in the browser and are never kept.
    const account = await get('/account');
    expect(account.headers['cache-control']).toBe('no-cache');
    expect(account.headers['x-page-cache']).toBeUndefined();
  });
});

describe('the page cache', () => {
  const html = (size: number, mark: string) => `<main>${mark}</main>`.padEnd(size, ' ');
  const fill = (cache: PageCache, key: string, size = 1000) =>
    cache.through(
      key,
      async () => html(size, key),
      (result) => result,
    );

  it('keeps to its size, dropping the least recently read page first', async () => {
    // Two bytes a character are counted: room for two pages of 1,000 characters.
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 4_500, maxEntries: 100 });
    await fill(cache, 'a');
    await fill(cache, 'b');
    expect(cache.get('a')).toBeDefined();
    await fill(cache, 'c');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toEqual({ entries: 2, bytes: 4_000 });
  });

  it('counts the compressed copies it keeps, and keeps to its number of pages', async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 1_000_000, maxEntries: 2 });
    const { page } = await fill(cache, 'a');
    const br = await page?.body('br');
    expect(await page?.body('br')).toBe(br);
    expect(cache.size.bytes).toBe(2_000 + (br as Buffer).length);
    await fill(cache, 'b');
    await fill(cache, 'c');
    expect(cache.size.entries).toBe(2);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps nothing when its lifetime is 0', async () => {
    const cache = new PageCache({ ttlMs: 0, maxBytes: 1_000_000, maxEntries: 10 });
    expect((await fill(cache, 'a')).page).toBeUndefined();
    expect(cache.size.entries).toBe(0);
    // PAGE_CACHE_SECONDS=0 is that cache.
    const none = pageCacheFor({ pageCacheSeconds: 0 });
    await fill(none, 'b');
    expect(none.size.entries).toBe(0);
    const kept = pageCacheFor({ pageCacheSeconds: 15 });
    await fill(kept, 'b');
    expect(kept.size.entries).toBe(1);
  });
});
