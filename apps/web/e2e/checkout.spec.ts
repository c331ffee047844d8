import type { Browser, Page } from '@playwright/test';
import {
  type ExpectedFailures,
  collectConsoleErrors,
  expect,
  playFor,
  signInWithForm,
  snap,
  test,
  verifiedAccount,
} from './fixtures';

/** The demo's paid full fight; the demo sells every paid video on its own at Rs. 299. */
const PAID_VIDEO = 'Kabita Tamang vs Anjali Gurung: the full fight';

/** A fan of their own in a fresh browser, signed in through the form; console errors count against the journey. */
async function signedInFan(
  browser: Browser,
  consoleErrors: string[],
  prefix: string,
  name: string,
  expected: ExpectedFailures = [],
): Promise<Page> {
  const context = await browser.newContext();
  collectConsoleErrors(context, consoleErrors, expected);
  const page = await context.newPage();
  const email = await verifiedAccount(page.request, prefix, name);
  await signInWithForm(page, email);
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  return page;
}

/** From the hub to the paid video, refused for lack of access, with its Buy button. */
async function openPaidVideo(page: Page): Promise<void> {
  await page.goto('/videos/category/full-fights');
  await page.getByRole('link', { name: new RegExp(PAID_VIDEO) }).click();
  await expect(page.getByRole('heading', { level: 1, name: PAID_VIDEO })).toBeVisible();
  await expect(page.getByText('This video is for members with access')).toBeVisible();
}

/** Buy, the checkout with its price, Sandbox chosen, Pay: lands on the sandbox page. */
async function payWithSandbox(page: Page, screenshot?: string): Promise<void> {
  await page.getByRole('button', { name: 'Buy for Rs. 299' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: PAID_VIDEO })).toBeVisible();
  await expect(page.getByTestId('checkout-price')).toHaveText('Rs. 299');
  const sandbox = page.getByRole('radio', { name: 'Sandbox (test payment)' });
  await page.locator('label').filter({ has: sandbox }).click();
  await expect(sandbox).toBeChecked();
  if (screenshot) await snap(page, screenshot);
  await page.getByRole('button', { name: 'Pay Rs. 299' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/[^/]+$/);
  await expect(page.getByText('Sandbox: no money moves')).toBeVisible();
}

test('a fan buys the paid full fight with the sandbox and watches it', async ({ browser, consoleErrors }) => {
  const fan = await signedInFan(browser, consoleErrors, 'buyer', 'Pasang');
  await openPaidVideo(fan);
  const watchPage = new URL(fan.url()).pathname;
  await payWithSandbox(fan, 'checkout');
  await snap(fan, 'checkout-sandbox');

  // Approving returns through our return page, which confirms the purchase; the video now plays.
  await fan.getByRole('button', { name: 'Approve payment' }).click();
  // A confirmation page says what was bought, for how much, and leads to it.
  await expect(fan.getByRole('heading', { level: 1, name: 'Payment complete' })).toBeFocused();
  await expect(fan.getByTestId('purchase-amount')).toHaveText('Rs. 299');
  await expect(fan.getByText('Sandbox (test payment)')).toBeVisible();
  await snap(fan, 'purchase-confirmation');
  await fan.getByRole('link', { name: 'Watch now' }).click();
  await expect(fan).toHaveURL(/\/videos\/[0-9a-f-]{36}$/);
  await expect(fan.getByRole('heading', { level: 1, name: PAID_VIDEO })).toBeVisible();
  await playFor(fan);

  // The purchase is listed as paid; its page is the same video.
  await fan.goto('/account/purchases');
  const purchase = fan.getByTestId('purchase').filter({ hasText: PAID_VIDEO });
  await expect(purchase).toHaveCount(1);
  await expect(purchase.getByText('Paid', { exact: true })).toBeVisible();
  await expect(purchase.getByText('Rs. 299')).toBeVisible();
  await expect(purchase.getByText('Sandbox (test payment)')).toBeVisible();
  await snap(fan, 'account-purchases');

  // Bought once: the video's page, by its slug, plays too.
  await fan.goto(watchPage);
  await expect(fan.locator('video')).toHaveJSProperty('controls', true, { timeout: 20_000 });
  await fan.context().close();
});

