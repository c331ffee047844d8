import type { Page } from '@playwright/test';
import {
  expect,
  test,
  PASSWORD,
  ADMIN,
  signInAsStaff,
  signInWithForm,
  signOutOfBackOffice,
  snap,
  verifiedAccount,
} from './fixtures';

/** Demo fighters (seeded with the demo password): Nabin Karki registers, Ramesh Limbu is his opponent. */
const FIGHTER = { email: 'fighter8@sfc.example', name: 'Nabin Karki' };
const OPPONENT = 'Ramesh Limbu';

/** Kathmandu wall-clock time `days` from now at 18:00, as the back-office picker takes it. */
function kathmanduEvening(days: number): string {
  const day = new Date(Date.now() + 5.75 * 3600_000 + days * 86_400_000);
  return `${day.toISOString().slice(0, 10)} 18:00`;
}

/** Picks an option in an antd searchable select by its label: type, wait for the list to match, take the first. */
async function choose(page: Page, label: string, text: string) {
  await page.getByLabel(label).click();
  await page.getByLabel(label).fill(text);
  const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await expect(options.first()).toContainText(text);
  await page.keyboard.press('Enter');
}

async function publicRecord(page: Page, slug: string): Promise<{ wins: number; losses: number; draws: number }> {
  const response = await page.request.get(`/api/v1/fighter-profiles/public/${slug}`);
  return (await response.json()).data.record;
}

