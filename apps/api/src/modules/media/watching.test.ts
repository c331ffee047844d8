import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertBout, insertEvent, fighterPair } from '../../../test/calendar-factories';
import { TestClient } from '../../../test/client';
import { decideInSandbox, initiate, videoOnSale } from '../../../test/commerce-factories';
import { signedInCustomer, signedInStaff, weightClassNamed } from '../../../test/fighter-factories';
import { createShowcase, createVideo, grant } from '../../../test/media-factories';
import { useTestApp } from '../../../test/use-test-app';
import { grants } from '../access/access.table';
import { productsRepository } from '../commerce/products.repository';
import { videosRepository } from './videos.repository';

const t = useTestApp();

/** A published video of `seconds` (ten minutes unless said). */
const longVideo = (values: Parameters<typeof createVideo>[2] = {}) =>
  createVideo(t.database.db, t.config, { durationSeconds: 600, ...values });

const save = (client: TestClient, videoId: string, body: unknown) => client.put(`/videos/${videoId}/position`, body);
const read = (client: TestClient, videoId: string) => client.get(`/videos/${videoId}/position`);
const fan = () => signedInCustomer(t.app, t.database.db);

describe('watch positions', () => {
  it('keep where the customer stopped, one row per video, and say where the next play resumes', async () => {
    const video = await longVideo();
    const { client } = await fan();
    expect((await read(client, video.id)).body).toEqual({ data: null });

    const saved = await save(client, video.id, { positionSeconds: 42.7, durationSeconds: 600.2 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      videoId: video.id,
      positionSeconds: 42,
      durationSeconds: 600,
      finished: false,
      resumeAt: 42,
    });
    await save(client, video.id, { positionSeconds: 754 / 2 });
    const again = await read(client, video.id);
    expect(again.body.data).toMatchObject({ positionSeconds: 377, resumeAt: 377, finished: false });

    // Barely started: kept, but the next play starts from the beginning.
    await save(client, video.id, { positionSeconds: 6 });
    expect((await read(client, video.id)).body.data).toMatchObject({ positionSeconds: 6, resumeAt: null });
  });

  it('count a video as finished at 95 % or with under 30 s left (stored at its end), and start it over', async () => {
    const { client } = await fan();
    const tenMinutes = await longVideo();
    expect((await save(client, tenMinutes.id, { positionSeconds: 569 })).body.data).toMatchObject({
      finished: false,
      resumeAt: 569,
    });
    expect((await save(client, tenMinutes.id, { positionSeconds: 570 })).body.data).toMatchObject({
      positionSeconds: 600,
      finished: true,
      resumeAt: null,
    });
    const fourMinutes = await longVideo({ durationSeconds: 240 });
    expect((await save(client, fourMinutes.id, { positionSeconds: 210 })).body.data.finished).toBe(false);
    expect((await save(client, fourMinutes.id, { positionSeconds: 211 })).body.data).toMatchObject({
      positionSeconds: 240,
      finished: true,
    });
    // Past the end (a player rounding up) is the end.
    expect((await save(client, fourMinutes.id, { positionSeconds: 9000 })).body.data.positionSeconds).toBe(240);
  });

  it('take the video’s own length over the player’s, and the player’s where the video has none', async () => {
    const { client } = await fan();
    const known = await longVideo();
    // A player claiming a shorter video cannot finish it early.
    expect((await save(client, known.id, { positionSeconds: 100, durationSeconds: 110 })).body.data).toMatchObject({
      durationSeconds: 600,
      finished: false,
    });
    const unknown = await longVideo({ durationSeconds: null });
    expect((await save(client, unknown.id, { positionSeconds: 100 })).body.data).toMatchObject({
      durationSeconds: null,
      finished: false,
      resumeAt: 100,
    });
    expect((await save(client, unknown.id, { positionSeconds: 100, durationSeconds: 120 })).body.data).toMatchObject({
      positionSeconds: 120,
      durationSeconds: 120,
      finished: true,
    });
  });

  it('write nothing for a save that repeats the stored position (a pause, then the page hidden)', async () => {
    const video = await longVideo();
    const { client } = await fan();
    const first = (await save(client, video.id, { positionSeconds: 80 })).body.data;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const repeated = await save(client, video.id, { positionSeconds: 80.4 });
    expect(repeated.status).toBe(200);
    expect(repeated.body.data.updatedAt).toBe(first.updatedAt);
    const moved = (await save(client, video.id, { positionSeconds: 90 })).body.data;
    expect(new Date(moved.updatedAt).getTime()).toBeGreaterThan(new Date(first.updatedAt).getTime());
  });

  it('are each customer’s own: another customer neither reads nor changes them', async () => {
    const video = await longVideo();
    const owner = await fan();
    const other = await fan();
    await save(owner.client, video.id, { positionSeconds: 300 });
    expect((await read(other.client, video.id)).body.data).toBeNull();
    await save(other.client, video.id, { positionSeconds: 20 });
    expect((await read(owner.client, video.id)).body.data.positionSeconds).toBe(300);
    expect((await read(other.client, video.id)).body.data.positionSeconds).toBe(20);
  });

  it('need a signed-in customer who may play the video', async () => {
    const free = await longVideo();
    const anonymous = new TestClient(t.app);
    for (const reply of [
      await save(anonymous, free.id, { positionSeconds: 30 }),
      await read(anonymous, free.id),
      await anonymous.get('/videos/continue-watching'),
      await anonymous.get('/library'),
    ])
      expect([reply.status, reply.body.code]).toEqual([401, 'HUBCSTK001']);

    const paid = await longVideo({ access: 'PAID' });
    const { customer, client } = await fan();
    for (const reply of [await save(client, paid.id, { positionSeconds: 30 }), await read(client, paid.id)])
      expect([reply.status, reply.body.code]).toEqual([403, 'HUBPBNA001']);
    // Given through staff's route: the refusal decided a moment ago is forgotten at once.
    const { client: staff } = await signedInStaff(t.app, t.database.db, ['TRANSACTION']);
    await staff.post('/grants', { customerId: customer.id, contentType: 'VIDEO', contentId: paid.id });
    expect((await save(client, paid.id, { positionSeconds: 30 })).status).toBe(200);

    const draft = await longVideo({ publication: 'DRAFT', publishedAt: null });
    const processing = await longVideo({ status: 'PROCESSING', publication: 'DRAFT' });
    for (const id of [draft.id, processing.id, randomUUID()])
      expect((await save(client, id, { positionSeconds: 30 })).body.code).toBe('HUBVDNF001');
  });

  it('refuse bad input with catalogue codes, never a 500', async () => {
    const video = await longVideo();
    const { client } = await fan();
    for (const body of [{}, { positionSeconds: -1 }, { positionSeconds: '12' }, { positionSeconds: 1e9 }]) {
      const reply = await save(client, video.id, body);
      expect([reply.status, reply.body.code, reply.body.fieldErrors?.positionSeconds?.code]).toEqual([
        400,
        'HUBPBPS001',
        'HUBPBPS001',
      ]);
    }
    const badLength = await save(client, video.id, { positionSeconds: 5, durationSeconds: 0 });
    expect(badLength.body.fieldErrors?.durationSeconds?.code).toBe('HUBPBPS002');
    const badId = await save(client, 'not-a-video', { positionSeconds: 5 });
    expect([badId.status, badId.body.code]).toEqual([404, 'HUBVDNF001']);
    const broken = await client.call('PUT', `/videos/${video.id}/position`, '{"positionSeconds":', {
      'content-type': 'application/json',
    });
    expect(broken.status).toBe(400);
  });
});

