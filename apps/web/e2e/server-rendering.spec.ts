import type { APIRequestContext } from '@playwright/test';
import { expect, signInWithForm, test, verifiedAccount } from './fixtures';

// Public pages arrive as HTML that already shows their content (the demo data the server starts with), and the
// browser takes them over without a hydration error and without asking again for what the server sent.
const EVENT = '/events/sfc-3-kathmandu-showdown-2026';

test('public pages show their content in the HTML, before any script runs', async ({ request }) => {
  const html = async (path: string, headers: Record<string, string> = {}) => {
    const response = await request.get(path, { headers });
    expect(response.status(), path).toBe(200);
    return response.text();
  };
  expect(await html('/')).toContain('SFC 3: Kathmandu Showdown');
  expect(await html('/fighters')).toContain('Bikash Thapa');
  const event = await html(EVENT);
  expect(event).toContain('Sujan Rai');
  expect(event).toContain('Rs. 999');
  const nepali = await html(EVENT, { cookie: 'lang=ne' });
  expect(nepali).toContain('<html lang="ne">');
  expect(nepali).toContain('फाइट कार्ड');
  expect(await html('/fighters/' + (await firstFighterSlug(request)))).toContain('<h1');
  expect(await html('/events')).toContain('SFC 2: Lakeside Fury');
  expect(await html('/videos')).toContain('Kabita Tamang vs Anjali Gurung: the full fight');
  // A paid video's price, in what the page shows (not only in the data sent along for hydration).
  const watch = await html('/videos/full-fight-tamang-gurung');
  expect(watch.slice(0, watch.indexOf('id="ringside-queries"'))).toContain('Rs. 299');
  expect((await request.get('/no-such-page')).status()).toBe(404);
  // The sign-in form arrives disabled: typed into before the script runs, its values would be lost.
  expect(await html('/signin')).toMatch(/<button[^>]*type="submit"[^>]*disabled/);
});

test('the browser hydrates without errors and without fetching again', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (call) => {
    if (call.url().includes('/api/v1/')) calls.push(`${call.method()} ${new URL(call.url()).pathname}`);
  });
  for (const path of ['/', '/fighters', EVENT]) {
    calls.length = 0;
    await page.goto(path, { waitUntil: 'networkidle' });
    // The home, the directory and the event page have everything they show; nothing of it is asked again.
    expect(
      calls.filter((call) => /dashboard|public\/search|search\/detail|configs\/ads/.test(call)),
      path,
    ).toEqual([]);
  }
  // Then it works as an app: a link navigates in the page and fetches what the next page needs.
  await page.getByRole('navigation').getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveTitle('Events | SFC');
});

test("a signed-in fan's account menu fills in after hydration", async ({ page, request }) => {
  const email = await verifiedAccount(request, 'ssr');
  await signInWithForm(page, email);
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await page.goto(EVENT, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'SFC 3: Kathmandu Showdown' })).toBeVisible();
  await expect(page.locator('.site-header-actions').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.locator('.site-header-actions').getByRole('link', { name: 'Sign up' })).toHaveCount(0);
});

async function firstFighterSlug(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/v1/fighter-profiles/public/search', { data: { page: 1, pageSize: 1 } });
  return ((await answer.json()) as { data: { items: { slug: string }[] } }).data.items[0]?.slug ?? '';
}
