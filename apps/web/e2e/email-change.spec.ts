import { expect, latestCode, signInWithForm, snap, test, uniqueEmail, verifiedAccount } from './fixtures';

test('a customer changes the email address with a code, then signs in with it', async ({ page, request }) => {
  const email = await verifiedAccount(request, 'before', 'Ram');
  await signInWithForm(page, email);
  await expect(page).toHaveURL(/\/account$/);

  const next = uniqueEmail('after');
  await page.getByRole('button', { name: 'Change email' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill(next);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('We sent a 6-digit code by email to')).toBeVisible();
  await snap(page, 'account-email-code');
  await dialog.getByLabel('Verification code').fill(await latestCode(request, next));
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  await expect(page.getByText(next)).toBeVisible();

  await page.getByRole('button', { name: 'My account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // Signed out before the sign-in page opens: left in flight, the sign-out could land after it.
  await expect(page.getByText('You have signed out.')).toBeVisible();
  await signInWithForm(page, next);
  await expect(page).toHaveURL(/\/account$/);
});
