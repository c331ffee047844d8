import { randomUUID } from 'node:crypto';
import webPush from 'web-push';
import { beforeAll, describe, expect, it } from 'vitest';
import { fighterPair, insertBout } from '../../../test/calendar-factories';
import { createEvent, createTier } from '../../../test/event-factories';
import { createCustomer, mobileNumber } from '../../../test/factories';
import { weightClassNamed } from '../../../test/fighter-factories';
import { grant } from '../../../test/media-factories';
import { useTestApp } from '../../../test/use-test-app';
import { eq } from 'drizzle-orm';
import { bouts, eventTickets, events } from '../events/events.table';
import { liveStreams } from '../media/media.table';
import { Messenger } from '../messaging/messenger';
import { DevOutbox } from '../messaging/outbox';
import { AlertFanOut, HELD_ALERT, type HeldJob, PUSH_ALERT } from './alert-fan-out';
import { alertSettingsRepository } from './alert-settings.repository';
import { followsRepository } from './follows.repository';
import { UnsubscribeTokens } from './unsubscribe-tokens';
import { WebPushSender } from './web-push';

// Only the api role: the app's own rounds stay off, so this file's fan-out, on its own clock, is the only one.
const t = useTestApp({ ROLES: 'api' });
const db = () => t.database.db;

/** A time in Nepal (UTC+5:45), in December 2026. */
const nepal = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 11, day, hour, minute) - (5 * 60 + 45) * 60_000);
const HOUR = 3_600_000;

let outbox: DevOutbox;
let jobs: { name: string; data: unknown; startAfter: Date | undefined }[];
let fanOut: AlertFanOut;

beforeAll(() => {
  outbox = new DevOutbox(1000);
  jobs = [];
  const messenger = new Messenger({
    smtpUrl: undefined,
    from: 'SFC <alerts@sfc.test>',
    sms: undefined,
    outbox,
    log: t.app.log,
  });
  fanOut = new AlertFanOut({
    db: db(),
    // The queue's side is recorded: a test runs the held and push jobs itself, at the time it chooses.
    queue: {
      send: async (name, data, _id, startAfter) => {
        jobs.push({ name, data, startAfter });
        return randomUUID();
      },
      sendSoon: async () => undefined,
    },
    messenger,
    push: new WebPushSender({ ...webPush.generateVAPIDKeys(), subject: 'mailto:ops@sfc.test' }),
    tokens: new UnsubscribeTokens('x'.repeat(32)),
    brand: { name: 'SFC', primaryColor: '#b91c1c', publicUrl: 'https://sfc.test' },
    smsPerDay: 3,
    log: t.app.log,
  });
});

/** A fan with a proven email and mobile, choosing SMS and push too, with these quiet hours and language. */
async function fanWithEverything(quiet: [number, number], language: 'en' | 'ne' = 'en') {
  const mobile = mobileNumber();
  const customer = await createCustomer(db(), {
    countryCode: '+977',
    mobileNumber: mobile,
    mobileNumberVerified: true,
  });
  await alertSettingsRepository.update(db(), customer.id, {
    language,
    sms: true,
    quietFrom: quiet[0],
    quietUntil: quiet[1],
  });
  await alertSettingsRepository.addPush(db(), customer.id, {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
    p256dh: 'B'.repeat(87),
    auth: 'a'.repeat(22),
  });
  return { customer, email: customer.email!, mobile: `+977${mobile}` };
}

const messagesTo = (to: string, channel: 'EMAIL' | 'SMS') =>
  outbox.latest({ to, limit: 1000 }).filter((message) => message.channel === channel);
const jobsFor = (customerId: string, name: string) =>
  jobs.filter((job) => job.name === name && (job.data as { customerId?: string }).customerId === customerId);

/** A published event on `startsAt` with one bout, whose red fighter `follower` followed before it was booked. */
async function bookedEvent(follower: string, startsAt: Date) {
  const event = await createEvent(db(), { startsAt, publishedAt: new Date(Date.now() - HOUR) });
  const pair = await fighterPair(db());
  await followsRepository.follow(db(), follower, 'FIGHTER', pair.red);
  const bout = await insertBout(db(), event.id, pair, await weightClassNamed(db(), 'Lightweight'));
  return { event, pair, bout };
}

