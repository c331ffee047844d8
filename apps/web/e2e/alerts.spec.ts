import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { startPushService } from '../../api/test/push-service';
import {
  PASSWORD,
  expect,
  headersOf,
  signInAsStaff,
  signInWithForm,
  snap,
  staffHeaders,
  test,
  verifiedAccount,
} from './fixtures';

// The stand-in push service the server may call in the journeys (PUSH_SERVICE_HOSTS in playwright.config.ts).
const PUSH_PORT = 19461;

type Fighter = {
  id: string;
  slug: string;
  firstName: string;
  lastName: string;
  gender: string;
  weightClass: { id: string } | null;
};

/** Two approved demo fighters of one weight class, and a new published event a month away, made by staff. */
async function scene(request: APIRequestContext) {
  const staff = await staffHeaders(request);
  const search = await request.post('/api/v1/fighter-profiles/public/search', { data: { page: 1, pageSize: 60 } });
  const fighters = (await search.json()).data.items as Fighter[];
  // Two of one division (men's or women's): the booking's weight class is the red corner's.
  const red = fighters.find((fighter) => fighter.weightClass);
  const blue = fighters.find((fighter) => fighter !== red && fighter.gender === red?.gender);
  expect(blue, JSON.stringify(fighters.length)).toBeDefined();
  const startsAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const created = await request.post('/api/v1/events', {
    headers: staff,
    data: {
      name: `Alerts Night ${randomUUID().slice(0, 4)}`,
      tagline: 'Booked while you watch',
      description: 'A card built in front of its fans.',
      startsAt,
      venue: { name: 'Dasarath Rangasala', city: 'Kathmandu', address: 'Tripureshwor', mapUrl: null },
      registrationOpensAt: null,
      registrationClosesAt: null,
      weightClassIds: [],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const event = (await created.json()).data as { id: string; slug: string; name: string };
  expect((await request.post(`/api/v1/events/${event.id}/publish`, { headers: staff })).status()).toBe(200);
  return { staff, red: red!, blue: blue!, event };
}

/**
 * Chromium headless has no push service of its own, so the page's PushManager hands out a subscription at the
 * stand-in (made with the server's key, with keys only the stand-in holds); everything after is real: the server
 * signs and encrypts, the stand-in checks and decrypts, and Chromium's service worker gets the message through the
 * DevTools protocol, as the browser's push service would deliver it.
 */
async function stubPushManager(page: Page, subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  await page.addInitScript((given) => {
    let subscribed = false;
    const made = {
      endpoint: given.endpoint,
      options: { userVisibleOnly: true },
      toJSON: () => given,
      unsubscribe: async () => ((subscribed = false), true),
    };
    PushManager.prototype.subscribe = async () => ((subscribed = true), made as unknown as PushSubscription);
    PushManager.prototype.getSubscription = async () => (subscribed ? (made as unknown as PushSubscription) : null);
  }, subscription);
}

test('a fan follows a fighter; staff book the fighter; the alert arrives by email and as a notification', async ({
  page,
  browser,
}) => {
  const push = await startPushService(PUSH_PORT);
  try {
    const { staff, red, blue, event } = await scene(page.request);
    const email = await verifiedAccount(page.request, 'follower', 'Pemba');
    await signInWithForm(page, email, PASSWORD);
    await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();

    // The fighter's page: Follow.
    await page.goto(`/fighters/${red.slug}?lang=en`);
    const follow = page.getByRole('button', { name: new RegExp(`^Follow ${red.firstName}`) });
    await follow.click();
    await expect(page.getByRole('button', { name: new RegExp(`^Following ${red.firstName}`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await snap(page, 'alerts-profile-following');

    // Alerts: notifications on this device, and no quiet hours, so that the journey holds at any hour in Nepal.
    const preferences = await page.request.get('/api/v1/alerts/preferences', {
      headers: await headersOf(page.request, email),
    });
    const serverKey = (await preferences.json()).data.pushKey as string;
    await stubPushManager(page, push.subscribe(serverKey));
    await page.context().grantPermissions(['notifications']);
    await page.goto('/account/alerts');
    await page.getByRole('button', { name: 'Turn on here' }).click();
    await expect(page.getByText('On for 1 device of yours.')).toBeVisible();
    await page.getByLabel('From').click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: '07:00' })
      .click();
    await expect(page.getByText('No quiet hours')).toBeVisible();
    await snap(page, 'alerts-settings');

    // Watch the service worker the page registered, to hand it the push.
    const devtools = await page.context().newCDPSession(page);
    const registrations: string[] = [];
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) =>
      registrations.push(...updated.filter((r) => !r.isDeleted).map((r) => r.registrationId)),
    );
    await devtools.send('ServiceWorker.enable');

    // Staff book the fighter on the event.
    const booked = await page.request.post(`/api/v1/events/${event.id}/bouts`, {
      headers: staff,
      data: { weightClassId: red.weightClass!.id, redFighterId: red.id, blueFighterId: blue.id, scheduledRounds: 3 },
    });
    expect(booked.status(), await booked.text()).toBe(200);

    // The email, in the outbox.
    const title = `Booked: ${red.firstName} ${red.lastName} vs ${blue.firstName} ${blue.lastName}`;
    await expect
      .poll(async () => {
        const outbox = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}&limit=5`);
        return ((await outbox.json()).data.items as { subject: string | null }[]).map((message) => message.subject);
      })
      .toContain(title);

    // The push: signed and encrypted by the server, accepted by the push service, shown by the service worker.
    await expect.poll(() => push.received.length, { timeout: 15_000 }).toBe(1);
    expect(push.refused).toEqual([]);
    const [message] = push.received;
    expect(message!.payload).toMatchObject({ title, url: expect.stringContaining(`/events/${event.slug}`) });
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    await devtools.send('ServiceWorker.deliverPushMessage', {
      // The scope's origin as DevTools names it, with its slash.
      origin: `${new URL(page.url()).origin}/`,
      registrationId: registrations.at(-1)!,
      data: JSON.stringify(message!.payload),
    });
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => shown.title),
        ),
      )
      .toEqual([title]);

    // The event's page: its own follow button, in the hero.
    await page.goto(`/events/${event.slug}`);
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
    // On the card, beside each fighter: the one followed says so; a press follows the other.
    const redName = `${red.firstName} ${red.lastName}`;
    const blueName = `${blue.firstName} ${blue.lastName}`;
    await expect(page.getByRole('button', { name: `Following ${redName}: press to stop` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: `Follow ${blueName}` }).click();
    await expect(page.getByRole('button', { name: `Following ${blueName}: press to stop` })).toBeVisible();
    await snap(page, 'alerts-event-follow');

    // In Nepali: the alerts page and the fighter's page.
    await page.goto('/account/alerts');
    await page.locator('.site-header').getByText('नेपाली').click();
    await expect(page.getByRole('heading', { name: 'सूचनाहरू', level: 1 })).toBeVisible();
    await snap(page, 'alerts-settings-ne');
    await page.goto(`/fighters/${red.slug}`);
    await expect(page.getByRole('button', { name: new RegExp(`फलो गरिँदै`) })).toBeVisible();
    await snap(page, 'alerts-profile-ne');

    // The email's "Stop alert emails" link: one press, signed out.
    const outbox = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}&limit=5`);
    const text = ((await outbox.json()).data.items as { text: string }[])[0]!.text;
    const link = /\/alerts\/unsubscribe\?token=[\w.-]+/.exec(text)![0];
    const stranger = await browser.newPage();
    await stranger.goto(`${link}&lang=en`);
    // A page of a browser of its own: wait for hydration, as the fixture's own page does, before pressing.
    await stranger.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await stranger.getByRole('button', { name: 'Stop alert emails' }).click();
    await expect(stranger.getByRole('heading', { name: 'Done: no more alert emails.' })).toBeVisible();
    await snap(stranger, 'alerts-unsubscribed');
    await stranger.close();

    // The back office counts the follower.
    const office = await browser.newPage();
    await signInAsStaff(office);
    await office.goto('/admin/audience');
    const row = office.getByRole('row', { name: new RegExp(`${red.firstName} ${red.lastName}`) });
    await expect(row).toBeVisible();
    await snap(office, 'alerts-admin-audience');
    await office.close();
  } finally {
    await push.close();
  }
});
