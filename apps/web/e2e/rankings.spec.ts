import { expect, signInAsStaff, signOutOfBackOffice, snap, test } from './fixtures';

test('staff publish a new version of the rankings; fans see each fighter’s movement and the profile its place', async ({
  page,
}) => {
  await signInAsStaff(page);
  await page.getByRole('menuitem', { name: 'Rankings' }).click();
  await page.getByRole('combobox', { name: 'Weight class' }).click();
  await page.getByTitle('Lightweight', { exact: true }).click();
  // The demo's Lightweight rankings: its one fighter holds the title.
  await expect(page.getByRole('link', { name: /Champion\s*Bikash Thapa/ })).toBeVisible();

  // Two fighters ranked behind the champion (fighters moving up from other classes are found by name).
  const rank = async (place: number, typed: string, name: string) => {
    await page.getByRole('button', { name: /Add a ranked fighter/ }).click();
    const select = page.getByRole('combobox', { name: `Place ${place}` });
    await select.click();
    await select.fill(typed);
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: name })
      .click();
  };
  await rank(1, 'Sujan', 'Sujan Rai');
  await rank(2, 'Anjali', 'Anjali Gurung');
  await page.getByRole('button', { name: 'Publish this version' }).click();
  await expect(page.getByText('The Lightweight rankings are published')).toBeVisible();
  await expect(page.getByText(/Version 2, as of/)).toBeVisible();

  // Anjali Gurung's win: she moves above Sujan Rai in the next version.
  await page.getByRole('button', { name: 'Move place 2 up' }).click();
  await page.getByRole('button', { name: 'Publish this version' }).click();
  await expect(page.getByText(/Version 3, as of/)).toBeVisible();
  await snap(page, 'admin-rankings');
  await signOutOfBackOffice(page);

  // Fans: the class's champion, then the ranks with their movement.
  await page.goto('/rankings');
  const lightweight = page.getByRole('region', { name: 'Lightweight', exact: true });
  await expect(lightweight.getByRole('link', { name: /Anjali Gurung/ })).toContainText('1');
  await expect(lightweight.getByLabel('Up 1 place')).toBeVisible();
  await expect(lightweight.getByLabel('Down 1 place')).toBeVisible();
  await snap(page, 'rankings');

  // In Nepali: the page's words, the class and the names.
  await page.goto('/rankings?lang=ne');
  await expect(page.getByRole('heading', { level: 1, name: 'वरीयता' })).toBeVisible();
  await expect(page.getByLabel('१ स्थान माथि')).toBeVisible();
  await snap(page, 'rankings-ne');

  // A title's history comes from its title bouts: the demo's light heavyweight title fight.
  await page.goto('/rankings?lang=en');
  await page.getByRole('link', { name: 'Light Heavyweight title history' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Light Heavyweight title' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pemba Sherpa' })).toBeVisible();
  await expect(page.getByText('the reigning champion')).toBeVisible();
  await snap(page, 'title-history');

  // Her profile carries her place, linked to the rankings (in English again: the language stays chosen).
  await page.goto('/rankings');
  await lightweight.getByRole('link', { name: /Anjali Gurung/ }).click();
  await expect(page.getByRole('link', { name: '#1 Lightweight' })).toBeVisible();
  await snap(page, 'profile-ranked');
});
