import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import {
  collectConsoleErrors,
  expect,
  test,
  signInAsStaff,
  signInWithForm,
  signOutOfBackOffice,
  snap,
  verifiedAccount,
  playFor,
} from './fixtures';

/** The RTMP port the e2e server listens on (playwright.config.ts, LIVE_RTMP_PORT). */
const RTMP_PORT = 19360;
const PAID_VIDEO = 'Kabita Tamang vs Anjali Gurung: the full fight';
const LIVE_EVENT = 'SFC 3: Kathmandu Showdown';

// The three journeys run one after the other: processing an upload and transcoding a live stream both run ffmpeg
// on the server, and a starved live transcoder would stall the stream.
test.describe.configure({ mode: 'default' });

/** A six-second 720p clip with a tone, as a phone or a camera would give staff. */
function testClip(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ringside-hub-')), 'open-workout.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25', '-f', 'lavfi', '-i', 'sine'],
    ...['-t', '6', '-vf', 'format=yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest'],
    file,
  ]);
  return file;
}

/** An encoder: ffmpeg pushing a generated picture and tone over RTMP, as OBS would push the promotion's feed. */
function pushStream(key: string, seconds: number): ChildProcess {
  return spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25', '-f', 'lavfi', '-i', 'sine'],
      ...['-t', String(seconds), '-vf', 'format=yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '50'],
      ...['-c:a', 'aac', '-f', 'flv', `rtmp://127.0.0.1:${RTMP_PORT}/live/${key}`],
    ],
    { stdio: 'ignore' },
  );
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A second browser (a visitor, a fan) whose console errors count against the journey too. */
async function newVisitor(browser: Browser, consoleErrors: string[]): Promise<Page> {
  const context = await browser.newContext();
  collectConsoleErrors(context, consoleErrors);
  return context.newPage();
}

/** Chooses one of an antd radio group's buttons (its input is out of sight) by pressing its label. */
async function chooseRadio(page: Page, scope: Page | Locator, name: string) {
  const radio = page.getByRole('radio', { name, exact: true });
  await scope.locator('label').filter({ has: radio }).click();
  await expect(scope.getByRole('radio', { name, exact: true })).toBeChecked();
}

/** Picks an option in a searchable antd select of a dialog: types, waits for the matching option, takes it. */
async function pick(page: Page, box: Locator, typed: string, option: string) {
  await box.click();
  await box.fill(typed);
  const choice = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: option });
  await expect(choice).toHaveCount(1);
  await choice.click();
}

test('staff upload a video, it is processed and published as free, and a visitor plays it', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(360_000);
  const clip = testClip();
  const title = `Open workout ${Date.now() % 100000}`;

  await signInAsStaff(page);
  await page.getByRole('menuitem', { name: 'Videos', exact: true }).click();
  await page.getByRole('button', { name: 'New video' }).click();
  await page.getByLabel('Title').fill(title);
  await chooseRadio(page, page, 'Free');
  await page.getByLabel('Video file').setInputFiles(clip);
  await expect(page.getByText('open-workout.mp4')).toBeVisible();

  // A slow uplink (about 1 MB/s, a good mobile connection in the valley) so the upload is seen as it goes.
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await page.getByRole('button', { name: 'Create and upload' }).click();
  await expect(page.getByText(`"${title}" is created.`)).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Upload of open-workout.mp4' });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { message: 'the upload bar moves' })
    .toBeGreaterThan(0);
  await expect(page.getByText(/ of 4\.\d MB/)).toBeVisible();
  await snap(page, 'admin-video-uploading');
  await expect(bar).toBeHidden({ timeout: 30_000 });
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await network.detach();

  // The server processes the file into its qualities; the screen follows by itself.
  const ready = page.getByText('Processed and ready to play');
  await expect(page.getByRole('progressbar', { name: 'Processing' }).or(ready)).toBeVisible({ timeout: 30_000 });
  await snap(page, 'admin-video-processing');
  // One worker processes uploads one at a time: in CI this one may wait behind another journey's.
  await expect(ready).toBeVisible({ timeout: 240_000 });
  await expect(page.getByText('720p', { exact: true })).toBeVisible();
  await snap(page, 'admin-video-ready');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`"${title}" is published.`)).toBeVisible();
  const publicPage = await page.getByRole('link', { name: 'Public page' }).getAttribute('href');
  expect(publicPage).toMatch(/^\/videos\/[a-z0-9-]+$/);
  await snap(page, 'admin-video-published');
  await signOutOfBackOffice(page);

  // Anyone may watch a free video, signed in or not.
  const visitor = await newVisitor(browser, consoleErrors);
  await visitor.goto(publicPage as string);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await playFor(visitor);
  await snap(visitor, 'video-watch-playing');
  await visitor.context().close();
});

