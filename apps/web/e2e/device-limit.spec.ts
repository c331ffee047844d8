import type { Browser, Page } from '@playwright/test';
import { expect, signInWithForm, snap, test, verifiedAccount } from './fixtures';

const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

async function browserSignedIn(browser: Browser, email: string, userAgent?: string): Promise<Page> {
  const context = await browser.newContext(userAgent ? { userAgent } : {});
  const page = await context.newPage();
  await signInWithForm(page, email);
  await expect(page).toHaveURL(/\/account$/);
  return page;
}

test('a third device meets the device dialog, removes one, and the removed browser is signed out on its next action', async ({
  browser,
  page,
  request,
  expectFailures,
}) => {
  // The third device's sign-in is refused (400 HUBSLLC001): that refusal opens the device dialog.
  expectFailures.push(/^400 .*\/api\/v1\/auth$/);
  const email = await verifiedAccount(request, 'devices');
  const first = await browserSignedIn(browser, email, ANDROID_PHONE);
  const second = await browserSignedIn(browser, email);

  await signInWithForm(page, email);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Too many devices')).toBeVisible();
  await expect(dialog.getByText('Your account can be signed in on 2 devices at once.', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Sign out (?!all)/ })).toHaveCount(2);
  await snap(page, 'device-limit-dialog');
  // The first browser is the Android phone.
  await dialog.getByRole('button', { name: 'Sign out Chrome on Android' }).click();
  await expect(page).toHaveURL(/\/account$/);

  await page.goto('/account/devices');
  await expect(page.getByText('This device')).toBeVisible();
  await snap(page, 'account-devices');

  // The removed browser learns at its next call.
  await first.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Devices' }).click();
  await expect(first).toHaveURL(/\/$/);
  await expect(
    first.getByText(
      'You have been signed out because your account was signed in elsewhere or this device was removed.',
    ),
  ).toBeVisible();
  expect(await first.evaluate(() => localStorage.getItem('clientJwtToken'))).toBeNull();

  // The second browser is still in, until this one signs out all the others.
  await second.goto('/account/devices');
  await expect(second.getByText('This device')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out all other devices' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Sign out all other devices' }).click();
  await expect(page.getByText('All your other devices have been signed out.')).toBeVisible();
  await second.reload();
  await expect(second).toHaveURL(/\/$/);

  await first.context().close();
  await second.context().close();
});
