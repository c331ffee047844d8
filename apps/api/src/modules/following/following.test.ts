import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { fighterPair } from '../../../test/calendar-factories';
import { createEvent, outboxFor } from '../../../test/event-factories';
import { mobileNumber } from '../../../test/factories';
import { signedInCustomer, signedInStaff, weightClassNamed } from '../../../test/fighter-factories';
import { startPushService } from '../../../test/push-service';
import { useTestApp } from '../../../test/use-test-app';

const push = await startPushService();
const vapid = webPush.generateVAPIDKeys();
const t = useTestApp({
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:ops@ringside.test',
  PUSH_SERVICE_HOSTS: `fcm.googleapis.com,${push.host}`,
});
afterAll(() => push.close());

let bookers: TestClient;
beforeAll(async () => {
  bookers = (await signedInStaff(t.app, t.database.db, ['BOOKINGANDTICKETING'])).client;
});

const NEPALI = { 'accept-language': 'ne-NP,ne;q=0.9' };
/** No quiet hours: these tests do not depend on the time of day (fan-out.test.ts covers them). */
const ALWAYS = { quietFrom: 0, quietUntil: 0 };

/** Waits for the jobs (a scan asked for by the change, the messenger's) to have done `check`. */
async function eventually<T>(check: () => Promise<T | undefined>, what: string, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`not seen in time: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const fan = (extra: Parameters<typeof signedInCustomer>[2] = {}) => signedInCustomer(t.app, t.database.db, extra);

describe('follows', () => {
  it('a fan follows approved fighters and public events, and stops; nothing else can be followed', async () => {
    const { client } = await fan();
    const pair = await fighterPair(t.database.db);
    const event = await createEvent(t.database.db);
    const draft = await createEvent(t.database.db, { status: 'DRAFT', publishedAt: null });

    expect((await client.put(`/follows/fighters/${pair.red}`)).body.data).toEqual({
      fighterIds: [pair.red],
      eventIds: [],
    });
    // Following twice changes nothing.
    await client.put(`/follows/fighters/${pair.red}`);
    const both = await client.put(`/follows/events/${event.id}`);
    expect(both.body.data).toEqual({ fighterIds: [pair.red], eventIds: [event.id] });

    const unknown = await client.put('/follows/fighters/00000000-0000-4000-8000-000000000000');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'HUBFPNF001']);
    const hidden = await client.put(`/follows/events/${draft.id}`);
    expect([hidden.status, hidden.body.code]).toEqual([404, 'HUBEVNF001']);
    const malformed = await client.put('/follows/events/not-an-id');
    expect(malformed.status).toBe(404);

    const after = await client.call('DELETE', `/follows/fighters/${pair.red}`);
    expect(after.body.data).toEqual({ fighterIds: [], eventIds: [event.id] });

    // Another fan sees their own follows only; nobody signed out sees any.
    const other = await fan();
    expect((await other.client.get('/follows')).body.data).toEqual({ fighterIds: [], eventIds: [] });
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/follows')).status).toBe(401);
    expect((await anonymous.put(`/follows/fighters/${pair.blue}`)).status).toBe(401);
    expect((await anonymous.get('/alerts/preferences')).status).toBe(401);
  });

  it('preferences: SMS is opt-in, quiet hours are whole Nepal hours, the language is the fan’s', async () => {
    const { client } = await fan({ countryCode: '+977', mobileNumber: mobileNumber(), mobileNumberVerified: true });
    const first = await client.get('/alerts/preferences', NEPALI);
    expect(first.body.data).toMatchObject({
      language: 'ne',
      email: true,
      sms: false,
      push: true,
      quietFrom: 22,
      quietUntil: 7,
      available: { email: true, sms: true, push: true },
      smsPerDay: 3,
      pushKey: vapid.publicKey,
      pushDevices: 0,
    });
    const changed = await client.put('/alerts/preferences', {
      sms: true,
      quietFrom: 23,
      quietUntil: 6,
      language: 'en',
    });
    expect(changed.body.data).toMatchObject({ sms: true, quietFrom: 23, quietUntil: 6, language: 'en', email: true });
    for (const body of [{ quietFrom: 24 }, { quietUntil: -1 }, { quietFrom: 1.5 }]) {
      const refused = await client.put('/alerts/preferences', body);
      expect([refused.status, refused.body.code]).toEqual([400, 'HUBALQH001']);
    }
    const language = await client.put('/alerts/preferences', { language: 'fr' });
    expect(language.body.code).toBe('HUBALLG001');
  });

  it('push subscriptions only for the push services allowed, with keys of the right shape', async () => {
    const { client } = await fan();
    const good = push.subscribe(vapid.publicKey);
    const elsewhere = { ...good, endpoint: 'https://attacker.example/collect' };
    for (const body of [
      elsewhere,
      { ...good, keys: { p256dh: 'short', auth: good.keys.auth } },
      { endpoint: good.endpoint },
    ]) {
      const refused = await client.post('/alerts/push', body);
      expect([refused.status, refused.body.code]).toEqual([400, 'HUBALPS001']);
    }
    const kept = await client.post('/alerts/push', good);
    expect(kept.body.data.pushDevices).toBe(1);
    const removed = await client.post('/alerts/push/remove', { endpoint: good.endpoint });
    expect(removed.body.data.pushDevices).toBe(0);
  });
});

describe('alerts', () => {
  it('booking a followed fighter tells the fan by email in their language, by SMS when they opted in, and by push', async () => {
    const db = t.database.db;
    const mobile = mobileNumber();
    const { customer, client } = await fan({ countryCode: '+977', mobileNumber: mobile, mobileNumberVerified: true });
    const pair = await fighterPair(db);
    const event = await createEvent(db, { name: 'Kathmandu Fight Night 12', nameNe: 'काठमाडौं फाइट नाइट १२' });
    await client.put(`/follows/fighters/${pair.red}`, {}, NEPALI);
    await client.put('/alerts/preferences', { sms: true, ...ALWAYS });
    const subscription = push.subscribe((await client.get('/alerts/preferences')).body.data.pushKey);
    expect((await client.post('/alerts/push', subscription)).status).toBe(200);
    // A fan who follows the other fighter in English, and one who stopped following.
    const english = await fan();
    await english.client.put(`/follows/fighters/${pair.blue}`);
    await english.client.put('/alerts/preferences', ALWAYS);
    const gone = await fan();
    await gone.client.put(`/follows/fighters/${pair.red}`);
    await gone.client.call('DELETE', `/follows/fighters/${pair.red}`);

    const weightClassId = await weightClassNamed(db, 'Lightweight');
    const booked = await bookers.post(`/events/${event.id}/bouts`, {
      weightClassId,
      redFighterId: pair.red,
      blueFighterId: pair.blue,
      scheduledRounds: 3,
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);

    const email = await eventually(
      async () => (await outboxFor(t.app, customer.email!)).find((message) => message.channel === 'EMAIL'),
      'the booking email',
    );
    expect(email.subject).toMatch(/खेल तय भयो$/);
    expect(email.text).toContain('काठमाडौं फाइट नाइट १२');
    expect(email.text).toContain(`http://ringside.test/events/${event.slug}`);
    const sms = await eventually(
      async () => (await outboxFor(t.app, `+977${mobile}`)).find((message) => message.channel === 'SMS'),
      'the booking SMS',
    );
    expect(sms.text).toContain('खेल तय भयो');
    const notification = await eventually(
      async () => push.received.find((received) => received.endpoint === subscription.endpoint),
      'the push notification',
    );
    expect(notification.payload).toMatchObject({
      url: `http://ringside.test/events/${event.slug}`,
      tag: `booked:${booked.body.data.fightCard[0].id}`,
    });
    expect((notification.payload as { title: string }).title).toContain('खेल तय भयो');
    expect(notification.claims.aud).toBe(push.origin);
    expect(push.refused).toEqual([]);

    const englishEmail = await eventually(
      async () => (await outboxFor(t.app, english.customer.email!)).find((message) => message.channel === 'EMAIL'),
      'the English email',
    );
    expect(englishEmail.subject).toMatch(/^Booked: /);
    expect(englishEmail.text).toContain('Kathmandu Fight Night 12');
    expect(await outboxFor(t.app, gone.customer.email!)).toEqual([]);

    // Another change to the event scans it again: nobody is told twice.
    await bookers.put(`/events/${event.id}/bouts/order`, { boutIds: [booked.body.data.fightCard[0].id] });
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect((await outboxFor(t.app, customer.email!)).filter((message) => message.channel === 'EMAIL')).toHaveLength(1);
    expect(push.received.filter((received) => received.endpoint === subscription.endpoint)).toHaveLength(1);
  });

  it('every alert email unsubscribes in one click, without signing in; a forged link is refused', async () => {
    const db = t.database.db;
    const { customer, client } = await fan();
    const event = await createEvent(db);
    await client.put(`/follows/events/${event.id}`);
    await client.put('/alerts/preferences', ALWAYS);
    const pair = await fighterPair(db);
    await client.put(`/follows/fighters/${pair.red}`);
    await bookers.post(`/events/${event.id}/bouts`, {
      weightClassId: await weightClassNamed(db, 'Lightweight'),
      redFighterId: pair.red,
      blueFighterId: pair.blue,
      scheduledRounds: 3,
    });
    const email = await eventually(
      async () => (await outboxFor(t.app, customer.email!)).find((message) => message.channel === 'EMAIL'),
      'an alert email',
    );
    const link = /\/alerts\/unsubscribe\?token=([\w.-]+)/.exec(email.text);
    expect(link).not.toBeNull();
    const anonymous = new TestClient(t.app);
    const done = await anonymous.call('POST', `/alerts/unsubscribe?token=${link![1]}`, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await client.get('/alerts/preferences')).body.data.email).toBe(false);

    const forged = await anonymous.post(`/alerts/unsubscribe?token=${customer.id}.AAAAAAAAAAAAAAAAAAAAAA`);
    expect([forged.status, forged.body.code]).toEqual([400, 'HUBALUN001']);
  });

  it('the back office sees how many fans follow each fighter and event; fans do not', async () => {
    const pair = await fighterPair(t.database.db);
    for (let i = 0; i < 2; i += 1) await (await fan()).client.put(`/follows/fighters/${pair.blue}`);
    const dashboard = (await signedInStaff(t.app, t.database.db, ['DASHBOARD'])).client;
    const counts = await dashboard.get('/follows/admin/counts');
    expect(counts.status).toBe(200);
    expect(counts.body.data.fighters.find((row: { id: string }) => row.id === pair.blue)).toMatchObject({
      followers: 2,
    });
    expect(counts.body.data.fans).toBeGreaterThanOrEqual(2);
    expect((await (await fan()).client.get('/follows/admin/counts')).status).toBe(403);
    expect((await new TestClient(t.app).get('/follows/admin/counts')).status).toBe(401);
  });
});
