// Page weight and load time of the public pages on a mid-range phone over a slow mobile connection.
// Usage: node bench/page-weight.mjs  (see bench/README.md). Figures go to bench/README.md by hand.
import { chromium } from '@playwright/test';
import { ensureBuilt } from '../scripts/build.mjs';
import { base, createBenchDatabase, dropBenchDatabase, saveResults, startServer, stopServer } from './lib.mjs';

/** Lighthouse's mobile profile: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, a CPU four times slower. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/**
 * One visit: bytes over the wire, requests, first contentful paint and the load event. Cold: an empty cache.
 * Warm: the same page opened again in the same browser, as a returning fan would (the cache answers what it can).
 */
async function visit(browser, url, warm) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (warm) await page.goto(url, { waitUntil: 'networkidle' });
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const navigation = performance.getEntriesByType('navigation')[0];
    return { fcp: paint?.startTime ?? null, load: navigation?.loadEventEnd ?? null };
  });
  await context.close();
  return { bytes, requests, ...timing };
}

/** The middle value of the runs that have one (a paint the browser did not report is left out). */
function median(values) {
  const known = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return known.length ? Math.round(known[Math.floor(known.length / 2)]) : null;
}

await ensureBuilt();
await createBenchDatabase();
const server = await startServer({ DEMO_SEED: 'true' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const events = await fetch(`${base}/api/v1/events/search/all`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  }).then((response) => response.json());
  const fighters = await fetch(`${base}/api/v1/fighter-profiles/public/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  }).then((response) => response.json());
  const pages = {
    home: '/',
    events: '/events',
    event: `/events/${events.data.items[0].slug}`,
    fighters: '/fighters',
    fighter: `/fighters/${fighters.data.items[0].slug}`,
    signUp: '/signup',
  };
  const figures = {};
  for (const [name, path] of Object.entries(pages)) {
    figures[name] = { path };
    for (const warm of [false, true]) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await visit(browser, `${base}${path}`, warm));
      figures[name][warm ? 'warm' : 'cold'] = {
        kilobytes: Math.round(median(runs.map((run) => run.bytes)) / 1024),
        requests: median(runs.map((run) => run.requests)),
        firstContentfulPaintMs: median(runs.map((run) => run.fcp)),
        loadMs: median(runs.map((run) => run.load)),
      };
    }
    console.log(name, JSON.stringify(figures[name]));
  }
  saveResults('page-weight', { network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, runs: RUNS, pages: figures });
} finally {
  await browser.close();
  await stopServer(server);
  await dropBenchDatabase();
}
