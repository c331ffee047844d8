// The public pages on a mid-range phone over a slow mobile connection: what they weigh, Lighthouse's mobile scores,
// and how soon their content shows on a poor connection. Usage: node bench/page-weight.mjs (see bench/README.md).
// BENCH_PARTS=budget,lighthouse,slow,visits picks parts (default all); BENCH_PAGES=home,event picks pages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuilt } from '../scripts/build.mjs';
import { base, createBenchDatabase, dropBenchDatabase, root, saveResults, startServer, stopServer } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PARTS = new Set((process.env.BENCH_PARTS ?? 'budget,lighthouse,slow,visits').split(','));

/** Lighthouse's mobile profile: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, a CPU four times slower. */
const MOBILE = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
/** The poor connection: 750 kbit/s both ways with 300 ms round trips (same CPU slowdown). */
const POOR = { offline: false, latency: 300, downloadThroughput: 93_750, uploadThroughput: 93_750 };
const CPU_SLOWDOWN = 4;

/** The budget of first-load JavaScript (gzipped) and of requests before a page is usable. */
const BUDGET = { homeKb: 170, pageKb: 200, requests: 30 };

/** Every public page of the demo, by the route module that renders it. */
const PAGES = {
  home: { path: '/', module: 'home' },
  events: { path: '/events', module: 'events' },
  event: { path: '/events/sfc-3-kathmandu-showdown-2026', module: 'event-detail' },
  pastEvent: { path: '/events/sfc-2-lakeside-fury-2026', module: 'event-detail' },
  fighters: { path: '/fighters', module: 'fighters' },
  fighter: { path: null, module: 'fighter-profile' },
  videos: { path: '/videos', module: 'videos' },
  category: { path: '/videos/category/highlights', module: 'video-category' },
  watchPaid: { path: null, module: 'watch' },
  showcase: { path: '/showcases/sfc-2-lakeside-fury-the-whole-card', module: 'showcase' },
  live: { path: '/live/sfc-3-kathmandu-showdown-2026', module: 'live' },
  signIn: { path: '/signin', module: 'auth/sign-in', strings: 'forms' },
  signUp: { path: '/signup', module: 'auth/sign-up', strings: 'forms' },
  privacy: { path: '/privacy', module: 'privacy' },
  terms: { path: '/terms', module: 'terms' },
  notFound: { path: '/no-such-page', module: 'not-found' },
};

const post = (url, body) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
    .then((response) => response.json())
    .then((answer) => answer.data.items);

/** The slugs the demo generates at seed time: a fighter's, the paid full fight's. */
async function findSlugs() {
  const [fighter] = await post('/api/v1/fighter-profiles/public/search', {});
  const videos = await post('/api/v1/videos/search/all', { query: 'Kabita Tamang', pageSize: 24 });
  PAGES.fighter.path = `/fighters/${fighter.slug}`;
  PAGES.watchPaid.path = `/videos/${videos.find((video) => video.title.endsWith('the full fight')).slug}`;
}

/**
 * First-load JavaScript per page, from the build's manifest: the entry, the matched layout's and the page's chunks
 * and everything they import statically, gzipped; and the requests that brings (scripts, styles, the document).
 */
