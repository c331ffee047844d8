import { randomUUID } from 'node:crypto';
import { PASSWORD, expect, latestCode, snap, test, uniqueEmail } from './fixtures';

test('a customer changes the email address with a code, then signs in with it', async ({ page, request }) => {
  const email = uniqueEmail('before');
  const signUp = await request.post('/api/v1/register', {
    data: {
      firstName: 'Ram',
      lastName: 'Thapa',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      registrationPurpose: 'FAN',
    },
  });
  await request.post('/api/v1/register/verify', {
    data: { userId: (await signUp.json()).data.userId, code: await latestCode(request, email) },
    headers: { 'device-token': randomUUID() },
  });

  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
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
  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(next);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
});
