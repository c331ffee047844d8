import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { flagPng } from '../modules/system/flags';
import { publicConfigOf } from '../modules/system/public-config';
import { type PageSource, SITEMAP_PATHS, type SitemapEntry, pageMeta, resolvePageMeta } from './web/page-meta';
import { nepaliUrl, renderIndex, withRenderedPage } from './web/render-index';
import { compressed, encodingFor } from './web/compressed';
import { type CachedPage, PageCache } from './web/page-cache';
import { loadServerRenderer, rendersOnServer } from './web/server-render';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

type BuiltPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'html'; status: number; html: string; rendered: boolean };

/** The page's language comes from the `lang` cookie or Accept-Language; caches between keep a copy per encoding. */
const PAGE_VARY = 'accept-encoding, accept-language, cookie';

/** How long past its life a CDN may still hand out a page while it fetches the next one. */
const STALE_WHILE_REVALIDATE_SECONDS = 60;

/** Whether a Cookie header holds nothing but the language choice (`lang=en`, `lang=ne`). */
function onlyLanguageCookie(cookie: string | undefined): boolean {
  return !cookie || cookie.split(';').every((pair) => /^\s*lang=(en|ne)?\s*$/.test(pair));
}

/**
 * A rendered public page may be kept by a CDN when the request carries no cookie but the language choice (the
 * site sets it on every visit: with `Vary: Cookie` a CDN keeps one copy per language) and no credentials;
 * otherwise only the browser keeps it, and asks again each time. The page is anonymous either way
 * (docs/decisions/0047-rendered-page-cache.md).
 */
function cacheControlOf(request: FastifyRequest, page: CachedPage): string {
  const { cookie, authorization } = request.headers;
  const shared = onlyLanguageCookie(cookie) && !authorization && !request.headers['x-xsrf-token'];
  return shared
    ? `public, max-age=0, s-maxage=${page.ttlSecondsLeft()}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`
    : 'private, no-cache';
}

/** If-None-Match holds this (weak) tag, or is `*`. */
function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === bare;
  });
}

/**
 * Serves the built web app: hashed assets cached for a year and sent precompressed, every other page as
 * index.html with its own metadata, plus flags, robots.txt and the sitemap. Without a build (API tests) only the extras run.
 */