test('a fan who declines in the sandbox is told the payment failed and still has no access', async ({
  browser,
  consoleErrors,
}) => {
  // The declined payment's confirmation answers 402: the return page's message comes from it.
  const fan = await signedInFan(browser, consoleErrors, 'decliner', 'Nima', [/^402 .*\/payments\/confirm-payment$/]);
  await openPaidVideo(fan);
  const watchPage = new URL(fan.url()).pathname;
  await payWithSandbox(fan);

  await fan.getByRole('button', { name: 'Decline' }).click();
  await expect(fan).toHaveURL(/\/checkout\/return\?/);
  await expect(fan.getByText('Payment failed. Please try again')).toBeVisible();
  await expect(fan.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(fan.getByRole('link', { name: 'My purchases' })).toBeVisible();
  await snap(fan, 'checkout-return-failed');

  // Try again leads back to the same checkout.
  await fan.getByRole('button', { name: 'Try again' }).click();
  await expect(fan).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await expect(fan.getByTestId('checkout-price')).toHaveText('Rs. 299');

  // The video is still for members with access, and the failed payment is on the list.
  await fan.goto(watchPage);
  await expect(fan.getByText('This video is for members with access')).toBeVisible();
  await expect(fan.getByRole('button', { name: 'Buy for Rs. 299' })).toBeVisible();
  await fan.goto('/account/purchases');
  await expect(fan.getByTestId('purchase').filter({ hasText: PAID_VIDEO }).getByText('Failed')).toBeVisible();
  await fan.context().close();
});

test('a fan buys live access to an upcoming event before it starts, and the live page says it is theirs', async ({
  browser,
  consoleErrors,
}) => {
  const LIVE_EVENT = 'SFC 4: Pokhara Fight Night';
  const fan = await signedInFan(browser, consoleErrors, 'livebuyer', 'Dawa');
  await fan.goto('/events');
  const eventPath = await fan
    .getByRole('link', { name: new RegExp(LIVE_EVENT) })
    .first()
    .getAttribute('href');
  expect(eventPath).toMatch(/^\/events\/sfc-4-/);
  // The event page offers the live pass too.
  await fan.goto(eventPath as string);
  await expect(fan.getByRole('button', { name: 'Live pass, Rs. 999' })).toBeVisible();
  await fan.goto((eventPath as string).replace('/events/', '/live/'));
  await expect(fan.getByRole('heading', { level: 1, name: LIVE_EVENT })).toBeVisible();

  // During the countdown the live pass is on sale: Rs. 999 for the night and its replay.
  await fan.getByRole('button', { name: 'Buy for Rs. 999' }).click();
  await expect(fan.getByTestId('checkout-price')).toHaveText('Rs. 999');
  const sandbox = fan.getByRole('radio', { name: 'Sandbox (test payment)' });
  await fan.locator('label').filter({ has: sandbox }).click();
  await fan.getByRole('button', { name: 'Pay Rs. 999' }).click();
  await fan.getByRole('button', { name: 'Approve payment' }).click();
  await expect(fan.getByRole('heading', { level: 1, name: 'Payment complete' })).toBeVisible();
  await fan.getByRole('link', { name: 'Go to the live page' }).click();

  // Back on the live page, which now says the fan has access.
  await expect(fan).toHaveURL(/\/live\/[0-9a-f-]{36}$/);
  await expect(fan.getByRole('heading', { level: 1, name: LIVE_EVENT })).toBeVisible();
  await expect(fan.getByText('You have access')).toBeVisible();
  await expect(fan.getByRole('button', { name: 'Buy for Rs. 999' })).toHaveCount(0);
  await snap(fan, 'live-owned');
  await fan.goto(eventPath as string);
  await expect(fan.getByText('You have access')).toBeVisible();
  await snap(fan, 'event-live-owned');
  await fan.context().close();
});