function budget() {
  const dist = path.join(root, 'apps/web/dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const gzipped = (file) => zlib.gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  const figures = {};
  for (const [name, page] of Object.entries(PAGES)) {
    const files = new Set();
    const css = new Set();
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      files.add(manifest[key].file);
      for (const sheet of manifest[key].css ?? []) css.add(sheet);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    // The site's dictionary of one language comes with every page (English here; Nepali is about the same), and
    // the forms' with sign-in and sign-up.
    const keys = ['index.html', 'src/i18n/en/site.ts', `src/app/routes/${page.module}.tsx`];
    if (page.strings) keys.push(`src/i18n/en/${page.strings}.ts`);
    keys.forEach(visit);
    const kb = [...files].reduce((sum, file) => sum + gzipped(file), 0) / 1024;
    const limit = name === 'home' ? BUDGET.homeKb : BUDGET.pageKb;
    const requests = 1 + files.size + css.size;
    figures[name] = {
      scriptKb: Math.round(kb),
      scripts: files.size,
      styles: css.size,
      requests,
      withinBudget: kb <= limit && requests <= BUDGET.requests,
    };
    console.log(name.padEnd(10), JSON.stringify(figures[name]));
  }
  return figures;
}

/** The middle value of the runs that have one. */
function median(values) {
  const known = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return known.length ? known[Math.floor(known.length / 2)] : null;
}

/** Lighthouse's mobile preset (simulated slow 4G, a CPU four times slower), `RUNS` runs, median of each figure. */
async function lighthouseScores(urls) {
  const figures = {};
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    for (const [name, url] of urls) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const { lhr } = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        // Lighthouse scores only pages answered with 200: the 404 page is measured by the visits below.
        if (lhr.runtimeError) {
          runs.push({ error: lhr.runtimeError.code });
          break;
        }
        runs.push({
          performance: Math.round(lhr.categories.performance.score * 100),
          accessibility: Math.round(lhr.categories.accessibility.score * 100),
          fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
          tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
          cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        });
      }
      figures[name] = runs[0].error
        ? runs[0]
        : Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
      console.log(name.padEnd(10), JSON.stringify(figures[name]));
    }
  } finally {
    await chrome.kill();
  }
  return figures;
}

/**
 * One visit in Playwright's Chromium as a 390x844 phone: bytes over the wire, requests, first contentful paint,
 * largest contentful paint and the load event. Warm: the same page opened again (a returning fan).
 */
async function visit(browser, url, network, warm = false) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (warm) await page.goto(url, { waitUntil: 'networkidle' });
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  await page.addInitScript(() => {
    globalThis.__lcp = null;
    new PerformanceObserver((list) => {
      globalThis.__lcp = list.getEntries().at(-1).startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const navigation = performance.getEntriesByType('navigation')[0];
    return { fcp: paint?.startTime ?? null, lcp: globalThis.__lcp, load: navigation?.loadEventEnd ?? null };
  });
  await context.close();
  return { bytes, requests, ...timing };
}

async function visits(browser, urls, network, withWarm) {
  const figures = {};
  for (const [name, url] of urls) {
    figures[name] = {};
    for (const warm of withWarm ? [false, true] : [false]) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await visit(browser, url, network, warm));
      figures[name][warm ? 'warm' : 'cold'] = {
        kilobytes: Math.round(median(runs.map((run) => run.bytes)) / 1024),
        requests: median(runs.map((run) => run.requests)),
        firstContentfulPaintMs: Math.round(median(runs.map((run) => run.fcp))),
        largestContentfulPaintMs: Math.round(median(runs.map((run) => run.lcp))),
        loadMs: Math.round(median(runs.map((run) => run.load))),
      };
    }
    console.log(name.padEnd(10), JSON.stringify(figures[name]));
  }
  return figures;
}

await ensureBuilt();
const results = { runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, budget: BUDGET };
if (PARTS.has('budget')) results.weight = budget();
if ([...PARTS].some((part) => part !== 'budget')) {
  await createBenchDatabase();
  const server = await startServer({ DEMO_SEED: 'true' });
  try {
    await findSlugs();
    const only = process.env.BENCH_PAGES?.split(',');
    const urls = Object.entries(PAGES)
      .filter(([name]) => !only || only.includes(name))
      .map(([name, page]) => [name, `${base}${page.path}`]);
    // Warm the server's caches (the first render of each page), as a running site has them.
    for (const [, url] of urls) await fetch(url);
    if (PARTS.has('lighthouse')) results.lighthouse = await lighthouseScores(urls);
    if (PARTS.has('slow') || PARTS.has('visits')) {
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
      });
      try {
        if (PARTS.has('slow'))
          results.poorConnection = { network: POOR, pages: await visits(browser, urls, POOR, false) };
        if (PARTS.has('visits')) results.mobile = { network: MOBILE, pages: await visits(browser, urls, MOBILE, true) };
      } finally {
        await browser.close();
      }
    }
  } finally {
    await stopServer(server);
    await dropBenchDatabase();
  }
}
saveResults('page-weight', results);
