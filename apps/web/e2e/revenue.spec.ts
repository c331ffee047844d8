import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  ADMIN,
  PAID_VIDEO,
  collectConsoleErrors,
  expect,
  PASSWORD,
  playFor,
  signInAsStaff,
  signInWithForm,
  snap,
  test,
  verifiedAccount,
} from './fixtures';

/** A fan of their own in a fresh browser, signed in through the form. */
async function signedInFan(browser: Browser, consoleErrors: string[], prefix: string, name: string) {
  const context = await browser.newContext();
  collectConsoleErrors(context, consoleErrors);
  const page = await context.newPage();
  const email = await verifiedAccount(page.request, prefix, name);
  await signInWithForm(page, email);
  await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  return { page, email };
}

/** The sandbox chosen on the checkout, Pay, then Approve on the sandbox's page: lands on the confirmation. */
async function payAndApprove(page: Page, pay: string, screenshot: string): Promise<void> {
  const sandbox = page.getByRole('radio', { name: 'Sandbox (test payment)' });
  await page.locator('label').filter({ has: sandbox }).click();
  await snap(page, screenshot);
  await page.getByRole('button', { name: pay }).click();
  await expect(page.getByText('Sandbox: no money moves')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment complete' })).toBeFocused();
}

/** The headers a browser signed in as this account sends (for setting the scene through the API). */
async function apiSignIn(request: APIRequestContext, email: string, password: string) {
  const device = { 'device-token': randomUUID() };
  const signIn = await request.post('/api/v1/auth', { data: { email, password }, headers: device });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return { ...device, 'x-xsrf-token': (await signIn.json()).data.token as string };
}

/** The demo's next event, which sells General, VIP and Ringside seats. */
async function demoEventWithTiers(request: APIRequestContext) {
  const events = (await (await request.post('/api/v1/events/search/all', { data: {} })).json()).data.items as {
    slug: string;
    name: string;
  }[];
  const event = events.find((item) => item.name.startsWith('SFC 3'));
  expect(event, 'the demo event selling seats').toBeDefined();
  return event as { slug: string; name: string };
}

test('a fan buys two VIP tickets with the sandbox and sees two QR tickets', async ({ browser, consoleErrors }) => {
  const { page: fan } = await signedInFan(browser, consoleErrors, 'seats', 'Tenzing');
  const event = await demoEventWithTiers(fan.request);
  await fan.goto(`/events/${event.slug}`);
  // A page of a context of its own: wait for hydration, as the fixture's own page does, before choosing.
  await fan.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  const vip = fan.getByTestId('ticket-tier').filter({ has: fan.getByRole('heading', { name: 'VIP' }) });
  await expect(vip.getByText('Rs. 3,500')).toBeVisible();
  await vip.getByTestId('tier-quantity').selectOption('2');
  await snap(fan, 'event-tickets');
  await vip.getByTestId('buy-tickets').click();

  await expect(fan).toHaveURL(/\/checkout\/[0-9a-f-]{36}\?quantity=2$/);
  await expect(fan.getByRole('heading', { level: 1, name: `${event.name}: VIP` })).toBeVisible();
  await expect(fan.getByTestId('checkout-quantity')).toHaveValue('2');
  await expect(fan.getByTestId('checkout-price')).toHaveText('Rs. 7,000');
  await payAndApprove(fan, 'Pay Rs. 7,000', 'checkout-tickets');
  await expect(fan.getByTestId('purchase-amount')).toHaveText('Rs. 7,000');
  await snap(fan, 'purchase-confirmation-tickets');

  await fan.getByRole('link', { name: 'See my tickets' }).click();
  await expect(fan).toHaveURL(/\/account\/tickets$/);
  const tickets = fan.getByTestId('ticket').filter({ hasText: event.name });
  await expect(tickets).toHaveCount(2);
  await expect(tickets.getByTestId('ticket-qr')).toHaveCount(2);
  for (const ticket of await tickets.all()) await expect(ticket.getByTestId('ticket-tier')).toContainText('VIP');
  await snap(fan, 'account-tickets-vip');
});

test('a fan buys the Fight Pass from the home page and watches a paid video', async ({ browser, consoleErrors }) => {
  const { page: fan } = await signedInFan(browser, consoleErrors, 'pass', 'Nima');
  await fan.goto('/');
  await fan
    .getByRole('link', { name: /SFC Fight Pass/ })
    .first()
    .click();
  await expect(fan).toHaveURL(/\/fight-pass$/);
  const pass = fan.getByTestId('fight-pass').first();
  await expect(pass.getByRole('heading', { name: 'SFC Fight Pass: 30 days' })).toBeVisible();
  await snap(fan, 'fight-pass');
  await pass.getByRole('button', { name: 'Get the pass, Rs. 1,499' }).click();

  await expect(fan.getByRole('heading', { level: 1, name: 'SFC Fight Pass: 30 days' })).toBeVisible();
  await expect(fan.getByText('Every paid video and every live event for 30 days from the payment.')).toBeVisible();
  await payAndApprove(fan, 'Pay Rs. 1,499', 'checkout-pass');
  await fan.getByRole('link', { name: 'Browse the videos' }).click();
  await expect(fan).toHaveURL(/\/videos$/);

  await fan.goto('/videos/category/full-fights');
  await fan.getByRole('link', { name: new RegExp(PAID_VIDEO) }).click();
  await expect(fan.getByRole('heading', { level: 1, name: PAID_VIDEO })).toBeVisible();
  await playFor(fan);
  await fan.goto('/fight-pass');
  await expect(fan.getByTestId('fight-pass').first().getByText('You have access')).toBeVisible();
});

test('staff cancel an event, read its refund report, and the buyer is told by email', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  // An event of its own, with VIP seats, one order of two paid through the sandbox (by API, as the browser would).
  const staff = await apiSignIn(page.request, ADMIN.email, ADMIN.password);
  const name = `Monsoon Night ${Date.now() % 100000}`;
  const startsAt = new Date(Date.now() + 20 * 86_400_000).toISOString();
  const created = await page.request.post('/api/v1/events', {
    headers: staff,
    data: { name, startsAt, venue: { name: 'Dasarath Rangasala', city: 'Kathmandu' }, weightClassIds: [] },
  });
  const eventId = (await created.json()).data.id as string;
  await page.request.post(`/api/v1/events/${eventId}/publish`, { headers: staff });
  const tier = await page.request.post(`/api/v1/events/${eventId}/ticket-tiers`, {
    headers: staff,
    data: { name: 'VIP', amount: 250_000, capacity: 50, perOrderLimit: 4 },
  });
  const { productId } = (await tier.json()).data as { productId: string };
  const buyerEmail = await verifiedAccount(page.request, 'refunded', 'Sonam');
  const buyer = await apiSignIn(page.request, buyerEmail, PASSWORD);
  const initiated = await page.request.post('/api/v1/purchases/initiate', {
    headers: buyer,
    data: { productId, productType: 'TICKET', amount: 500_000, quantity: 2, method: 'SANDBOX' },
  });
  const referenceId = (await initiated.json()).data.referenceId as string;
  const decided = await page.request.post(`/api/v1/payments/sandbox/${referenceId}/decide`, {
    headers: buyer,
    data: { approve: true },
  });
  const params = Object.fromEntries(new URL((await decided.json()).data.returnUrl as string).searchParams.entries());
  const confirmed = await page.request.post('/api/v1/payments/confirm-payment', {
    headers: buyer,
    data: { method: 'SANDBOX', referenceId, params },
  });
  expect((await confirmed.json()).data.status).toBe('PAID');

  // Staff cancel it from the back office with the reason fans read.
  await signInAsStaff(page);
  await page.goto(`/admin/events/${eventId}`);
  await page.getByRole('button', { name: 'Cancel event' }).first().click();
  await page
    .getByRole('dialog')
    .getByLabel('Reason (shown to fans and fighters)')
    .fill('The monsoon flooded the venue');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel event' }).click();
  await expect(page.getByText(`${name} is cancelled.`)).toBeVisible();

  // The refund report: the order refunded through the sandbox, nothing outstanding.
  await page.getByRole('tab', { name: /Tickets/ }).click();
  const report = page.getByTestId('event-refunds');
  await expect(report.getByTestId('refunds-refunded')).toContainText('1', { timeout: 30_000 });
  await expect(report.getByTestId('refunds-pending')).toContainText('0');
  await expect(report.getByText(referenceId)).toBeVisible();
  await expect(report.getByText('Refunded', { exact: true }).last()).toBeVisible();
  await snap(page, 'admin-event-refunds');

  // The buyer is told, in both languages, with the money going back.
  await expect
    .poll(async () => {
      const outbox = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(buyerEmail)}&limit=5`);
      const items = (await outbox.json()).data.items as { subject: string | null; text: string }[];
      return items.find((item) => item.subject?.startsWith('Cancelled'))?.text ?? '';
    })
    .toContain('Your payment of Rs. 5,000 is refunded to you.');
  expect(consoleErrors).toEqual([]);
});