test('an event from creation to result: registration, rejection, re-apply, card, ticket, check-in', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const eventName = `Valley Fight Night ${Date.now() % 100000}`;
  const fighterSlug = (
    await (await page.request.post('/api/v1/fighter-profiles/public/search', { data: { query: 'nabin karki' } })).json()
  ).data.items[0].slug as string;
  const before = await publicRecord(page, fighterSlug);

  // Staff create the event with Middleweight open for registration, then publish it.
  await signInAsStaff(page);
  await page.getByRole('menuitem', { name: 'Events', exact: true }).click();
  await page.getByRole('button', { name: 'New event' }).click();
  await page.getByLabel('Name', { exact: true }).fill(eventName);
  await page.getByLabel('Tagline').fill('Eight bouts in the valley');
  await page.getByLabel('Starts').click();
  await page.getByLabel('Starts').fill(kathmanduEvening(10));
  await page.getByLabel('Starts').press('Enter');
  await page.getByLabel('Venue', { exact: true }).fill('Dasarath Rangasala');
  await page.getByLabel('City').fill('Kathmandu');
  await page.getByLabel('Map link').fill('https://maps.google.com/?q=Dasarath+Rangasala');
  await choose(page, 'Weight classes taking registrations', 'Middleweight');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText(`${eventName} was created as a draft.`)).toBeVisible();
  const eventId = /\/admin\/events\/([0-9a-f-]{36})/.exec(page.url())?.[1] as string;
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`${eventName} is published.`)).toBeVisible();
  await snap(page, 'admin-event-published');

  // Free seats are a tier priced 0: 200 of them, one per fan.
  await page.getByRole('tab', { name: /Tickets/ }).click();
  await page.getByRole('button', { name: 'Add a tier' }).click();
  const tierDialog = page.getByRole('dialog');
  await tierDialog.getByLabel('Name', { exact: true }).fill('General admission');
  await tierDialog.getByLabel('Price per seat').fill('0');
  await tierDialog.getByLabel('Seats', { exact: true }).fill('200');
  await tierDialog.getByLabel('Seats per order').fill('1');
  await snap(page, 'admin-tier-dialog');
  await tierDialog.getByRole('button', { name: 'Add tier' }).click();
  await expect(page.getByText('General admission is on the event.')).toBeVisible();
  await expect(page.getByTestId('admin-tier')).toContainText('0 sold · 0 being paid · 200 left of 200');
  await snap(page, 'admin-event-tiers');
  const slug = (await (await page.request.get(`/api/v1/events/search/detail/${eventId}`)).json()).data.slug as string;

  // The approved fighter registers from the event page.
  const fighterContext = await browser.newContext();
  const fighter = await fighterContext.newPage();
  await signInWithForm(fighter, FIGHTER.email, ADMIN.password);
  await expect(fighter.getByRole('button', { name: 'My account' })).toBeVisible();
  await fighter.goto(`/events/${slug}`);
  await expect(fighter.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  await fighter.getByTestId('fighter-register').click();
  await fighter.getByTestId('registration-submit').click();
  await expect(fighter.getByTestId('fighter-registered')).toBeVisible();
  await expect(fighter.getByTestId('fighter-registered')).toHaveText(/Registered/);
  await snap(fighter, 'event-fighter-registered');

  // Staff reject with a reason; the fighter sees it and Re-Apply.
  await page.getByRole('tab', { name: 'Registrations' }).click();
  await page.getByRole('button', { name: 'Reject' }).first().click();
  await page.getByRole('dialog').getByLabel('Reason (the fighter reads it)').fill('Weigh-in papers are missing');
  await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText(`${FIGHTER.name} is rejected for ${eventName}.`)).toBeVisible();
  await fighter.reload();
  await expect(fighter.getByText('Weigh-in papers are missing')).toBeVisible();
  await expect(fighter.getByTestId('fighter-reapply')).toHaveText('Re-Apply');
  await snap(fighter, 'event-fighter-rejected');
  await fighter.getByTestId('fighter-reapply').click();
  await fighter.getByLabel(/Note for the promotion/).fill('Papers attached at the gym');
  await fighter.getByTestId('registration-submit').click();
  await expect(fighter.getByTestId('fighter-registered')).toBeVisible();

  // Staff accept and put the fighter on the card against a demo opponent.
  await page.getByRole('tab', { name: 'Details' }).click();
  await page.getByRole('tab', { name: 'Registrations' }).click();
  await page.getByRole('button', { name: 'Accept' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(`${FIGHTER.name} is accepted for ${eventName}.`)).toBeVisible();
  await page.getByRole('tab', { name: 'Fight card' }).click();
  await page.getByRole('button', { name: 'Add bout' }).click();
  const boutDialog = page.getByRole('dialog');
  await choose(page, 'Weight class', 'Middleweight');
  await choose(page, 'Red corner', 'Nabin');
  await choose(page, 'Blue corner', 'Ramesh');
  await boutDialog.getByRole('button', { name: 'Add bout' }).click();
  await expect(page.getByText('Bout added to the card.')).toBeVisible();
  await expect(page.getByText(OPPONENT).first()).toBeVisible();
  await snap(page, 'admin-event-card');

  // A fan registers to attend and gets a QR ticket.
  const fanEmail = await verifiedAccount(page.request, 'attendee', 'Mingma');
  const fanContext = await browser.newContext();
  const fan = await fanContext.newPage();
  await signInWithForm(fan, fanEmail, PASSWORD);
  await expect(fan.getByRole('button', { name: 'My account' })).toBeVisible();
  await fan.goto(`/events/${slug}`);
  await expect(fan.getByText(`${FIGHTER.name}`).first()).toBeVisible();
  await snap(fan, 'event-detail');
  await fan.getByTestId('attend-event').click();
  await fan.getByTestId('attending-link').click();
  await expect(fan).toHaveURL(/\/account\/tickets/);
  const qr = fan.getByTestId('ticket-qr').first();
  await expect(qr).toBeVisible();
  await snap(fan, 'account-tickets');
  const qrImage = await qr.screenshot();

  // Staff check the ticket in by scanning a photo of its QR; a second scan warns.
  await page.goto(`/admin/check-in?event=${eventId}`);
  await page
    .getByTestId('check-in-photo')
    .setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: qrImage });
  await expect(page.getByText('Checked in', { exact: true })).toBeVisible();
  await expect(page.getByText('Mingma Sherpa')).toBeVisible();
  await snap(page, 'admin-check-in');
  await page
    .getByTestId('check-in-photo')
    .setInputFiles({ name: 'ticket.png', mimeType: 'image/png', buffer: qrImage });
  await expect(page.getByText(/already checked in at/i)).toBeVisible();
  await snap(page, 'admin-check-in-again');

  // Fight night: the event goes live, staff record the result, the fighter's public record changes.
  await page.goto(`/admin/events/${eventId}`);
  await page.getByRole('button', { name: 'Go live' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Go live' }).click();
  await expect(page.getByText(`${eventName} is live.`)).toBeVisible();
  await page.getByRole('tab', { name: 'Fight card' }).click();
  await page.getByRole('button', { name: 'Record result' }).click();
  const resultDialog = page.getByRole('dialog');
  await resultDialog.getByRole('radio', { name: 'Win' }).check();
  await resultDialog.getByRole('radio', { name: new RegExp(FIGHTER.name) }).check();
  await choose(page, 'Method', 'KO');
  await resultDialog.getByRole('radio', { name: '2', exact: true }).check();
  await resultDialog.getByLabel('Time').fill('3:41');
  await resultDialog.getByRole('button', { name: 'Save result' }).click();
  await expect(page.getByText('Result saved.', { exact: false })).toBeVisible();
  await snap(page, 'admin-event-result');

  const after = await publicRecord(page, fighterSlug);
  expect(after).toEqual({ ...before, wins: before.wins + 1 });
  await fan.goto(`/fighters/${fighterSlug}`);
  await expect(fan.getByText(`${after.wins}-${after.losses}-${after.draws}`).first()).toBeVisible();
  await expect(fan.getByRole('link', { name: eventName }).first()).toBeVisible();
  await expect(fan.getByText('KO/TKO · Round 2').first()).toBeVisible();
  await snap(fan, 'fighter-after-result');

  await fighterContext.close();
  await fanContext.close();
  await page.goto('/admin');
  await signOutOfBackOffice(page);
});

