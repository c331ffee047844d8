import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signInAsStaff, signInWithForm, test, verifiedAccount } from './fixtures';

/** Where this journey leaves its pictures of the form, for looking at. */
const SHOTS = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));

/** Kathmandu wall-clock time `days` from now at 18:00, as the back-office picker takes it. */
function kathmanduEvening(days: number): string {
  const day = new Date(Date.now() + 5.75 * 3600_000 + days * 86_400_000);
  return `${day.toISOString().slice(0, 10)} 18:00`;
}

/** The event form's field in both languages: a fieldset named by the field's label. */
const pair = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

/** The whole page at phone and desktop width. */
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const [label, size] of [
    ['390x844', { width: 390, height: 844 }],
    ['1280x800', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}${name}-${label}.png`, fullPage: true });
  }
}

test('staff write an event in English and Nepali; the public page names it in the reader’s language', async ({
  page,
}) => {
  const stamp = Date.now() % 100000;
  const english = `Himalayan Fight Night ${stamp}`;
  const nepali = `हिमालय फाइट नाइट ${stamp}`;

  await signInAsStaff(page);
  await page.getByRole('menuitem', { name: 'Events', exact: true }).click();
  await page.getByRole('button', { name: 'New event' }).click();

  // Each text has its English and नेपाली inputs; Nepali is marked missing while only English is written.
  const name = pair(page, 'Name');
  await name.getByLabel('English').fill(english);
  await expect(name.getByText('Nepali missing')).toBeVisible();
  await expect(name.getByLabel('नेपाली')).toHaveAttribute('lang', 'ne');
  await name.getByLabel('नेपाली').fill(nepali);
  await expect(name.getByText('Nepali missing')).toHaveCount(0);
  // The English input is still the field it was: "Name" finds it, and only it.
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(english);

  const tagline = pair(page, 'Tagline');
  await tagline.getByLabel('English').fill('Eight bouts under the mountains');
  await expect(tagline.getByText('Nepali missing')).toBeVisible();

  await page.getByLabel('Starts').click();
  await page.getByLabel('Starts').fill(kathmanduEvening(12));
  await page.getByLabel('Starts').press('Enter');
  await pair(page, 'Venue').getByLabel('English').fill('Dasarath Rangasala');
  await pair(page, 'Venue').getByLabel('नेपाली').fill('दशरथ रंगशाला');
  await pair(page, 'City').getByLabel('English').fill('Kathmandu');
  await pair(page, 'City').getByLabel('नेपाली').fill('काठमाडौं');
  await pair(page, 'Description').getByLabel('English').fill('Title fights in the valley.');
  await shoot(page, 'event-form');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText(`${english} was created as a draft.`)).toBeVisible();
  const eventId = /\/admin\/events\/([0-9a-f-]{36})/.exec(page.url())?.[1] as string;

  // Saved and read back: both languages, and what is still missing stays marked.
  await expect(pair(page, 'Name').getByLabel('नेपाली')).toHaveValue(nepali);
  await expect(pair(page, 'City').getByLabel('नेपाली')).toHaveValue('काठमाडौं');
  await expect(pair(page, 'Tagline').getByText('Nepali missing')).toBeVisible();
  await expect(pair(page, 'Description').getByText('Nepali missing')).toBeVisible();
  await expect(pair(page, 'Venue').getByText('Nepali missing')).toHaveCount(0);
  // The pairs pass axe (WCAG 2.1 A and AA): labels, the fieldsets' names, the marks' contrast.
  const axe = await new AxeBuilder({ page })
    .include('#event')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
  await shoot(page, 'event-editor');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`${english} is published.`)).toBeVisible();
  const slug = (await (await page.request.get(`/api/v1/events/search/detail/${eventId}`)).json()).data.slug as string;

  // The public page in English, then in Nepali through the site's language switch (the server reads its cookie).
  await page.goto(`/events/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible();
  await page.getByText('नेपाली', { exact: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: nepali })).toBeVisible();
  await expect(page.getByText('दशरथ रंगशाला').first()).toBeVisible();
  // A text without its Nepali value falls back to English.
  await expect(page.getByText('Eight bouts under the mountains').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}event-page-ne-1280x800.png` });

  // And back: English again for an English reader (the switch loads the English strings before it sets the cookie).
  await page.getByText('EN', { exact: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible();
});

test('a fighter gives their name in Devanagari on the application, and only in Devanagari', async ({
  page,
  request,
}) => {
  const email = await verifiedAccount(request, 'fighter', 'Bishal');
  await signInWithForm(page, email);
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  await page.goto('/account/fighter');
  await page.getByRole('button', { name: 'Register' }).click();

  // The Latin name is still "First name"; its Devanagari one sits beside it, with no "missing" mark for the fighter.
  await expect(page.getByLabel('First name')).toHaveValue('Bishal');
  const first = pair(page, 'First name');
  await expect(first.getByLabel('नेपाली')).toHaveAttribute('lang', 'ne');
  await expect(page.getByText('Nepali missing')).toHaveCount(0);
  await first.getByLabel('नेपाली').fill('Bishal');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(first.getByText('Write the Nepali name in Devanagari, without English letters')).toBeVisible();

  await first.getByLabel('नेपाली').fill('बिशाल');
  await pair(page, 'Last name').getByLabel('नेपाली').fill('शेर्पा');
  await pair(page, 'Nickname (optional)').getByLabel('English').fill('The Khukuri');
  await pair(page, 'Nickname (optional)').getByLabel('नेपाली').fill('खुकुरी');
  await shoot(page, 'fighter-application');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Your draft has been saved.')).toBeVisible();

  await page.reload();
  await expect(pair(page, 'First name').getByLabel('नेपाली')).toHaveValue('बिशाल');
  await expect(pair(page, 'Nickname (optional)').getByLabel('नेपाली')).toHaveValue('खुकुरी');
});
