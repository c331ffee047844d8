import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, signInAsStaff, signOutOfBackOffice, snap, test } from './fixtures';

/** Chooses an option of an antd select of the dialog by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label, exact: true }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .click();
}

test('staff run an ad on the video hub; visitors see it there, marked as an ad, and it takes them to its page', async ({
  page,
}) => {
  const title = `Tickets for SFC 3 on sale ${Date.now() % 100000}`;
  await signInAsStaff(page);
  await page.getByRole('menuitem', { name: 'Ads', exact: true }).click();
  await page.getByRole('button', { name: 'Add an ad' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await choose(page, 'Placement', 'Video hub');
  // The action's choices are segmented buttons (the radio inputs are out of sight): press the label.
  await dialog
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Open', exact: true }) })
    .click();
  await expect(dialog.getByRole('radio', { name: 'Open', exact: true })).toBeChecked();
  await dialog.getByLabel('Address', { exact: true }).fill('/events');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Ad saved. Now add its picture: it runs once it has one.')).toBeVisible();

  // The ad runs once it has its picture.
  const picture = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#b91c1c' } })
    .png()
    .toBuffer();
  await dialog
    .getByRole('group', { name: 'Picture' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'tickets.png', mimeType: 'image/png', buffer: picture });
  await expect(dialog.getByRole('img', { name: title })).toBeVisible();
  await snap(page, 'admin-ad-dialog');
  await dialog.locator('form').getByRole('button', { name: 'Close', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Running', { exact: true })).toBeVisible();
  await snap(page, 'admin-ads');
  await signOutOfBackOffice(page);

  // A visitor on the hub sees it at once: a staff change clears the server's cache of the running ads.
  await page.goto('/videos');
  const ad = page.getByRole('complementary', { name: 'Advertisement' }).getByRole('link', { name: title });
  await expect(ad).toBeVisible();
  await snap(page, 'videos-hub-ad');
  await ad.click();
  await expect(page).toHaveURL(/\/events$/);

  // Its placement is the hub's: the home page and the watch pages do not show it.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'SFC Fight Pass: every fight, live and on demand' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});
