import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decideInSandbox, videoOnSale } from '../../../test/commerce-factories';
import { TestClient } from '../../../test/client';
import { createEvent } from '../../../test/event-factories';
import { mobileNumber } from '../../../test/factories';
import { signedInCustomer, signedInStaff } from '../../../test/fighter-factories';
import { useTestApp } from '../../../test/use-test-app';
import { grants } from '../access/access.table';
import { createAccess } from '../access/access.module';
import { productsRepository } from './products.repository';
import { Messenger } from '../messaging/messenger';
import { DevOutbox } from '../messaging/outbox';
import { PassReminders } from './pass-reminders';

const t = useTestApp();
const db = () => t.database.db;
const DAY = 24 * 60 * 60 * 1000;

const PASS = {
  productType: 'PASS',
  name: 'Fight Pass: 30 days',
  nameNe: 'फाइट पास: ३० दिन',
  amount: 149_900,
  validDays: 30,
};

/** A Fight Pass set up by a cashier through the API. */
async function passOnSale(fields: Record<string, unknown> = {}) {
  const { client: cashier } = await signedInStaff(t.app, db(), ['TRANSACTION']);
  const created = await cashier.post('/products', { ...PASS, ...fields });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { cashier, pass: created.body.data as { id: string; amount: number } };
}

async function buyPass(client: TestClient, pass: { id: string; amount: number }) {
  const started = await client.post('/purchases/initiate', {
    productId: pass.id,
    productType: 'PASS',
    amount: pass.amount,
    method: 'SANDBOX',
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const referenceId = started.body.data.referenceId as string;
  const params = await decideInSandbox(client, referenceId, true);
  return client.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId, params });
}

const passGrants = (customerId: string) =>
  db()
    .select()
    .from(grants)
    .where(and(eq(grants.customerId, customerId), eq(grants.contentType, 'PASS')));

