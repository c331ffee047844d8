import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, signInAsStaff, signOutOfBackOffice, snap, staffHeaders, test } from './fixtures';

const DAY = 86_400_000;
const CLASS = "Women's Flyweight";

/** A demo fighter's id and page slug, found as the directory finds her. */
async function demoFighter(request: APIRequestContext, name: string) {
  const found = await request.post('/api/v1/fighter-profiles/public/search', { data: { query: name } });
  const fighter = ((await found.json()).data.items as { id: string; slug: string; firstName: string }[])[0];
  expect(fighter, name).toBeDefined();
  return fighter!;
}

/**
 * The scene, set up through the API as staff would in the back office: a title night taken live, where Sabina Magar
 * wins the vacant Women's Flyweight title from Kabita Tamang (they meet again on the demo's SFC 3).
 */
async function titleNight(request: APIRequestContext) {
  const staff = await staffHeaders(request);
  const classes = await request.post('/api/v1/master-datas/search/all', { data: { kind: 'WEIGHT_CLASS' } });
  const weightClass = ((await classes.json()).data.items as { id: string; name: string }[]).find(
    (entry) => entry.name === CLASS,
  );
  const [sabina, kabita] = [await demoFighter(request, 'Sabina Magar'), await demoFighter(request, 'Kabita Tamang')];
  const created = await request.post('/api/v1/events', {
    headers: staff,
    data: {
      name: `Title Night ${randomUUID().slice(0, 6)}`,
      tagline: null,
      description: null,
      startsAt: new Date(Date.now() + 3 * DAY).toISOString(),
      venue: { name: 'Pokhara Rangasala', city: 'Pokhara', address: null, mapUrl: null },
      registrationOpensAt: null,
      registrationClosesAt: null,
      weightClassIds: [],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const eventId = (await created.json()).data.id as string;
  const added = await request.post(`/api/v1/events/${eventId}/bouts`, {
    headers: staff,
    data: {
      weightClassId: weightClass?.id,
      redFighterId: sabina.id,
      blueFighterId: kabita.id,
      scheduledRounds: 5,
      isMainEvent: true,
      isTitleFight: true,
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const boutId = ((await added.json()).data.fightCard as { id: string }[])[0]?.id;
  for (const step of ['publish', 'live'])
    expect((await request.post(`/api/v1/events/${eventId}/${step}`, { headers: staff })).status()).toBe(200);
  const result = await request.put(`/api/v1/events/${eventId}/bouts/${boutId}/result`, {
    headers: staff,
    data: { outcome: 'WIN', winnerId: sabina.id, method: 'DECISION_UNANIMOUS', round: 5, time: '5:00' },
  });
  expect(result.status(), await result.text()).toBe(200);
  return { sabina, weightClassId: weightClass?.id ?? '' };
}

test('fans come back: a champion’s reign and next bout, a past card’s fights to watch, and staff vacating a title', async ({
  page,
}) => {
  const { sabina, weightClassId } = await titleNight(page.request);

  // The champion's profile: her title, linked to its history, and her next bout, linked to its event.
  await page.goto(`/fighters/${sabina.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: /Sabina/ })).toBeVisible();
  const titles = page.getByRole('region', { name: 'Titles' });
  await expect(titles.getByRole('link', { name: `${CLASS} title` })).toHaveAttribute(
    'href',
    `/titles/${weightClassId}`,
  );
  await expect(titles.getByText('0 defenses · the reigning champion')).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming bouts' });
  await expect(upcoming.getByRole('link', { name: 'Kabita Tamang' })).toBeVisible();
  await expect(upcoming.getByRole('link', { name: 'SFC 3: Kathmandu Showdown' })).toHaveAttribute(
    'href',
    /^\/events\/sfc-3-kathmandu-showdown/,
  );
  await snap(page, 'profile-reign-upcoming');
  await page.goto(`/fighters/${sabina.slug}?lang=ne`);
  await expect(page.getByRole('region', { name: 'उपाधिहरू' })).toContainText('वर्तमान च्याम्पियन');
  await expect(page.getByRole('region', { name: 'आगामी खेलहरू' })).toContainText('SFC 3: काठमाडौं शोडाउन');
  await snap(page, 'profile-reign-upcoming-ne');
  await page.goto(`/fighters/${sabina.slug}?lang=en`);
  await page
    .getByRole('region', { name: 'Titles' })
    .getByRole('link', { name: `${CLASS} title` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `${CLASS} title` })).toBeVisible();
  await expect(page.getByText('the reigning champion')).toBeVisible();

  // A past event: its bouts link their videos, and a video page links its event and its fighters.
  const past = await page.request.post('/api/v1/events/search/all', { data: { period: 'PAST', pageSize: 50 } });
  const lakeside = ((await past.json()).data.items as { slug: string; name: string }[]).find(
    (event) => event.name === 'SFC 2: Lakeside Fury',
  );
  await page.goto(`/events/${lakeside?.slug}`);
  const watch = page.getByRole('link', { name: 'Watch the fight: Kabita Tamang vs Anjali Gurung' });
  await expect(watch).toBeVisible();
  await snap(page, 'event-past-watch');
  await watch.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Kabita Tamang vs Anjali Gurung: the full fight' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'SFC 2: Lakeside Fury', exact: true })).toHaveAttribute(
    'href',
    `/events/${lakeside?.slug}`,
  );
  await snap(page, 'video-links');
  await page.getByRole('link', { name: 'Kabita Tamang', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Kabita/ })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Upcoming bouts' }).getByRole('link', { name: 'Sabina Magar' }),
  ).toBeVisible();
  await page.goto(`/events/${lakeside?.slug}?lang=ne`);
  await expect(page.getByRole('link', { name: /कविता तामाङ/ }).first()).toBeVisible();
  await snap(page, 'event-past-watch-ne');

  // Staff: Sabina Magar gives the title up; the back office asks why and to confirm.
  await page.goto('/?lang=en');
  await signInAsStaff(page);
  await page.getByRole('menuitem', { name: 'Rankings' }).click();
  await expect(page.getByRole('combobox', { name: 'Weight class' })).toBeVisible();
  // The class is kept in the address (the list is long: its lower entries are not drawn until scrolled to).
  await page.goto(`/admin/rankings?class=${weightClassId}`);
  const holder = page.getByRole('region', { name: 'Title', exact: true });
  await expect(holder).toContainText('Sabina Magar holds the title');
  await holder.getByRole('button', { name: 'Vacate title' }).click();
  const dialog = page.getByRole('dialog', { name: `Vacate the ${CLASS} title?` });
  await dialog.getByLabel(/Reason/).fill('Moving up to bantamweight');
  await snap(page, 'admin-vacate-title');
  await dialog.getByRole('button', { name: 'Vacate title' }).click();
  await expect(page.getByText(`The ${CLASS} title is vacant`, { exact: true })).toBeVisible();
  await expect(holder).toContainText('The title is vacant.');
  await expect(holder.getByRole('button', { name: 'Vacate title' })).toHaveCount(0);
  await snap(page, 'admin-title-vacant');
  await signOutOfBackOffice(page);

  // Her profile says so at once: the reign ended, vacated today.
  await page.goto(`/fighters/${sabina.slug}`);
  const after = page.getByRole('region', { name: 'Titles' });
  await expect(after.getByText('Vacated', { exact: true })).toBeVisible();
  await expect(after).toContainText('0 defenses · vacated on');
  await snap(page, 'profile-reign-vacated');
});
