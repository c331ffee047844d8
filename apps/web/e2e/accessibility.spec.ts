import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { PAID_VIDEO, buyWithSandbox, expect, fanHeaders, paidDemoVideo, signInAsStaff, snap, test } from './fixtures';

const SCREENSHOTS = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));

/** WCAG 2.0 and 2.1, levels A and AA: what the gate holds every page to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const UPCOMING_EVENT = 'SFC 3: Kathmandu Showdown';
const PAST_EVENT = 'SFC 2: Lakeside Fury';

/** The journeys of this file run one after the other: axe on dozens of pages is heavy for two shared cores. */
test.describe.configure({ mode: 'default' });

/** Waits until a page shows its heading and no skeleton or spinner is left, so axe sees what a visitor sees. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('#app-loading')).toHaveCount(0);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning, .skeleton, .skeleton-block, .spinner')).toHaveCount(0);
  // Images and fonts settle; the countdown and tiles stop moving.
  await page.waitForLoadState('load');
  await page.waitForTimeout(200);
}

/**
 * Runs axe on the page as it is and records (softly, so one run lists every page) each serious or critical
 * violation: the rule, the element and where the rule is explained.
 */
async function audit(page: Page, label: string): Promise<number> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.impact} ${violation.id} at ${node.target.join(' ')}: ${violation.help} (${violation.helpUrl})`,
      ),
    );
  expect.soft(blocking, `axe: serious or critical violations on ${label} (${page.url()})`).toEqual([]);
  return blocking.length;
}

/** The path of the first link on the current page whose address matches. */
async function linkTo(page: Page, pattern: RegExp, name?: string | RegExp): Promise<string> {
  const links = name ? page.getByRole('link', { name }) : page.locator('a[href]');
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  const found = hrefs.find((href) => pattern.test(href));
  expect(found, `a link matching ${pattern}`).toBeDefined();
  return found as string;
}

/** Every public page of the site, with the demo's data: list pages, one of each detail page, forms, legal, 404. */
async function publicPages(page: Page): Promise<string[]> {
  await page.goto('/events');
  await settled(page);
  const upcoming = await linkTo(page, /^\/events\/[a-z0-9-]+$/, new RegExp(UPCOMING_EVENT));
  const past = await linkTo(page, /^\/events\/[a-z0-9-]+$/, new RegExp(PAST_EVENT));
  const fighter = (
    await (
      await page.request.post('/api/v1/fighter-profiles/public/search', { data: { query: 'ramesh limbu' } })
    ).json()
  ).data.items[0].slug as string;
  await page.goto('/videos/category/full-fights');
  await settled(page);
  const paidVideo = await linkTo(page, /^\/videos\/[a-z0-9-]+$/, new RegExp(PAID_VIDEO));
  await page.goto('/videos/category/highlights');
  await settled(page);
  const freeVideo = await linkTo(page, /^\/videos\/[a-z0-9-]+$/);
  return [
    '/',
    '/fighters',
    `/fighters/${fighter}`,
    '/events',
    upcoming,
    past,
    '/videos',
    '/videos/category/highlights',
    freeVideo,
    paidVideo,
    '/showcases/sfc-2-lakeside-fury-the-whole-card',
    upcoming.replace('/events/', '/live/'),
    '/signin',
    '/signup',
    '/privacy',
    '/terms',
    '/no-such-page',
  ];
}

test('axe finds no serious or critical violation on any public page, in English and in Nepali', async ({
  page,
  expectFailures,
}) => {
  test.setTimeout(240_000);
  // The unknown page answers 404 on purpose.
  expectFailures.push(/^404 .*\/no-such-page$/);
  const pages = await publicPages(page);
  let audited = 0;
  for (const language of ['en', 'ne'] as const) {
    if (language === 'ne') {
      // As a visitor switches: the header's radio group (remembered for the pages that follow).
      await page.goto('/');
      await settled(page);
      await page.locator('.site-header').getByText('नेपाली').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    }
    for (const path of pages) {
      await page.goto(path);
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await audit(page, `${path} (${language})`);
      audited += 1;
    }
  }
  console.log(`axe: ${audited} public pages audited (${pages.length} pages in two languages)`);
});

/** A fan who bought the demo's paid video with the sandbox, so the purchases screen lists a row with its tags. */
async function paidPurchase(request: APIRequestContext): Promise<void> {
  const fan = await fanHeaders(request, 'a11y', 'Nima');
  const { product } = await paidDemoVideo(request);
  expect(product, 'the demo video is on sale').not.toBeNull();
  await buyWithSandbox(request, fan, product ?? { productId: '', amount: 0 });
}

test('axe finds no serious or critical violation on the main back-office screens', async ({ page }) => {
  test.setTimeout(180_000);
  await paidPurchase(page.request);
  await signInAsStaff(page);
  const screens: [string, string][] = [
    ['/admin', 'overview'],
    ['/admin/customers', 'customers'],
    ['/admin/fighters', 'fighter applications'],
    ['/admin/events', 'events'],
    ['/admin/videos', 'videos'],
    ['/admin/products', 'products'],
    ['/admin/purchases', 'purchases'],
    ['/admin/grants', 'access grants'],
  ];
  let audited = 0;
  for (const [path, label] of screens) {
    await page.goto(path);
    await settled(page);
    audited += 1;
    await audit(page, `back office: ${label}`);
    if (path === '/admin/events') {
      // An event editor: the demo's next event, with its fight card.
      await page.getByRole('link', { name: UPCOMING_EVENT }).first().click();
      await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}/);
      await settled(page);
      audited += 1;
      await audit(page, 'back office: event editor');
    }
    if (path === '/admin/videos') {
      await page.getByRole('link', { name: PAID_VIDEO }).first().click();
      await expect(page).toHaveURL(/\/admin\/videos\/[0-9a-f-]{36}/);
      await settled(page);
      audited += 1;
      await audit(page, 'back office: video editor');
    }
  }
  console.log(`axe: ${audited} back-office screens audited`);
});

test('keyboard: the skip link comes first, a new page focuses its heading, the language switch is one stop', async ({
  page,
}) => {
  await page.goto('/events');
  await settled(page);

  // The first Tab reaches "Skip to content", which shows itself and moves focus to the page.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.screenshot({ path: `${SCREENSHOTS}skip-link-focused.png` });
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);

  // The brand link is named by what it shows.
  await expect(page.getByRole('link', { name: 'SFC Summit Fighting Championship', exact: true })).toBeVisible();

  // Tab through the header from the brand: the language group is one stop, on the chosen language.
  await page.getByRole('link', { name: 'SFC Summit Fighting Championship' }).focus();
  const stops: string[] = [];
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const active = document.activeElement as HTMLElement;
        return active.getAttribute('type') === 'radio'
          ? `radio:${active.closest('label')?.textContent}`
          : (active.textContent ?? '');
      }),
    );
    if (stops.at(-1) === 'Sign in') break;
  }
  expect(stops).toEqual(['Home', 'Events', 'Fighters', 'Rankings', 'Videos', 'radio:EN', 'Sign in']);
  // Back on the group, the arrow keys choose the other language; the group still is one stop.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('radio', { name: 'EN' }).first()).toBeFocused();
  // (A snap would resize to a phone, where the header's switch hides and drops the focus: the header only.)
  await page.locator('.site-header').screenshot({ path: `${SCREENSHOTS}language-switch-focused.png` });
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('radio', { name: 'नेपाली' }).first()).toBeFocused();
  await expect(page.getByRole('radio', { name: 'नेपाली' }).first()).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeFocused();

  // A route change puts focus on the new page's heading: from the header, then from a tile on the page.
  await page.getByRole('navigation').getByRole('link', { name: 'Fighters' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fighters' })).toBeFocused();
  await page.getByRole('navigation').getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeFocused();
  await page
    .getByRole('link', { name: new RegExp(UPCOMING_EVENT) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: UPCOMING_EVENT })).toBeFocused();
  // Only the query changing (a search) leaves focus where it is.
  await page.goto('/fighters');
  await settled(page);
  const search = page.getByRole('searchbox', { name: 'Search fighters' });
  await search.fill('Ramesh');
  await expect(search).toBeFocused();
});

test('keyboard in the back office: skip link, focus on the heading after a menu choice', async ({ page }) => {
  await signInAsStaff(page);
  await page.goto('/admin/customers');
  await settled(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  await page.getByRole('menuitem', { name: 'Events', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeFocused();
  await page.getByRole('menuitem', { name: 'Overview' }).click();
  await expect(page.locator('main h1').first()).toBeFocused();
});

test('a failed submit announces the errors and puts the cursor in the first invalid field', async ({ page }) => {
  await page.goto('/signup');
  await settled(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  // Each error is an alert (a live region), said once.
  await expect(page.getByRole('alert').filter({ hasText: 'First name is required' })).toHaveCount(1);
  await expect(page.getByRole('alert').filter({ hasText: 'Last name is required' })).toHaveCount(1);
  await snap(page, 'sign-up-errors');

  // The sign-in form too: the first empty field gets the cursor.
  await page.goto('/signin');
  await settled(page);
  await page.getByLabel('Email', { exact: true }).fill('fan@sfc.example');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(1);
});