describe('alert fan-out', () => {
  it('holds SMS and push through the quiet hours (Nepal time) and sends email at once', async () => {
    const fan = await fanWithEverything([22, 7], 'ne');
    const { event } = await bookedEvent(fan.customer.id, nepal(5, 18));

    await fanOut.scan(event.id, nepal(1, 23));
    expect(messagesTo(fan.email, 'EMAIL').map((message) => message.subject)).toEqual([
      expect.stringMatching(/खेल तय भयो$/),
    ]);
    expect(messagesTo(fan.mobile, 'SMS')).toEqual([]);
    const [held] = jobsFor(fan.customer.id, HELD_ALERT);
    expect(held?.startAfter).toEqual(nepal(2, 7));
    expect((held?.data as HeldJob).channels).toEqual(['SMS', 'PUSH']);

    // Scanned again in the night: nothing more is sent or held.
    await fanOut.scan(event.id, nepal(1, 23, 30));
    expect(messagesTo(fan.email, 'EMAIL')).toHaveLength(1);
    expect(jobsFor(fan.customer.id, HELD_ALERT)).toHaveLength(1);

    // Morning: the SMS goes, in Nepali, and the push is queued for the fan's browser.
    await fanOut.release(held!.data as HeldJob, nepal(2, 7));
    expect(messagesTo(fan.mobile, 'SMS').map((message) => message.text)).toEqual([
      expect.stringContaining('खेल तय भयो'),
    ]);
    const pushes = jobs.filter((job) => job.name === PUSH_ALERT);
    expect(pushes.at(-1)?.data).toMatchObject({
      alert: { url: `https://sfc.test/events/${event.slug}` },
      urgent: false,
    });
  });

  it('drops SMS and push that would be stale after the quiet hours; the email still goes', async () => {
    const fan = await fanWithEverything([22, 7]);
    const event = await createEvent(db(), { startsAt: nepal(3, 0, 30), publishedAt: new Date(Date.now() - HOUR) });
    await followsRepository.follow(db(), fan.customer.id, 'EVENT', event.id);

    // 23:45: the one-hour reminder is due, and useless at 07:00.
    await fanOut.scan(event.id, nepal(2, 23, 45));
    expect(messagesTo(fan.email, 'EMAIL').map((message) => message.subject)).toEqual([`In one hour: ${event.name}`]);
    expect(jobsFor(fan.customer.id, HELD_ALERT)).toEqual([]);
    expect(messagesTo(fan.mobile, 'SMS')).toEqual([]);
  });

  it('sends at most three alert SMS a day per fan (Nepal day); email carries the rest', async () => {
    const fan = await fanWithEverything([0, 0]);
    const event = await createEvent(db(), { startsAt: nepal(20, 18), publishedAt: new Date(Date.now() - HOUR) });
    const weightClassId = await weightClassNamed(db(), 'Lightweight');
    for (let i = 0; i < 4; i += 1) {
      const pair = await fighterPair(db());
      await followsRepository.follow(db(), fan.customer.id, 'FIGHTER', pair.red);
      await insertBout(db(), event.id, pair, weightClassId);
    }
    await fanOut.scan(event.id, nepal(10, 12));
    expect(messagesTo(fan.email, 'EMAIL')).toHaveLength(4);
    expect(messagesTo(fan.mobile, 'SMS')).toHaveLength(3);

    // The capped one never goes by SMS later; the next day has its own three.
    await fanOut.scan(event.id, nepal(11, 12));
    expect(messagesTo(fan.mobile, 'SMS')).toHaveLength(3);
    const pair = await fighterPair(db());
    await followsRepository.follow(db(), fan.customer.id, 'FIGHTER', pair.red);
    await insertBout(db(), event.id, pair, weightClassId);
    await fanOut.scan(event.id, nepal(11, 12));
    expect(messagesTo(fan.mobile, 'SMS')).toHaveLength(4);
    expect(messagesTo(fan.email, 'EMAIL')).toHaveLength(5);
  });

  it('reminds followers and buyers 24 h and 1 h before; the stream going live reaches followers and pass holders', async () => {
    const start = nepal(15, 18);
    const event = await createEvent(db(), { startsAt: start, publishedAt: new Date(Date.now() - HOUR) });
    const follower = await createCustomer(db());
    const ticketHolder = await createCustomer(db());
    const passHolder = await createCustomer(db());
    const stranger = await createCustomer(db());
    await followsRepository.follow(db(), follower.id, 'EVENT', event.id);
    await db().insert(eventTickets).values({ eventId: event.id, customerId: ticketHolder.id, code: randomUUID() });
    await grant(db(), passHolder.id, 'LIVE_EVENT', event.id);
    const subjects = (customer: { email: string | null }) =>
      messagesTo(customer.email!, 'EMAIL').map((message) => message.subject);

    // Two days before: nothing. The evening before: the 24-hour reminder, once however often scanned.
    await fanOut.round(new Date(start.getTime() - 48 * HOUR));
    expect(subjects(follower)).toEqual([]);
    await fanOut.round(new Date(start.getTime() - 20 * HOUR));
    await fanOut.round(new Date(start.getTime() - 19 * HOUR));
    for (const fan of [follower, ticketHolder, passHolder]) expect(subjects(fan)).toEqual([`Tomorrow: ${event.name}`]);
    expect(subjects(stranger)).toEqual([]);

    // Half an hour before, the stream is live already (a pre-show): the 1-hour reminder and "live now".
    await db().insert(liveStreams).values({ eventId: event.id, state: 'LIVE' });
    await fanOut.scan(event.id, new Date(start.getTime() - HOUR / 2));
    expect(subjects(follower)).toEqual([
      `Live now: ${event.name}`,
      `In one hour: ${event.name}`,
      `Tomorrow: ${event.name}`,
    ]);
    expect(subjects(passHolder)).toEqual(subjects(follower));
    // A ticket is for the hall, not the stream.
    expect(subjects(ticketHolder)).toEqual([`In one hour: ${event.name}`, `Tomorrow: ${event.name}`]);
    expect(subjects(stranger)).toEqual([]);
  });

  it('tells fighter followers each result, event followers that the results are in, and followers of a sale', async () => {
    const fighterFan = await createCustomer(db());
    const eventFan = await createCustomer(db());
    const now = new Date();
    const { event, pair, bout } = await bookedEvent(fighterFan.id, new Date(now.getTime() - 3 * HOUR));
    await followsRepository.follow(db(), eventFan.id, 'EVENT', event.id);
    await db()
      .update(bouts)
      .set({ outcome: 'WIN', winnerId: pair.red, method: 'KO_TKO', endRound: 2, resultRecordedAt: new Date() })
      .where(eq(bouts.id, bout.id));
    await db().update(events).set({ status: 'COMPLETED' }).where(eq(events.id, event.id));
    await fanOut.scan(event.id, new Date(Date.now() + 1000));
    const [result] = messagesTo(fighterFan.email!, 'EMAIL');
    expect(result?.subject).toMatch(/^Result: Bikash Thapa\w+ vs Sujan Rai\w+$/);
    expect(result?.text).toMatch(/Bikash Thapa\w+ def\. Sujan Rai\w+ by KO\/TKO \(round 2\)/);
    expect(messagesTo(eventFan.email!, 'EMAIL').map((message) => message.subject)).toEqual([
      `${event.name}: the results are in`,
    ]);

    // Tickets go on sale after a fan followed: they are told; a fan who follows once the sale is open is not.
    const upcoming = await createEvent(db(), { startsAt: new Date(now.getTime() + 30 * 24 * HOUR) });
    const early = await createCustomer(db());
    await followsRepository.follow(db(), early.id, 'EVENT', upcoming.id);
    await createTier(db(), upcoming.id, { name: 'Ringside' });
    const late = await createCustomer(db());
    await followsRepository.follow(db(), late.id, 'EVENT', upcoming.id);
    await fanOut.scan(upcoming.id, new Date(Date.now() + 1000));
    expect(messagesTo(early.email!, 'EMAIL').map((message) => message.subject)).toEqual([
      `Tickets on sale: ${upcoming.name}`,
    ]);
    expect(messagesTo(late.email!, 'EMAIL')).toEqual([]);
  });
});
