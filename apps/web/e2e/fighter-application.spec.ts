import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, signInAsStaff, signInWithForm, signOutOfBackOffice, snap, test, verifiedAccount } from './fixtures';

/** A portrait JPEG made on the spot, as a phone would send it. */
async function portrait(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 1200, channels: 3, background: '#7c2d12' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="900" height="1200"><circle cx="450" cy="420" r="220" fill="#fbbf24"/><rect x="200" y="700" width="500" height="500" rx="120" fill="#1f2937"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();
}

/** Types into a searchable select and takes the first match, as a keyboard user would. */
async function chooseOption(page: Page, label: string, typed: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByLabel(label, { exact: true }).fill(typed);
  await page.keyboard.press('Enter');
}

test('a customer applies as a fighter, is rejected, re-applies and is approved; the profile goes public', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = await verifiedAccount(request, 'fighter', 'Bishal');
  await signInWithForm(page, email);
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();

  // The invitation, then the form prefilled from the account.
  await page.goto('/account/fighter');
  await expect(page.getByRole('heading', { name: 'Fight for SFC' })).toBeVisible();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Bishal');

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await portrait() });
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await page.getByLabel('Nickname (optional)').fill('The Khukuri');
  await page.getByLabel('Height', { exact: true }).fill('175');
  await page.getByLabel('Weight', { exact: true }).fill('70');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Your draft has been saved.')).toBeVisible();
  await expect(page.getByText('Your application is saved as a draft and has not been sent')).toBeVisible();

  // Sending without the required fields names each of them.
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Stance is required')).toBeVisible();
  await page.getByLabel('Date of birth').fill('1997-03-14');
  await page.getByLabel('Date of birth').press('Enter');
  await page.getByText('Male', { exact: true }).click();
  await chooseOption(page, 'Nationality', 'Nepal');
  await chooseOption(page, 'Country you represent', 'Nepal');
  await page.getByLabel('Weight class').click();
  await page.getByTitle(/^Lightweight/).click();
  await page.getByText('Southpaw').click();
  await page.getByLabel('Wins', { exact: true }).first().fill('6');
  await page.getByLabel('Losses').first().fill('1');
  await page.getByLabel('Wins by KO/TKO').first().fill('4');
  await snap(page, 'fighter-application-form');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Your profile is yet to be approved')).toBeVisible();
  await snap(page, 'fighter-application-pending');

  // Staff reject with a reason.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsStaff(staff);
  await staff.getByRole('menuitem', { name: 'Fighter applications' }).click();
  await staff.getByRole('link', { name: 'Bishal Sherpa' }).first().click();
  await expect(staff.getByRole('button', { name: 'Approve' })).toBeVisible();
  await snap(staff, 'fighter-review');
  await staff.getByRole('button', { name: 'Reject' }).click();
  const reject = staff.getByRole('dialog');
  await reject.getByRole('textbox').fill('The photo must show your face clearly.');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(staff.getByText(/rejected/i).first()).toBeVisible();

  // The customer sees the rejection and its reason, edits and re-applies.
  await page.reload();
  await expect(page.getByText('Your profile has been rejected')).toBeVisible();
  await expect(page.getByText('Reason: The photo must show your face clearly.')).toBeVisible();
  await snap(page, 'fighter-application-rejected');
  await page.getByRole('button', { name: 'Re-Apply' }).first().click();
  await page.getByLabel('Bio (optional)').fill('Bishal trains in Kathmandu and fights southpaw.');
  await page.getByRole('button', { name: 'Re-Apply' }).last().click();
  await expect(page.getByText('Your profile is yet to be approved')).toBeVisible();

  // Staff approve.
  await staff.goto('/admin/fighters');
  await staff.getByRole('link', { name: 'Bishal Sherpa' }).first().click();
  await staff.getByRole('button', { name: 'Approve' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByText('Bishal Sherpa is approved.')).toBeVisible();
  await signOutOfBackOffice(staff);
  await staffContext.close();

  // The profile is in the directory, and its page shows the data, the flag and the height in feet and inches.
  await page.goto('/fighters');
  await page.getByLabel('Search fighters').fill('the khukuri');
  await expect(page.getByText('1 fighter', { exact: true })).toBeVisible();
  const card = page.getByRole('link', { name: /Bishal/ }).first();
  await expect(card).toBeVisible();
  await snap(page, 'fighter-directory');
  await card.click();
  await expect(page).toHaveURL(/\/fighters\/[0-9a-f]{6}-bishal-sherpa$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bishal “The Khukuri” Sherpa' })).toBeVisible();
  await expect(page.getByText('The Khukuri').first()).toBeVisible();
  await expect(page.getByText(`5' 9"`).first()).toBeVisible();
  await expect(page.getByText('175 cm').first()).toBeVisible();
  await expect(page.getByText('Lightweight').first()).toBeVisible();
  await expect(page.getByText('Southpaw').first()).toBeVisible();
  await expect(page.locator('img[src="/flags/w64/np.png"]').first()).toBeVisible();
  await expect(page).toHaveTitle('Bishal "The Khukuri" Sherpa | SFC');
  await snap(page, 'fighter-profile');
});
