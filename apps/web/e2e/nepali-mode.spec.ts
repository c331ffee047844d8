import type { APIRequestContext, Page } from '@playwright/test';
import { expect, snap, test } from './fixtures';

// Every public page in Nepali mode reads in Nepali: what the interface says, what staff wrote (the demo data has
// Nepali for everything), dates in Devanagari with the Bikram Sambat date on event pages, prices in रु.

const EVENT = '/events/sfc-3-kathmandu-showdown-2026';
const PAST_EVENT = '/events/sfc-2-lakeside-fury-2026';

/**
 * Latin words a Nepali page may still show: the brand and names that are the same in both languages, the
 * payment services' own names, and units and codes written the same way in Nepali print.
 */
const ALLOWED = new Set([
  'SFC',
  'Summit',
  'Fighting',
  'Championship',
  'MMA',
  'eSewa',
  'Khalti',
  'IME',
  'Pay',
  'Fonepay',
  'Stripe',
  'HLS',
  'QR',
  'OTP',
  'kg',
  'cm',
  'KO',
  'TKO',
  'vs',
]);

/** The Latin words in `text` that are not allowed on a Nepali page. */
function englishIn(text: string): string[] {
  // Addresses are not words: an email or a web address reads the same in any language.
  const prose = text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
  const words = prose.match(/[A-Za-z][A-Za-z'’.-]*[A-Za-z]|[A-Za-z]{2,}/g) ?? [];
  return [...new Set(words.filter((word) => !ALLOWED.has(word) && !/^[A-Z]{1,2}$/.test(word)))];
}

async function firstSlug(request: APIRequestContext, url: string, body: object = { page: 1, pageSize: 1 }) {
  const answer = await request.post(url, { data: body });
  return ((await answer.json()) as { data: { items: { slug: string }[] } }).data.items[0]?.slug ?? '';
}

async function publicPages(request: APIRequestContext): Promise<string[]> {
  const fighter = await firstSlug(request, '/api/v1/fighter-profiles/public/search');
  const showcase = await firstSlug(request, '/api/v1/showcases/search/all');
  return [
    '/',
    '/events',
    EVENT,
    PAST_EVENT,
    '/fighters',
    `/fighters/${fighter}`,
    '/videos',
    '/videos/full-fight-tamang-gurung',
    '/videos/category/highlights',
    `/showcases/${showcase}`,
    '/live/sfc-3-kathmandu-showdown-2026',
    '/signin',
    '/signup',
    '/forgot-password',
    '/privacy',
    '/terms',
    '/no-such-page',
  ];
}

/** The site's language choice, as the language switch leaves it. */
const NEPALI_COOKIE = { name: 'lang', value: 'ne', domain: 'localhost', path: '/' };

/**
 * What the page's main region says, as a reader sees it (not hidden text, not attributes), less what it marks as
 * English (`lang="en"`: a fighter's own bio, written in English).
 */
const mainText = (page: Page) =>
  page.locator('main').evaluate((main: HTMLElement) => {
    let text = main.innerText;
    for (const other of main.querySelectorAll<HTMLElement>('[lang="en"]')) text = text.replace(other.innerText, ' ');
    return text;
  });

test('every public page reads in Nepali, from the server and after hydration', async ({
  page,
  request,
  context,
  expectFailures,
}) => {
  test.setTimeout(180_000);
  // The branded not-found page answers 404, which the browser reports.
  expectFailures.push(/^404 .*\/no-such-page$/);
  await context.addCookies([NEPALI_COOKIE]);
  for (const path of await publicPages(request)) {
    // As the server sends it: the page is in Nepali before any script runs.
    const html = await (await request.get(path, { headers: { cookie: 'lang=ne' } })).text();
    expect(html, path).toContain('<html lang="ne">');

    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('main'), path).toBeVisible();
    const text = await mainText(page);
    expect(englishIn(text), `English on ${path}`).toEqual([]);
    expect(englishIn(await page.title()), `English in the title of ${path}`).toEqual([]);
    await snap(page, `nepali${path === '/' ? '-home' : path.replaceAll('/', '-')}`);
  }
});

test('event pages show Devanagari dates with the Bikram Sambat date, and prices in रु.', async ({ page, context }) => {
  await context.addCookies([NEPALI_COOKIE]);
  await page.goto(EVENT, { waitUntil: 'networkidle' });
  const text = await mainText(page);
  // "२०८३ पुस ४, शनिबार": year, BS month, day, weekday, all in Nepali.
  expect(text).toMatch(
    /[०-९]{4} (बैशाख|जेठ|असार|साउन|भदौ|असोज|कात्तिक|मंसिर|पुस|माघ|फागुन|चैत) [०-९]{1,2}, [\u0900-\u097F]+बार/,
  );
  // The Gregorian date in Devanagari too, and no Latin digits in any date or price.
  expect(text).toMatch(/[०-९]{1,2} (जनवरी|फेब्रुअरी|मार्च|अप्रिल|मे|जुन|जुलाई|अगस्ट|सेप्टेम्बर|अक्टोबर|नोभेम्बर|डिसेम्बर) [०-९]{4}/);
  expect(text).toMatch(/रु\. [०-९,]+/);
  expect(text).not.toMatch(/Rs\./);
  expect(text).not.toMatch(/\b\d{4}\b/);
  // Fighters' records too: १०-३-०.
  expect(text).toMatch(/[०-९]+-[०-९]+-[०-९]+/);
  expect(text).not.toMatch(/\d+-\d+-\d+/);
});