describe('continue watching', () => {
  it('lists the videos started and not finished, latest first, that the customer may still play', async () => {
    const db = t.database.db;
    const { customer, client } = await fan();
    const first = await longVideo({ title: 'Round one' });
    const second = await longVideo({ title: 'Round two' });
    const finished = await longVideo({ title: 'Seen to the end' });
    const opened = await longVideo({ title: 'Opened and left' });
    const paid = await longVideo({ title: 'Paid, access ended', access: 'PAID' });
    const withdrawn = await longVideo({ title: 'Taken back to draft' });
    const paidGrant = await grant(db, customer.id, 'VIDEO', paid.id);
    await save(client, paid.id, { positionSeconds: 50 });
    await save(client, withdrawn.id, { positionSeconds: 50 });
    await save(client, first.id, { positionSeconds: 120 });
    await save(client, finished.id, { positionSeconds: 590 });
    await save(client, opened.id, { positionSeconds: 4 });
    await save(client, second.id, { positionSeconds: 60 });
    const { client: staff } = await signedInStaff(t.app, db, ['TRANSACTION']);
    expect((await staff.post(`/grants/${paidGrant.id}/revoke`)).status).toBe(200);
    await videosRepository.update(db, withdrawn.id, { publication: 'DRAFT' });
    // Another customer's positions are theirs.
    const other = await fan();
    await save(other.client, finished.id, { positionSeconds: 200 });

    const row = await client.get('/videos/continue-watching');
    expect(row.status).toBe(200);
    const items = row.body.data.items as { video: { title: string }; positionSeconds: number }[];
    expect(items.map((item) => [item.video.title, item.positionSeconds])).toEqual([
      ['Round two', 60],
      ['Round one', 120],
    ]);
    expect(row.body.data.items[0]).toMatchObject({ durationSeconds: 600, video: { id: second.id, access: 'FREE' } });
    expect((await other.client.get('/videos/continue-watching')).body.data.items).toHaveLength(1);
  });
});

