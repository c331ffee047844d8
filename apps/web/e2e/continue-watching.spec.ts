import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import {
  buyWithSandbox,
  collectConsoleErrors,
  expect,
  headersOf,
  playFor,
  signInAsStaff,
  signInWithForm,
  signOutOfBackOffice,
  snap,
  test,
  verifiedAccount,
} from './fixtures';

// One after the other: the first processes an upload with ffmpeg, and both play video on two shared cores.
test.describe.configure({ mode: 'default' });

const SHOWCASE = 'SFC 2: Lakeside Fury, the whole card';
const KNOCKOUT = 'Ramesh Limbu knocks out Bikash Thapa';
const FULL_FIGHT = 'Kabita Tamang vs Anjali Gurung: the full fight';

/**
 * A 45-second clip at 5 frames a second: long enough to stop at 12 s with over 30 s left (the demo's clips are 15 s,
 * too short to resume), and cheap to process beside another journey's upload.
 */
function longClip(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ringside-resume-')), 'sparring.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=426x240:rate=5', '-f', 'lavfi', '-i', 'sine'],
    ...['-t', '45', '-vf', 'format=yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest'],
    file,
  ]);
  return file;
}

/** Staff upload a free video and publish it; answers its public page. */
async function publishFreeVideo(page: Page, title: string): Promise<string> {
  await signInAsStaff(page);
  await page.getByRole('menuitem', { name: 'Videos', exact: true }).click();
  await page.getByRole('button', { name: 'New video' }).click();
  await page.getByLabel('Title').fill(title);
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Free', exact: true }) })
    .click();
  await page.getByLabel('Video file').setInputFiles(longClip());
  await page.getByRole('button', { name: 'Create and upload' }).click();
  // The one worker processes uploads one at a time: in CI this one may wait behind the video hub journey's.
  await expect(page.getByText('Processed and ready to play')).toBeVisible({ timeout: 240_000 });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`"${title}" is published.`)).toBeVisible();
  const publicPage = await page.getByRole('link', { name: 'Public page' }).getAttribute('href');
  await signOutOfBackOffice(page);
  return publicPage ?? '';
}

/** A fan of their own in a fresh browser, signed in through the form. */
async function signedInFan(browser: Browser, consoleErrors: string[], name: string) {
  const context = await browser.newContext();
  collectConsoleErrors(context, consoleErrors);
  const page = await context.newPage();
  const email = await verifiedAccount(page.request, 'watcher', name);
  await signInWithForm(page, email);
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  return { page, email };
}

const video = (page: Page) => page.locator('video');
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