test('an event page has one primary action, and a past one links its bouts and whole card to their videos', async ({
  page,
}) => {
  // The next event: the live pass, named for what it is, is the one primary action; "Watch live" waits for the
  // stream (an hour before the start); the free ticket keeps its own, quieter, panel.
  await page.goto('/events');
  await page
    .getByRole('link', { name: /SFC 3: Kathmandu Showdown/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'SFC 3: Kathmandu Showdown' })).toBeVisible();
  const livePass = page.getByRole('button', { name: 'Live pass, Rs. 999' });
  await expect(livePass).toBeVisible();
  await expect(livePass).toHaveClass(/btn-primary/);
  await expect(page.getByRole('link', { name: 'Watch live' })).toHaveCount(0);
  await expect(page.locator('.events-hero .btn-primary, .events-detail-actions .btn-primary')).toHaveCount(1);
  await snap(page, 'event-upcoming-actions');

  // A past event: each fought bout with a video links to it, and the card's showcase is linked above the bouts.
  await page.goto('/events');
  await page
    .getByRole('link', { name: /SFC 2: Lakeside Fury/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'SFC 2: Lakeside Fury' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Live pass/ })).toHaveCount(0);
  const fight = page.getByRole('link', { name: 'Watch the fight: Kabita Tamang vs Anjali Gurung' });
  await expect(fight).toHaveAttribute('href', /^\/videos\/[a-z0-9-]+$/);
  await expect(page.getByRole('link', { name: 'Watch the fight: Ramesh Limbu vs Bikash Thapa' })).toBeVisible();
  const showcase = page.getByRole('link', { name: /Watch every bout: SFC 2: Lakeside Fury, the whole card/ });
  await expect(showcase).toHaveAttribute('href', '/showcases/sfc-2-lakeside-fury-the-whole-card');
  await snap(page, 'event-past-videos');
  await fight.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Kabita Tamang vs Anjali Gurung: the full fight' }),
  ).toBeVisible();
});
