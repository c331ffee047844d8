import type { Language, PublicConfig } from '@ringside/contract';
import type { PageMeta } from './page-meta';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON inside a <script> must not be able to close it (nor open a comment): every `<` is written \u003c. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A page's address in Nepali: `?lang=ne` chooses the language (decision 50). */
export const nepaliUrl = (url: string) => `${url}?lang=ne`;

/**
 * The app's index.html with the page's title, social and search metadata, and the public config. The canonical
 * URL and og:url are the requested URL, or the meta's canonical path when it has one; in the Nepali address
 * (`?lang=ne`) they are its Nepali one. Indexed pages name both languages' addresses (`hreflang`): English is the
 * plain address, which is also the default (it answers in the visitor's language).
 */
export function renderIndex(
  template: string,
  meta: PageMeta,
  page: { url: string; language: Language; addressLanguage?: Language },
  config: PublicConfig,
): string {
  const image = meta.image ?? `${config.publicUrl}/social-card.png`;
  const plain = meta.canonicalPath === undefined ? page.url : `${config.publicUrl}${meta.canonicalPath}`;
  const url = page.addressLanguage === 'ne' ? nepaliUrl(plain) : plain;
  const alternates = meta.noindex
    ? []
    : [
        `<link rel="alternate" hreflang="en" href="${escapeHtml(plain)}">`,
        `<link rel="alternate" hreflang="ne" href="${escapeHtml(nepaliUrl(plain))}">`,
        `<link rel="alternate" hreflang="x-default" href="${escapeHtml(plain)}">`,
      ];
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...alternates,
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:locale" content="${page.language === 'ne' ? 'ne_NP' : 'en_US'}">`,
    `<meta property="og:site_name" content="${escapeHtml(config.brand.name)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
    `<meta name="theme-color" content="${escapeHtml(config.brand.primaryColor)}">`,
    `<script id="ringside-config" type="application/json">${safeJson(config)}</script>`,
    // A data block like the config: never executed, so the CSP (no inline script) has nothing to say about it.
    meta.structuredData
      ? `<script type="application/ld+json">${safeJson({ '@context': 'https://schema.org', ...meta.structuredData })}</script>`
      : '',
  ].filter(Boolean);
  return template
    .replace(/<html(?: lang="[^"]*")?>/, `<html lang="${page.language}">`)
    .replace('<!--app-head-->', tags.join('\n    '));
}

/**
 * index.html around a page the server rendered: its HTML in #root (no loading overlay), in its language, with
 * antd's styles, the page's own styles and scripts, and the query answers the browser hydrates from.
 */
export function withRenderedPage(
  head: string,
  page: { html: string; styles: string; queries: unknown; router: unknown; renderedAt: number },
  assets: { head: string; body: string },
  language: Language,
): string {
  // React announces the page's main image (fetchpriority high) with a preload at the top of what it rendered: it
  // goes first in the head, before the scripts, so a slow link fetches the picture before the code.
  const imagePreloads = /^(?:<link rel="preload" as="image"[^>]*>)+/.exec(page.html)?.[0] ?? '';
  const html = page.html.slice(imagePreloads.length);
  return head
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(/<meta name="viewport"[^>]*>/, (viewport) => `${viewport}${imagePreloads}`)
    .replace('</head>', `    ${assets.head}\n    ${page.styles}\n  </head>`)
    .replace('</body>', `  ${assets.body}\n  </body>`)
    .replace(/<div id="app-loading"[^>]*>.*?<\/div>\s*/s, '')
    .replace(
      '<div id="root"></div>',
      [
        `<div id="root">${html}</div>`,
        `<script id="ringside-router" type="application/json">${safeJson(page.router)}</script>`,
        `<script id="ringside-queries" type="application/json">${safeJson(page.queries)}</script>`,
        `<script id="ringside-rendered-at" type="application/json">${page.renderedAt}</script>`,
      ].join('\n    '),
    );
}