describe('up next', () => {
  const next = (videoId: string, language = 'en') =>
    new TestClient(t.app).get(`/videos/${videoId}/up-next`, { 'accept-language': language });

  it('is the next bout of the card with a video, main event first, then from the top', async () => {
    const db = t.database.db;
    const weightClassId = await weightClassNamed(db, 'Lightweight');
    const event = await insertEvent(db, { nameNe: 'पोखरा फाइट नाइट' });
    const [opener, middle, main] = [await fighterPair(db), await fighterPair(db), await fighterPair(db)];
    await insertBout(db, event.id, opener, weightClassId);
    await insertBout(db, event.id, middle, weightClassId);
    await insertBout(db, event.id, main, weightClassId, { isMainEvent: true });
    const video = async (title: string, pair: { red: string; blue: string }, values = {}) => {
      const row = await longVideo({ title, eventId: event.id, ...values });
      await videosRepository.setFighters(db, row.id, [pair.red, pair.blue]);
      return row;
    };
    const mainVideo = await video('The main event', main);
    const openerVideo = await video('The opener', opener, { titleNe: 'पहिलो फाइट' });
    // The middle bout has only a draft video: skipped.
    await video('The middle bout', middle, { publication: 'DRAFT', publishedAt: null });

    const afterMain = await next(mainVideo.id);
    expect(afterMain.body.data).toMatchObject({
      reason: 'CARD',
      video: { id: openerVideo.id, title: 'The opener' },
      from: { slug: event.slug, title: event.name },
    });
    const inNepali = await next(mainVideo.id, 'ne');
    expect(inNepali.body.data).toMatchObject({ video: { title: 'पहिलो फाइट' }, from: { title: 'पोखरा फाइट नाइट' } });
    // The last of the card, in no showcase: nothing follows.
    expect((await next(openerVideo.id)).body).toEqual({ data: null });
  });

  it('is else the next public video of a showcase holding it', async () => {
    const db = t.database.db;
    const [first, draft, third] = [
      await longVideo({ title: 'First of the season' }),
      await longVideo({ publication: 'DRAFT', publishedAt: null }),
      await longVideo({ title: 'Third of the season' }),
    ];
    const showcase = await createShowcase(db, [first.id, draft.id, third.id], { title: 'The season' });
    expect((await next(first.id)).body.data).toMatchObject({
      reason: 'SHOWCASE',
      video: { id: third.id },
      from: { slug: showcase.slug, title: 'The season' },
    });
    expect((await next(third.id)).body.data).toBeNull();
    const unlisted = await createShowcase(db, [third.id, first.id], { publication: 'DRAFT', publishedAt: null });
    expect(unlisted).toBeDefined();
    expect((await next(third.id)).body.data).toBeNull();
    expect((await next(draft.id)).status).toBe(404);
    expect((await next(randomUUID())).body.code).toBe('HUBVDNF001');
  });
});

