// Development aid: `node scripts/screenshot.mjs <url> <out-prefix> [--wait-for "text"]` writes
// <out-prefix>-phone.png (390x844) and <out-prefix>-desktop.png (1280x800) and prints console errors.
import { chromium } from '@playwright/test';

const [url, out = '/tmp/page'] = process.argv
  .slice(2)
  .filter((arg, i, all) => !arg.startsWith('--') && all[i - 1] !== '--wait-for');
const waitIndex = process.argv.indexOf('--wait-for');
const waitFor = waitIndex > 0 ? process.argv[waitIndex + 1] : undefined;
if (!url) {
  console.error('usage: node scripts/screenshot.mjs <url> <out-prefix> [--wait-for "text"]');
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
]) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    isMobile: name === 'phone',
    hasTouch: name === 'phone',
  });
  const page = await context.newPage();
  page.on(
    'console',
    (message) => message.type() === 'error' && console.log(`[${name}] console error: ${message.text()}`),
  );
  page.on('pageerror', (error) => console.log(`[${name}] page error: ${error.message}`));
  await page.goto(url, { waitUntil: 'networkidle' });
  if (waitFor) await page.getByText(waitFor).first().waitFor({ timeout: 10_000 });
  await page.screenshot({ path: `${out}-${name}.png`, fullPage: true });
  console.log(`${out}-${name}.png`);
  await context.close();
}
await browser.close();
