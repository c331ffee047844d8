import sharp from 'sharp';
import { expect, signInAsStaff, signOutOfBackOffice, snap, test } from './fixtures';

test('staff keep master data and correct an approved fighter, whose public page changes at once', async ({ page }) => {
  await signInAsStaff(page);

  // Master data: a new gym with its logo, listed for the fighter forms.
  await page.getByRole('menuitem', { name: 'Master data' }).click();
  await expect(page.getByRole('button', { name: 'Edit Lightweight' })).toBeVisible();
  await snap(page, 'admin-master-data');
  await page.getByRole('tab', { name: 'Gyms and teams' }).click();
  await page.getByRole('button', { name: 'Add gym or team' }).click();
  const dialog = page.getByRole('dialog');
  const gym = `Annapurna MMA ${Date.now() % 100000}`;
  await dialog.getByLabel('Name', { exact: true }).fill(gym);
  await dialog.getByLabel('City').fill('Pokhara');
  const logo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  await dialog.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(gym, { exact: true })).toBeVisible();
  const selectables = await page.request.get('/api/v1/fighter-profiles/selectables');
  expect((await selectables.json()).data.affiliations.map((a: { label: string }) => a.label)).toContain(gym);

  // An approved demo fighter: staff correct the nickname; the public profile shows it at once.
  await page.getByRole('menuitem', { name: 'Fighter applications' }).click();
  await page.getByRole('radio', { name: /Approved/ }).click();
  await page
    .getByRole('link', { name: /Sujan Rai/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Nickname').fill('Himal');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  await snap(page, 'admin-fighter-edited');

  const found = await page.request.post('/api/v1/fighter-profiles/public/search', { data: { query: 'sujan rai' } });
  const slug = (await found.json()).data.items[0].slug as string;
  await page.goto(`/fighters/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sujan “Himal” Rai' })).toBeVisible();

  await page.goto('/admin');
  await signOutOfBackOffice(page);
});