test('a paid video asks visitors to sign in, and plays for the customer staff give access', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(150_000);

  // A visitor finds the paid full fight on the hub, its card marked with its price: the player says what it costs
  // and what buying gives, with Buy and, for those who have access already, Sign in.
  const visitor = await newVisitor(browser, consoleErrors);
  await visitor.goto('/videos/category/full-fights');
  const card = visitor.getByRole('link', { name: new RegExp(PAID_VIDEO) });
  await expect(card).toContainText('Rs. 299');
  await card.click();
  await expect(visitor.getByRole('heading', { level: 1, name: PAID_VIDEO })).toBeVisible();
  await expect(visitor.getByRole('status').getByText('Watch this video for Rs. 299')).toBeVisible();
  await expect(visitor.getByRole('status').getByText('Buy it once and watch it as often as you like')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Buy for Rs. 299' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Sign in to watch' })).toBeVisible();
  // Other videos are offered after it.
  await expect(visitor.getByRole('heading', { level: 2, name: 'Up next' })).toBeVisible();
  await snap(visitor, 'video-paid-sign-in');
  const paidPage = new URL(visitor.url()).pathname;
  await visitor.context().close();

  // A signed-in fan without access is told the video is for members with access.
  const email = await verifiedAccount(page.request, 'viewer', 'Sonam');
  const fan = await newVisitor(browser, consoleErrors);
  await signInWithForm(fan, email);
  await expect(fan.getByRole('button', { name: 'My account' })).toBeVisible();
  await fan.goto(paidPage);
  await expect(fan.getByText('This video is for members with access')).toBeVisible();
  await expect(fan.locator('video')).toHaveJSProperty('controls', false);
  await snap(fan, 'video-paid-no-access');

  // Staff give the fan access to the video.
  await signInAsStaff(page);
  await page.getByRole('menuitem', { name: 'Access grants' }).click();
  await page.getByRole('button', { name: 'Give access' }).click();
  const dialog = page.getByRole('dialog', { name: 'Give access' });
  await pick(page, dialog.getByRole('combobox', { name: 'Customer' }), email, email);
  await chooseRadio(page, dialog, 'Video');
  await pick(page, dialog.getByRole('combobox', { name: 'Video' }), 'Kabita Tamang', PAID_VIDEO);
  await dialog.getByLabel('Note').fill('Prize from the SFC 3 fan quiz');
  await snap(page, 'admin-grant-dialog');
  await dialog.getByRole('button', { name: 'Give access' }).click();
  await expect(page.getByText(`Sonam Sherpa now has access to "${PAID_VIDEO}".`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: PAID_VIDEO }).first()).toBeVisible();
  await snap(page, 'admin-grants');
  await signOutOfBackOffice(page);

  // The fan reloads the page: the full fight is theirs (no lock, no price) and plays. Quality and the data saver
  // are in the player's own controls, beside full screen (which takes the whole player, so they stay in reach).
  await fan.reload();
  await expect(fan.locator('video')).toHaveJSProperty('controls', true, { timeout: 20_000 });
  await expect(fan.locator('.videos-watch-meta').getByText('Yours')).toBeVisible();
  const player = fan.locator('.videos-player');
  await expect(player.getByRole('button', { name: 'Full screen' })).toBeVisible();
  await player.getByRole('button', { name: /^Video quality: / }).click();
  await player.getByRole('radio', { name: 'Up to 360p' }).check();
  await expect(player.getByText('Data saver on')).toBeVisible();
  await snap(fan, 'video-player-settings');
  await player.getByRole('radio', { name: 'Off' }).check();
  await fan.keyboard.press('Escape');
  await expect(player.getByRole('radio', { name: 'Off' })).toBeHidden();
  await playFor(fan);
  await snap(fan, 'video-paid-playing');
  await fan.context().close();
});

test('an encoder pushes to the live stream and the live page plays it', async ({ page, browser, consoleErrors }) => {
  test.setTimeout(180_000);
  await signInAsStaff(page);
  await page.getByRole('menuitem', { name: 'Live streams' }).click();
  await pick(page, page.getByRole('combobox', { name: 'Event' }), 'Kathmandu', LIVE_EVENT);
  await expect(page.getByRole('heading', { level: 2, name: LIVE_EVENT })).toBeVisible();
  const livePage = await page.getByRole('link', { name: 'Live page' }).getAttribute('href');
  expect(livePage).toMatch(/^\/live\/[a-z0-9-]+$/);

  // Tonight's stream is free for everyone.
  await chooseRadio(page, page, 'Free');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The stream settings are saved.')).toBeVisible();

  // The encoder's key, shown on request, goes into the encoder.
  await expect(page.getByLabel('Stream key', { exact: true })).toHaveText(/^•+[a-z0-9]{4}$/);
  await page.getByRole('button', { name: 'Show Stream key' }).click();
  const key = (await page.getByLabel('Stream key', { exact: true }).textContent())?.trim() ?? '';
  expect(key).toMatch(/^[a-z0-9-]{30,}$/);
  await page.getByRole('button', { name: 'Hide Stream key' }).click();

  const encoder = pushStream(key, 60);
  try {
    await expect(page.getByText('Receiving the encoder')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    await expect(page.getByText(/^\d[\d,]* kbps$/)).toBeVisible({ timeout: 15_000 });

    // The player may start once the transcoder has written its first segments.
    const viewer = await newVisitor(browser, consoleErrors);
    const eventId = new URL(page.url()).searchParams.get('event');
    await expect
      .poll(
        async () =>
          (
            await viewer.request.post(`/api/v1/live/${eventId}/playback`, {
              headers: { 'device-token': randomUUID() },
            })
          ).status(),
        { timeout: 30_000, message: 'the live stream becomes playable' },
      )
      .toBe(200);
    await viewer.goto(livePage as string);
    await expect(viewer.getByRole('heading', { level: 1, name: LIVE_EVENT })).toBeVisible();
    await expect(viewer.locator('.videos-stage').getByText('Live', { exact: true })).toBeVisible();
    await playFor(viewer);
    await snap(viewer, 'live-page-playing');
    const viewers = page.locator('.admin-count').filter({ hasText: 'Viewers' }).locator('.admin-count-value');
    await expect(viewers).not.toHaveText('0', { timeout: 15_000 });
    await snap(page, 'admin-live-receiving');
    await viewer.context().close();
  } finally {
    await stopProcess(encoder);
  }
  await expect(page.getByText('Nothing received')).toBeVisible({ timeout: 20_000 });
  await signOutOfBackOffice(page);
});
