import { expect, latestCode, snap, test, verifiedAccount } from './fixtures';

const NEW_PASSWORD = 'Lumbini@2027';

test('a customer who forgot the password resets it with an emailed code', async ({ page, request }) => {
  const email = await verifiedAccount(request, 'forgot', 'Anil');

  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  // Reached in the app (no server render to wait for): a late mount of the form (its chunk, its theme) can still
  // drop what was typed on a busy machine, so the address is typed again until it stays (noted: worth fixing in
  // the form itself).
  await page.waitForLoadState('networkidle');
  const field = page.getByLabel('Email', { exact: true });
  await expect(async () => {
    await field.fill(email);
    await expect(field).toHaveValue(email, { timeout: 1000 });
    await page.waitForTimeout(300);
    await expect(field).toHaveValue(email, { timeout: 100 });
  }).toPass({ timeout: 15_000 });
  await snap(page, 'forgot-password');
  await page.getByRole('button', { name: 'Send code' }).click();

  await expect(page).toHaveURL(/\/reset-password/);
  await page.getByLabel('Verification code').fill(await latestCode(request, email));
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await snap(page, 'reset-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset. Sign in with your new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
});
