import { PASSWORD, expect, latestCode, snap, test, uniqueMobile } from './fixtures';

test('a fighter signs up by Nepali mobile number with the code from the outbox', async ({
  page,
  request,
  expectFailures,
}) => {
  // A wrong code first, on purpose.
  expectFailures.push(/^400 .*\/api\/v1\/register\/verify$/);
  const mobile = uniqueMobile();
  await page.goto('/signup?purpose=FIGHTER');
  await page.getByLabel('First name').fill('Sunita');
  await page.getByLabel('Last name').fill('Magar');
  // Mobile is the default way to sign up, Nepal the default country.
  await expect(page.getByRole('button', { name: 'Mobile', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Country code').locator('option:checked')).toHaveText('Nepal(+977)');
  await page.getByLabel('Mobile number').fill('98123');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Mobile number is too short')).toBeVisible();
  await page.getByLabel('Mobile number').fill(mobile);
  await expect(page.getByRole('radio', { name: /Fighter/ })).toBeChecked();
  await snap(page, 'sign-up-mobile');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText('We sent a 6-digit code by SMS to')).toBeVisible();
  await expect(page.getByText(`+977 *******${mobile.slice(-3)}`)).toBeVisible();
  await page.getByLabel('Verification code').fill('000000');
  await expect(page.getByText(/The code does not match\. 4 attempt\(s\) left\./)).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestCode(request, `+977${mobile}`));
  await expect(page).toHaveURL(/\/account$/);
  expect(await page.evaluate(() => localStorage.getItem('registrationPurpose'))).toBe('FIGHTER');
  expect(await page.evaluate(() => localStorage.getItem('mobileNumberVerified'))).toBe('true');
});
