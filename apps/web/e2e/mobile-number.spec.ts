import { PASSWORD, expect, latestCode, signInWithForm, snap, test, uniqueMobile, verifiedAccount } from './fixtures';

test('a fan adds a mobile number, verifies it by SMS code, signs in with it, then removes it', async ({
  page,
  request,
  expectFailures,
}) => {
  // Once removed, the number no longer signs in (404 HUBCSNF001), which the journey checks on purpose.
  expectFailures.push(/^40[04] .*\/api\/v1\/auth$/);
  const email = await verifiedAccount(request, 'mobile', 'Laxmi');
  const mobile = uniqueMobile();
  await signInWithForm(page, email);
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  await page.goto('/account');
  await expect(page.getByText('No mobile number yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a mobile number' });
  await expect(dialog.getByText('It is saved on your account once you enter the code.')).toBeVisible();
  await dialog.getByLabel('Mobile number').fill(mobile);
  await snap(page, 'mobile-number-add');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText(`+977 *******${mobile.slice(-3)}`)).toBeVisible();
  await snap(page, 'mobile-number-code');
  await dialog.getByLabel('Verification code').fill(await latestCode(request, `+977${mobile}`));
  await expect(page.getByText('Your mobile number is verified.')).toBeVisible();
  await expect(page.getByText(mobile)).toBeVisible();
  await expect(page.getByText('Verified').last()).toBeVisible();
  await snap(page, 'mobile-number-verified');

  // The verified number signs in, with the password of the account.
  await page.getByRole('button', { name: 'My account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('You have signed out.')).toBeVisible();
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Mobile', exact: true }).click();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();

  // Removed (the email still signs in), it no longer does.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('button', { name: 'Remove' }).last().click();
  await expect(page.getByText('Your mobile number has been removed.')).toBeVisible();
  await expect(page.getByText('No mobile number yet')).toBeVisible();
  await page.getByRole('button', { name: 'My account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('You have signed out.')).toBeVisible();
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Mobile', exact: true }).click();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Customer not found')).toBeVisible();
});