export const webPlugin = fp<{
  config: AppConfig;
  distDir?: string;
  pages?: readonly PageSource[];
  /** Rendered pages kept in memory (app.ts wires its eviction to the API's public caches); none without it. */
  pageCache?: PageCache;
}>(
  async (app, { config, distDir, pages = [], pageCache = new PageCache({ ttlMs: 0, maxBytes: 0, maxEntries: 0 }) }) => {
    const publicConfig = publicConfigOf(config);
    const base = config.server.publicUrl;

    app.get('/flags/w64/:file', { schema: { hide: true } }, async (request, reply) => {
      const file = (request.params as { file: string }).file;
      const png = file.endsWith('.png') ? await flagPng(file.slice(0, -4)) : undefined;
      if (!png) return reply.callNotFound();
      return reply.type('image/png').header('cache-control', 'public, max-age=31536000, immutable').send(png);
    });

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain')
        .send(`User-agent: *\nDisallow: /admin\nDisallow: /account\nDisallow: /api/\nSitemap: ${base}/sitemap.xml\n`),
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      const entries: SitemapEntry[] = SITEMAP_PATHS.map((p) => ({ path: p }));
      for (const source of pages) entries.push(...(await source.sitemap()));
      // Each page in both languages, each naming the other (and the plain address as the default).
      const urls = entries
        .flatMap(({ path: p, lastModified }) => {
          const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
          const plain = escapeXml(`${base}${p}`);
          const nepali = escapeXml(nepaliUrl(`${base}${p}`));
          const links = [
            `<xhtml:link rel="alternate" hreflang="en" href="${plain}"/>`,
            `<xhtml:link rel="alternate" hreflang="ne" href="${nepali}"/>`,
            `<xhtml:link rel="alternate" hreflang="x-default" href="${plain}"/>`,
          ].join('');
          return [plain, nepali].map((loc) => `  <url><loc>${loc}</loc>${lastmod}${links}</url>`);
        })
        .join('\n');
      return reply
        .type('application/xml')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
        );
    });

    if (!distDir || !existsSync(path.join(distDir, 'index.html'))) return;
    const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
    const renderer = await loadServerRenderer(app, distDir);

    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      serve: true,
      // The build writes .br and .gz beside each asset; the smallest the browser accepts is sent.
      preCompressed: true,
      // Ours, below: otherwise `send` answers max-age=0 over it, and a phone asks again for every asset on every visit.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker is checked afresh on every visit, so that a new one reaches browsers at once.
        const worker = path.basename(filePath) === 'sw.js';
        res.setHeader(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : worker ? 'no-cache' : 'public, max-age=3600',
        );
        // Caches between us and the browser keep one copy per encoding.
        res.setHeader('vary', 'accept-encoding');
      },
    });

    // Page routes: anything that is not an API call, a file or a known asset.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const url = new URL(request.url, base);
      if (url.pathname.startsWith('/api/') || path.extname(url.pathname)) return reply.callNotFound();
      const language = request.language;
      const addressLanguage = url.searchParams.get('lang') === 'ne' ? 'ne' : undefined;

      /** The page as today: metadata in the head, and the content when it renders on the server. */
      const build = async (): Promise<BuiltPage> => {
        const meta = await resolvePageMeta(url.pathname, config.brand, pages, language).catch((error: unknown) => {
          // The page still works without its own metadata: the app renders and fetches the content itself.
          request.log.error({ err: error }, 'page metadata could not be read');
          return pageMeta(url.pathname, config.brand, language);
        });
        const head = renderIndex(
          template,
          meta,
          { url: `${base}${url.pathname}`, language, addressLanguage },
          publicConfig,
        );
        const page = rendersOnServer(url.pathname)
          ? await renderer
              ?.render({ url: `${url.pathname}${url.search}`, language, config: publicConfig })
              .catch((error: unknown) => {
                // The browser renders the page instead, as it did before server rendering.
                request.log.error({ err: error }, 'page could not be rendered on the server');
                return undefined;
              })
          : undefined;
        if (page?.kind === 'redirect') return page;
        if (!page || !renderer) return { kind: 'html', status: 200, html: head, rendered: false };
        return {
          kind: 'html',
          status: page.status,
          html: renderer.finishPage(withRenderedPage(head, page, renderer.assets(page.files), language)),
          rendered: true,
        };
      };

      const send = async (status: number, html: string, cacheControl: string) => {
        const { encoding, body } = await compressed(html, request.headers['accept-encoding']);
        if (encoding) reply.header('content-encoding', encoding);
        return reply
          .code(status)
          .type('text/html; charset=utf-8')
          .header('cache-control', cacheControl)
          .header('vary', PAGE_VARY)
          .send(body);
      };

      // Browser-rendered pages (account, checkout, back office) are the bare app: nothing to keep.
      if (!renderer || !rendersOnServer(url.pathname)) {
        const built = await build();
        return built.kind === 'redirect'
          ? reply.redirect(built.location, built.status)
          : send(built.status, built.html, 'no-cache');
      }

      // The render is anonymous and its only inputs are the page (path and query) and the language: whoever
      // asks gets the same HTML, so one copy serves every visitor of that page in that language. Only complete
      // renders that answered 200 are kept (not a not-found, a redirect, or the bare app after a failed render).
      const served = await pageCache.through(`${language}|${url.pathname}${url.search}`, build, (built) =>
        built.kind === 'html' && built.rendered && built.status === 200 ? built.html : undefined,
      );
      reply.header('x-page-cache', served.hit ? 'hit' : 'miss');
      if (!served.page) {
        const built = served.result;
        if (built.kind === 'redirect') return reply.redirect(built.location, built.status);
        return send(built.status, built.html, 'no-cache');
      }
      const { page } = served;
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', cacheControlOf(request, page))
        .header('vary', PAGE_VARY)
        .header('content-language', language)
        .header('etag', page.etag);
      if (matchesTag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
      const encoding = encodingFor(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.code(200).send(await page.body(encoding));
    });
  },
  { name: 'web' },
);