describe('the library', () => {
  it('holds everything the customer may watch through what they hold, each once, the latest first', async () => {
    const db = t.database.db;
    const { customer, client } = await fan();
    // Bought: a paid video through the sandbox.
    const { video: bought, product } = await videoOnSale(db, t.config);
    const referenceId = await initiate(client, product);
    const params = await decideInSandbox(client, referenceId, true);
    expect((await client.post('/payments/confirm-payment', { method: 'SANDBOX', params })).status).toBe(200);
    // Given by staff: a showcase (and the same video again, for a while), an event's live stream.
    const { client: staff } = await signedInStaff(t.app, db, ['TRANSACTION']);
    const inShowcase = await longVideo({ access: 'PAID' });
    const showcase = await createShowcase(db, [inShowcase.id], { title: 'SFC 2, the whole card' });
    const event = await insertEvent(db, { name: 'Kathmandu Showdown night' });
    for (const [contentType, contentId] of [
      ['SHOW_CASE', showcase.id],
      ['LIVE_EVENT', event.id],
    ] as const)
      expect((await staff.post('/grants', { customerId: customer.id, contentType, contentId })).status).toBe(200);
    const soon = new Date(Date.now() + 86_400_000);
    await grant(db, customer.id, 'VIDEO', bought.id, soon);
    // A Fight Pass, renewed early: one item, ending with the renewal.
    const pass = await productsRepository.insert(db, {
      productType: 'PASS',
      contentId: randomUUID(),
      name: 'Fight Pass, 30 days',
      amount: 49_900,
      validDays: 30,
    });
    const [ends, renewed] = [new Date(Date.now() + 5 * 86_400_000), new Date(Date.now() + 35 * 86_400_000)];
    await db.insert(grants).values([
      { customerId: customer.id, contentType: 'PASS', contentId: pass.id, source: 'PURCHASE', expiresAt: ends },
      { customerId: customer.id, contentType: 'PASS', contentId: pass.id, source: 'PURCHASE', expiresAt: renewed },
    ]);
    // Not held: ended, revoked, a draft, another customer's.
    const ended = await longVideo({ access: 'PAID' });
    await grant(db, customer.id, 'VIDEO', ended.id, new Date(Date.now() - 1000));
    const revoked = await longVideo({ access: 'PAID' });
    const revokedGrant = await grant(db, customer.id, 'VIDEO', revoked.id);
    await db.update(grants).set({ revokedAt: new Date() }).where(eq(grants.id, revokedGrant.id));
    const draft = await longVideo({ access: 'PAID', publication: 'DRAFT', publishedAt: null });
    await grant(db, customer.id, 'VIDEO', draft.id);
    const other = await fan();
    await grant(db, other.customer.id, 'VIDEO', inShowcase.id);

    const reply = await client.get('/library');
    expect(reply.status).toBe(200);
    const items = reply.body.data.items as Record<string, unknown>[];
    expect(items.map((item) => [item.kind, item.title])).toEqual([
      ['PASS', null],
      ['LIVE_EVENT', 'Kathmandu Showdown night'],
      ['SHOW_CASE', 'SFC 2, the whole card'],
      ['VIDEO', 'Tamang vs Gurung'],
    ]);
    expect(items[0]).toMatchObject({ slug: null, source: 'PURCHASE', expiresAt: renewed.toISOString() });
    expect(items[1]).toMatchObject({ slug: event.slug, source: 'STAFF', startsAt: event.startsAt.toISOString() });
    expect(items[2]).toMatchObject({ slug: showcase.slug, videoCount: 1, contentId: showcase.id });
    // Bought for good, and given for a day: the purchase, which lasts.
    expect(items[3]).toMatchObject({ slug: bought.slug, source: 'PURCHASE', expiresAt: null, contentId: bought.id });
    expect((await other.client.get('/library')).body.data.items).toHaveLength(1);
  });
});