test('a fan stops a video, comes back, and it resumes from Continue watching', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(360_000);
  const title = `Open sparring, round by round ${Date.now() % 100000}`;
  const watchPage = await publishFreeVideo(page, title);

  // The fan watches a while (the player saves every 10 s) and pauses (saved at once).
  const { page: fan } = await signedInFan(browser, consoleErrors, 'Pasang');
  await fan.goto(watchPage);
  await expect(fan.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await playFor(fan, 12);
  const saved = fan.waitForResponse(
    (response) => response.url().endsWith('/position') && response.request().method() === 'PUT',
  );
  await fan.keyboard.press('Space');
  await expect(video(fan)).toHaveJSProperty('paused', true);
  const stoppedAt = ((await (await saved).json()).data as { positionSeconds: number }).positionSeconds;
  expect(stoppedAt).toBeGreaterThanOrEqual(12);

  // Back on the home page: the video is in Continue watching, with how much is left.
  await fan.goto('/');
  const row = fan.getByRole('region', { name: 'Continue watching' });
  const card = row.getByRole('link', { name: new RegExp(title) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/0:3\d left/);
  await snap(fan, 'continue-watching-home');
  await fan.goto('/?lang=ne');
  await expect(fan.getByRole('region', { name: 'हेर्दै गरेका भिडियो' })).toContainText('बाँकी');
  await snap(fan, 'continue-watching-home-ne');
  await fan.goto('/?lang=en');

  // From the row to the video: the player offers to resume where the fan stopped, or to start over.
  await row.getByRole('link', { name: new RegExp(title) }).click();
  await expect(fan.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const resume = fan.getByRole('button', { name: `Resume from 0:${String(stoppedAt).padStart(2, '0')}` });
  await expect(resume).toBeVisible({ timeout: 20_000 });
  await expect(fan.getByRole('button', { name: 'Start over' })).toBeVisible();
  await snap(fan, 'video-resume-choice');
  await fan.goto(`${watchPage}?lang=ne`);
  await expect(fan.getByRole('button', { name: 'सुरुदेखि हेर्नुहोस्' })).toBeVisible({ timeout: 20_000 });
  await snap(fan, 'video-resume-choice-ne');
  await fan.goto(`${watchPage}?lang=en`);

  await resume.click();
  await expect.poll(() => video(fan).evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
  await expect
    .poll(() => currentTime(fan), { message: 'playback goes on from where the fan stopped' })
    .toBeGreaterThan(stoppedAt + 0.5);
  expect(await currentTime(fan)).toBeGreaterThanOrEqual(stoppedAt);
  await fan.context().close();
});

test('My library holds what the fan bought, with Watch buttons; Up next plays the next bout of the card', async ({
  browser,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const { page: fan, email } = await signedInFan(browser, consoleErrors, 'Lhakpa');

  // The fan buys the SFC 2 card (a showcase) and a Fight Pass with the sandbox.
  const api = fan.request;
  const headers = await headersOf(api, email);
  const showcase = (await (await api.get('/api/v1/showcases/search/detail/sfc-2-lakeside-fury-the-whole-card')).json())
    .data as { product: { productId: string; amount: number } };
  expect((await buyWithSandbox(api, headers, showcase.product, 'SHOW_CASE')).status).toBe('PAID');
  const passes = (await (await api.get('/api/v1/products/passes')).json()).data.items as {
    id: string;
    amount: number;
  }[];
  const pass = passes[0];
  expect(pass, 'the demo Fight Pass').toBeDefined();
  expect(
    (await buyWithSandbox(api, headers, { productId: pass?.id ?? '', amount: pass?.amount ?? 0 }, 'PASS')).status,
  ).toBe('PAID');

  // "My library" in the account menu: the pass and the card, each with its Watch button.
  await fan.goto('/account');
  await fan.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'My library' }).click();
  await expect(fan.getByRole('heading', { level: 1, name: 'My library' })).toBeVisible();
  const items = fan.getByTestId('library-item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Fight Pass');
  await expect(items.nth(0)).toContainText(/Until /);
  await expect(items.nth(1)).toContainText(SHOWCASE);
  await expect(items.nth(1)).toContainText('2 videos');
  await expect(items.nth(1)).toContainText(/Bought on /);
  await snap(fan, 'library');
  // The account's pages are the browser's own (not rendered on the server): the header's switch changes language.
  const language = (name: string) => fan.locator('.site-header label').filter({ hasText: name }).click();
  await language('नेपाली');
  await expect(fan.getByRole('heading', { level: 1, name: 'मेरो लाइब्रेरी' })).toBeVisible();
  await expect(fan.getByTestId('library-item').nth(1)).toContainText('२ भिडियो');
  await snap(fan, 'library-ne');
  await language('EN');
  await fan.goto('/account/purchases');
  await expect(fan.getByRole('link', { name: `Watch ${SHOWCASE}` })).toBeVisible();
  await snap(fan, 'purchases-watch');
  await fan.goto('/account/library');
  await fan.getByRole('link', { name: `Watch ${SHOWCASE}` }).click();
  await expect(fan.getByRole('heading', { level: 1, name: SHOWCASE })).toBeVisible();

  // The knockout, the card's main event: Up next is the next bout of the card with a video.
  await fan
    .getByRole('link', { name: new RegExp(KNOCKOUT) })
    .first()
    .click();
  await expect(fan.getByRole('heading', { level: 1, name: KNOCKOUT })).toBeVisible();
  await expect(fan.getByRole('link', { name: 'Next on the card of SFC 2: Lakeside Fury' })).toBeVisible();

  // At its end, a countdown over the player: Cancel stops it.
  const toTheEnd = async () => {
    await playFor(fan, 0.5);
    await video(fan).evaluate((element: HTMLVideoElement) => {
      element.currentTime = element.duration - 1.5;
    });
  };
  await toTheEnd();
  const countdown = fan.getByRole('group', { name: FULL_FIGHT });
  await expect(countdown).toBeVisible({ timeout: 20_000 });
  await expect(countdown).toContainText(/Plays in \d seconds?/);
  await snap(fan, 'up-next-countdown');
  await countdown.getByRole('button', { name: 'Cancel' }).click();
  await expect(countdown).toBeHidden();

  // In Nepali this time, and left to run: the next bout's page opens and plays by itself (the card is the fan's).
  await fan.goto(`${new URL(fan.url()).pathname}?lang=ne`);
  await toTheEnd();
  const nepali = fan.getByRole('group', { name: 'कविता तामाङ विरुद्ध अञ्जली गुरुङ: पूरा फाइट' });
  await expect(nepali).toContainText('सेकेन्डमा सुरु हुन्छ', { timeout: 20_000 });
  await snap(fan, 'up-next-countdown-ne');
  await expect(fan).toHaveURL(/\/videos\/full-fight-tamang-gurung$/, { timeout: 20_000 });
  await expect
    .poll(() => video(fan).evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0.5), {
      timeout: 30_000,
      message: 'the next video plays by itself',
    })
    .toBe(true);
  await fan.context().close();
});
