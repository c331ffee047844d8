import { createHash } from 'node:crypto';
import type { AppConfig } from '../../config';
import { type Encoding, compressedAs } from './compressed';

/** A server-rendered page as the cache keeps it: the HTML, its tag, and its compressed copies once asked for. */
export interface CachedPage {
  readonly html: string;
  /** A weak tag (the same page in any encoding): a browser that has it gets 304. */
  readonly etag: string;
  /** How many seconds a shared cache (a CDN) may keep it: what is left of its life here. */
  ttlSecondsLeft(): number;
  /** The page in this encoding, compressed once and kept (Brotli or gzip), or the HTML itself. */
  body(encoding: Encoding | undefined): Promise<string | Buffer>;
}

/** A page from the cache, or what the render made of it (and the cached page when it was kept). */
export type Served<T> =
  | { hit: true; page: CachedPage }
  | { hit: false; result: T; page: CachedPage }
  | { hit: false; result: T; page: undefined };

export interface PageCacheOptions {
  /** How long a page is served from memory; 0 turns the cache off. */
  ttlMs: number;
  /** The most HTML and compressed bytes kept; the least recently read pages go first. */
  maxBytes: number;
  maxEntries: number;
}

interface Entry {
  page: CachedPage;
  cachedAt: number;
  bytes: number;
}

/**
 * Rendered public pages in memory, by page and language (the whole input of an anonymous render), like the
 * API's public caches: a few seconds at most, and emptied at once by the same changes that empty those
 * (`forget`, wired in app.ts). Least recently read pages go first when full. Concurrent misses of one key wait
 * for one render; a render that started before a `forget` is served to those who asked but not kept.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<unknown>>();
  private generation = 0;
  private bytes = 0;

  constructor(private readonly options: PageCacheOptions) {}

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** The cached page of this key, if it is still fresh (and now the most recently read). */
  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.cachedAt >= this.options.ttlMs) {
      this.remove(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  /**
   * The cached page of `key`, else what `render` makes of it, rendered once for every concurrent caller. What
   * `keep` returns (the HTML of a page that may be shared) is cached, unless a `forget` came while rendering.
   */
  async through<T>(key: string, render: () => Promise<T>, keep: (result: T) => string | undefined): Promise<Served<T>> {
    const hit = this.get(key);
    if (hit) return { hit: true, page: hit };
    if (!this.enabled) return { hit: false, result: await render(), page: undefined };
    let rendering = this.pending.get(key) as Promise<Served<T>> | undefined;
    if (!rendering) {
      const generation = this.generation;
      rendering = render().then((result): Served<T> => {
        const html = keep(result);
        if (html === undefined || generation !== this.generation) return { hit: false, result, page: undefined };
        return { hit: false, result, page: this.put(key, html) };
      });
      this.pending.set(key, rendering);
      const done = () => {
        if (this.pending.get(key) === rendering) this.pending.delete(key);
      };
      rendering.then(done, done);
    }
    return rendering;
  }

  /** Every page goes: something they may show changed. Renders under way are not kept. */
  forget(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
    this.bytes = 0;
  }

  private put(key: string, html: string): CachedPage {
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    const cachedAt = Date.now();
    const bodies = new Map<Encoding, Promise<Buffer>>();
    const entry: Entry = {
      cachedAt,
      // Two bytes a character at most (V8 keeps Latin-1 text in one).
      bytes: html.length * 2,
      page: {
        html,
        etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
        ttlSecondsLeft: () => Math.max(0, Math.floor((this.options.ttlMs - (Date.now() - cachedAt)) / 1000)),
        body: (encoding) => {
          if (!encoding) return Promise.resolve(html);
          let body = bodies.get(encoding);
          if (!body) {
            body = compressedAs(html, encoding);
            bodies.set(encoding, body);
            void body.then(
              (buffer) => {
                // Counted once kept; a page already gone does not count.
                if (this.entries.get(key) !== entry) return;
                entry.bytes += buffer.length;
                this.bytes += buffer.length;
                this.trim();
              },
              () => bodies.delete(encoding),
            );
          }
          return body;
        },
      },
    };
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.trim();
    return entry.page;
  }

  private trim(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes && this.entries.size <= this.options.maxEntries) return;
      this.remove(key, entry);
    }
  }

  private remove(key: string, entry: Entry): void {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** At most this much HTML (and its compressed copies) in memory: a few hundred pages of 100 to 150 KB. */
export const PAGE_CACHE_MAX_BYTES = 48 * 1024 * 1024;
export const PAGE_CACHE_MAX_ENTRIES = 1000;

/** The rendered pages' cache, for `PAGE_CACHE_SECONDS` (0 turns it off). */
export function pageCacheFor(config: Pick<AppConfig, 'pageCacheSeconds'>) {
  return new PageCache({
    ttlMs: config.pageCacheSeconds * 1000,
    maxBytes: PAGE_CACHE_MAX_BYTES,
    maxEntries: PAGE_CACHE_MAX_ENTRIES,
  });
}
