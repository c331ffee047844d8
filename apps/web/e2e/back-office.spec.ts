import {
  ADMIN,
  PASSWORD,
  expect,
  latestCode,
  latestMessage,
  signOutOfBackOffice,
  snap,
  test,
  uniqueEmail,
} from './fixtures';

test('staff sign in to /admin, invite a staff member with one area, who signs up and sees only that area', async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/admin');
  await expect(page.getByText('Staff sign in')).toBeVisible();
  await snap(page, 'admin-sign-in');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Namaste, Platform Administrator')).toBeVisible();
  await expect(page.getByText('You are an administrator: you hold every permission area.')).toBeVisible();
  await snap(page, 'admin-overview');

  await page.getByRole('menuitem', { name: 'Customers' }).click();
  await expect(page.getByLabel('Search customers')).toBeVisible();
  await page.getByLabel('Search customers').fill('fan@sfc.example');
  await expect(page.getByText('Sita Gurung')).toBeVisible();
  await snap(page, 'admin-customers');
  await page.getByText('Sita Gurung').click();
  await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}/);
  await snap(page, 'admin-customer-detail');

  const invited = uniqueEmail('staff');
  await page.getByRole('menuitem', { name: 'Staff' }).click();
  await page.getByRole('button', { name: 'Invite staff' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email address').fill(invited);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Choose at least one permission area')).toBeVisible();
  await dialog.getByText('Dashboard and content').click();
  await snap(page, 'admin-invite-staff');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${invited}.`)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Invitations' }).click();
  await expect(page.getByText(invited, { exact: true })).toBeVisible();
  await snap(page, 'admin-invitations');
  await signOutOfBackOffice(page);

  // The invited colleague follows the link from the email.
  const message = await latestMessage(request, invited);
  expect(message.subject).toBe('You are invited to Summit Fighting Championship');
  const link = /(http\S+\/signup\?invitation=[\w-]+)/.exec(message.text)?.[1] ?? '';
  const colleague = await (await browser.newContext()).newPage();
  await colleague.goto(link);
  await expect(colleague.getByText('You have been invited')).toBeVisible();
  await expect(colleague.getByLabel('Email', { exact: true })).toHaveValue(invited);
  await expect(colleague.getByLabel('Email', { exact: true })).not.toBeEditable();
  await colleague.getByLabel('First name').fill('Maya');
  await colleague.getByLabel('Last name').fill('Thapa');
  await colleague.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await colleague.getByRole('button', { name: 'Create account' }).click();
  await colleague.getByLabel('Verification code').fill(await latestCode(request, invited));
  await expect(colleague.getByText('Your account is confirmed. Welcome!')).toBeVisible();

  await colleague.goto('/admin');
  await expect(colleague.getByText('Namaste, Maya Thapa')).toBeVisible();
  await expect(colleague.getByText('You hold 1 of 4 permission areas.')).toBeVisible();
  await expect(colleague.getByRole('menuitem', { name: 'Customers' })).toHaveCount(0);
  await colleague.goto('/admin/customers');
  await expect(colleague.getByText('Your account does not have access to this area.')).toBeVisible();
  await snap(colleague, 'admin-forbidden');
  await colleague.context().close();
});

test('a fan who opens /admin is told the account has no back-office access', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill('agent@sfc.example');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/admin');
  await expect(page.getByText('No back-office access')).toBeVisible();
});
