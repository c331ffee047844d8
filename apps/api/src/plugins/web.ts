import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '../config';
import { flagPng } from '../modules/system/flags';
import { publicConfigOf } from '../modules/system/public-config';
import { type PageSource, SITEMAP_PATHS, type SitemapEntry, pageMeta, resolvePageMeta } from './web/page-meta';
import { pageLanguage, renderIndex, withRenderedPage } from './web/render-index';
import { compressed } from './web/compressed';
import { loadServerRenderer, rendersOnServer } from './web/server-render';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/**
 * Serves the built web app: hashed assets cached for a year and sent precompressed, every other page as
 * index.html with its own metadata, plus flags, robots.txt and the sitemap. Without a build (API tests) only the extras run.
 */
export const webPlugin = fp<{ config: AppConfig; distDir?: string; pages?: readonly PageSource[] }>(
  async (app, { config, distDir, pages = [] }) => {
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
      const urls = entries
        .map(({ path: p, lastModified }) => {
          const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
          return `  <url><loc>${escapeXml(`${base}${p}`)}</loc>${lastmod}</url>`;
        })
        .join('\n');
      return reply
        .type('application/xml')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
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
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        // Caches between us and the browser keep one copy per encoding.
        res.setHeader('vary', 'accept-encoding');
      },
    });

    // Page routes: anything that is not an API call, a file or a known asset.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const url = new URL(request.url, base);
      if (url.pathname.startsWith('/api/') || path.extname(url.pathname)) return reply.callNotFound();
      const meta = await resolvePageMeta(url.pathname, config.brand, pages).catch((error: unknown) => {
        // The page still works without its own metadata: the app renders and fetches the content itself.
        request.log.error({ err: error }, 'page metadata could not be read');
        return pageMeta(url.pathname, config.brand);
      });
      const head = renderIndex(template, meta, `${base}${url.pathname}`, publicConfig);
      const language = pageLanguage(request);
      const page = rendersOnServer(url.pathname)
        ? await renderer
            ?.render({ url: `${url.pathname}${url.search}`, language, config: publicConfig })
            .catch((error: unknown) => {
              // The browser renders the page instead, as it did before server rendering.
              request.log.error({ err: error }, 'page could not be rendered on the server');
              return undefined;
            })
        : undefined;
      if (page?.kind === 'redirect') return reply.redirect(page.location, page.status);
      const html = page && renderer ? withRenderedPage(head, page, renderer.assets(page.files), language) : head;
      const { encoding, body } = await compressed(html, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .code(page?.status ?? 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding, accept-language, cookie')
        .send(body);
    });
  },
  { name: 'web' },
);