describe('the Fight Pass', () => {
  it('is set up by cashiers with the days it lasts, and listed for fans in their language', async () => {
    const { cashier, pass } = await passOnSale();
    expect(pass).toMatchObject({ productType: 'PASS', contentId: pass.id, validDays: 30, onSale: true });
    const noDays = await cashier.post('/products', { ...PASS, validDays: undefined });
    expect([noDays.status, noDays.body.code]).toEqual([400, 'HUBPRVD001']);
    const tooLong = await cashier.post('/products', { ...PASS, validDays: 401 });
    expect(tooLong.body.code).toBe('HUBPRVD001');
    const ticket = await cashier.post('/products', { ...PASS, productType: 'TICKET' });
    expect(ticket.body.code).toBe('HUBPRTY003');

    const visitor = new TestClient(t.app);
    const listed = (await visitor.get('/products/passes', { 'accept-language': 'ne' })).body.data.items;
    expect(listed.find((item: { id: string }) => item.id === pass.id)).toMatchObject({
      name: 'फाइट पास: ३० दिन',
      validDays: 30,
      amount: 149_900,
    });
  });

  it('opens every paid video and live event while it runs, and nothing once it has ended', async () => {
    const { pass } = await passOnSale();
    const { video, product } = await videoOnSale(db(), t.config);
    const event = await createEvent(db());
    const live = await productsRepository.insert(db(), {
      productType: 'LIVE_EVENT',
      contentId: event.id,
      name: 'Live',
      amount: 99_900,
    });
    const { client: fan, customer } = await signedInCustomer(t.app, db());
    const viewer = { customerId: customer.id, permissions: [] };
    const liveTarget = {
      content: { type: 'LIVE_EVENT' as const, id: event.id },
      access: 'PAID' as const,
      coveredBy: [],
    };
    const entitlements = () => createAccess(db()).entitlements;
    expect((await fan.post(`/videos/${video.id}/playback`)).body.code).toBe('HUBPBNA001');
    expect(await entitlements().decide(viewer, liveTarget)).toEqual({ allowed: false, code: 'HUBPBNA001' });

    const paid = await buyPass(fan, pass);
    expect(paid.body.data).toMatchObject({ status: 'PAID', productType: 'PASS' });
    const [grant] = await passGrants(customer.id);
    const lasts = (grant?.expiresAt?.getTime() ?? 0) - Date.now();
    expect(lasts).toBeGreaterThan(30 * DAY - 60_000);
    expect(lasts).toBeLessThanOrEqual(30 * DAY);
    expect((await fan.post(`/videos/${video.id}/playback`)).status).toBe(200);
    expect(await entitlements().decide(viewer, liveTarget)).toEqual({ allowed: true, via: 'GRANT' });
    const owned = await fan.post('/purchases/owned', { productIds: [product.id, live.id, pass.id] });
    expect(owned.body.data.items.sort()).toEqual([product.id, live.id, pass.id].sort());

    // Ended: every door closes again (a fresh instance: this one keeps its decisions half a minute).
    await db()
      .update(grants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(grants.id, grant?.id ?? ''));
    expect(await entitlements().decide(viewer, liveTarget)).toEqual({ allowed: false, code: 'HUBPBNA001' });
    expect((await fan.post('/purchases/owned', { productIds: [product.id, pass.id] })).body.data.items).toEqual([]);
  });

  it('renewed early, starts when the running one ends', async () => {
    const { pass } = await passOnSale();
    const { client: fan, customer } = await signedInCustomer(t.app, db());
    await buyPass(fan, pass);
    const renewed = await buyPass(fan, pass);
    expect(renewed.body.data.status).toBe('PAID');
    const ends = (await passGrants(customer.id)).map((grant) => grant.expiresAt?.getTime() ?? 0).sort();
    expect(ends).toHaveLength(2);
    expect((ends[1] ?? 0) - (ends[0] ?? 0)).toBe(30 * DAY);
  });

  it('reminds its holder by email and SMS three days before it ends, once, unless renewed', async () => {
    const { pass } = await passOnSale();
    const mobile = mobileNumber();
    const { client: fan, customer } = await signedInCustomer(t.app, db(), {
      countryCode: '+977',
      mobileNumber: mobile,
    });
    const { client: renewer, customer: renewing } = await signedInCustomer(t.app, db());
    await buyPass(fan, pass);
    await buyPass(renewer, pass);
    await buyPass(renewer, pass);
    const outbox = new DevOutbox();
    const messenger = new Messenger({
      smtpUrl: undefined,
      from: t.config.mail.from,
      sms: undefined,
      outbox,
      log: t.app.log,
    });
    const brand = { name: 'SFC', primaryColor: '#dc2626', publicUrl: 'https://sfc.example' };
    const reminders = new PassReminders(db(), messenger, brand, t.app.log);
    // Nothing is due while the pass has weeks left.
    expect(await reminders.round(new Date())).toBe(0);
    const soon = new Date(Date.now() + 28 * DAY);
    expect(await reminders.round(soon)).toBe(1);
    expect(await reminders.round(soon)).toBe(0);
    const [reminded] = await passGrants(customer.id);
    expect(reminded?.remindedAt).not.toBeNull();
    expect((await passGrants(renewing.id)).every((grant) => grant.remindedAt === null)).toBe(true);
    const [email] = outbox.latest({ to: customer.email ?? '' });
    expect(email?.subject).toBe('Your Fight Pass: 30 days ends soon / तपाईंको फाइट पास: ३० दिन चाँडै सकिँदैछ');
    expect(email?.text).toContain('Renew: https://sfc.example/fight-pass');
    const [sms] = outbox.latest({ to: `+977${mobile}` });
    expect(sms?.text).toMatch(/^SFC: your Fight Pass ends .+ Renew: https:\/\/sfc\.example\/fight-pass$/);
    expect(outbox.latest({ to: renewing.email ?? '' })).toHaveLength(0);
  });
});
