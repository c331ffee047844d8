import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, buildTestApp } from '../../../../test/build-test-app';
import { TestClient } from '../../../../test/client';
import { createEvent } from '../../../../test/event-factories';
import { signedInCustomer, signedInStaff } from '../../../../test/fighter-factories';
import { grant } from '../../../../test/media-factories';
import { freePort, push } from '../../../../test/encoder';
import { events } from '../../events/events.table';

let t: TestApp;
let base: string;
let rtmpPort: number;

beforeAll(async () => {
  rtmpPort = await freePort();
  t = await buildTestApp({
    LIVE_RTMP_PORT: String(rtmpPort),
    LIVE_RECONNECT_SECONDS: '1',
    TRANSCODE_PRESET: 'ultrafast',
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(() => t?.close());

const headersOf = (client: TestClient) => ({
  'device-token': client.deviceToken,
  ...(client.token ? { 'x-xsrf-token': client.token } : {}),
});

describe('a live event', () => {
  it('takes an encoder’s push with its key, plays it live through signed HLS, and ends as a replay', async () => {
    const db = t.database.db;
    // The night of the event: its broadcast's replay is published by itself.
    const event = await createEvent(db, { name: 'Fight Night Live', startsAt: new Date(Date.now() - 10 * 60_000) });
    const { client: staff } = await signedInStaff(t.app, db, ['DASHBOARD']);
    const keyed = (await staff.post(`/live/admin/${event.id}/key`)).body.data;
    expect(keyed).toMatchObject({ state: 'IDLE', receiving: false, access: 'PAID' });
    expect(keyed.streamKey.startsWith(event.slug.slice(0, 20))).toBe(true);
    expect(keyed.streamKey).toMatch(/^[a-z0-9-]{30,}$/);
    expect(keyed.rtmpUrl).toBe(`rtmp://ringside.test:${rtmpPort}/live`);

    // A wrong key is refused at once.
    const intruder = push(rtmpPort, 'not-the-key', 5);
    expect(await intruder.exited).not.toBe(0);

    const encoder = push(rtmpPort, keyed.streamKey, 14);
    const live = await vi.waitFor(
      async () => {
        const view = (await staff.get(`/live/admin/${event.id}`)).body.data;
        if (!view.receiving || !view.bitrateKbps) throw new Error('not receiving yet');
        return view;
      },
      { timeout: 20_000, interval: 250 },
    );
    expect(live).toMatchObject({ state: 'LIVE', receiving: true });
    expect(live.bitrateKbps).toBeGreaterThan(50);

    // Access: the LIVE_EVENT grant. The player may start once the first segments are written.
    const { customer, client: fan } = await signedInCustomer(t.app, db);
    const { client: buyer, customer: buyerAccount } = await signedInCustomer(t.app, db);
    await grant(db, buyerAccount.id, 'LIVE_EVENT', event.id);
    const playback = await vi.waitFor(
      async () => {
        const reply = await buyer.post(`/live/${event.id}/playback`);
        if (reply.status !== 200) throw new Error(reply.body.code);
        return reply.body.data;
      },
      { timeout: 20_000, interval: 500 },
    );
    expect((await new TestClient(t.app).post(`/live/${event.id}/playback`)).body.code).toBe('HUBPBSI001');
    expect((await fan.post(`/live/${event.id}/playback`)).body.code).toBe('HUBPBNA001');
    // The player's first call says the same with a 200, so a locked live page logs no failed request.
    const access = (client: TestClient) => client.post(`/live/${event.id}/access`);
    expect((await access(new TestClient(t.app))).body).toEqual({ data: { access: 'SIGN_IN', playback: null } });
    expect((await access(fan)).body).toEqual({ data: { access: 'NO_ACCESS', playback: null } });
    expect((await access(buyer)).body.data).toMatchObject({
      access: 'ALLOWED',
      playback: { manifestUrl: expect.any(String) },
    });
    await grant(db, customer.id, 'LIVE_EVENT', event.id);
    const master = await fetch(`${base}${playback.manifestUrl}`, { headers: headersOf(buyer) });
    expect(master.status).toBe(200);
    const masterText = await master.text();
    expect(masterText).toContain('240p/index.m3u8');
    expect(masterText).toContain('360p/index.m3u8');
    const variantUrl = `${base}${playback.manifestUrl.replace('master.m3u8', '360p/index.m3u8')}`;
    const segment = await vi.waitFor(
      async () => {
        const list = await (await fetch(variantUrl, { headers: headersOf(buyer) })).text();
        const name = /seg-\d+\.ts/.exec(list)?.[0];
        if (!name) throw new Error('no segment yet');
        return fetch(variantUrl.replace('index.m3u8', name), { headers: headersOf(buyer) });
      },
      { timeout: 20_000, interval: 500 },
    );
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    // The copied URL plays for nobody else.
    expect((await fetch(variantUrl, { headers: headersOf(fan) })).status).toBe(403);
    expect((await staff.get(`/live/admin/${event.id}`)).body.data.viewers).toBe(1);
    expect((await new TestClient(t.app).get(`/live/${event.slug}`)).body.data).toMatchObject({
      state: 'LIVE',
      hasStream: true,
      replay: null,
    });

    // The encoder stops; after the reconnect window the broadcast ends and its recording is processed.
    await encoder.exited;
    const ended = await vi.waitFor(
      async () => {
        const view = (await staff.get(`/live/admin/${event.id}`)).body.data;
        if (view.state !== 'ENDED') throw new Error(view.state);
        return view;
      },
      { timeout: 30_000, interval: 500 },
    );
    expect(ended.replayVideoId).toEqual(expect.any(String));
    const page = await vi.waitFor(
      async () => {
        const reply = (await new TestClient(t.app).get(`/live/${event.slug}`)).body.data;
        if (!reply.replay) throw new Error('replay not processed yet');
        return reply;
      },
      { timeout: 60_000, interval: 500 },
    );
    expect(page).toMatchObject({ state: 'ENDED', replay: { id: ended.replayVideoId, access: 'PAID' } });
    expect(page.replay.durationSeconds).toBeGreaterThanOrEqual(10);
    // The live grant opens the replay too.
    expect((await buyer.post(`/videos/${ended.replayVideoId}/playback`)).status).toBe(200);
    expect((await fan.post(`/videos/${ended.replayVideoId}/playback`)).status).toBe(200);
  }, 120_000);

  it('plays a provider’s HLS address while staff have the event live, for those with access', async () => {
    const db = t.database.db;
    const event = await createEvent(db);
    const { client: staff } = await signedInStaff(t.app, db, ['DASHBOARD']);
    const source = 'https://cdn.example.com/sfc/live/master.m3u8';
    const set = await staff.put(`/live/admin/${event.id}`, { access: 'FREE', sourceUrl: source });
    expect(set.body.data).toMatchObject({ sourceUrl: source, access: 'FREE', state: 'IDLE' });
    const visitor = new TestClient(t.app);
    expect((await visitor.post(`/live/${event.id}/playback`)).body.code).toBe('HUBLVOF001');
    expect((await visitor.post(`/live/${event.id}/access`)).body.data).toEqual({ access: 'NOT_READY', playback: null });
    await db.update(events).set({ status: 'LIVE' }).where(eq(events.id, event.id));
    const playing = await visitor.post(`/live/${event.id}/playback`);
    expect(playing.body.data.manifestUrl).toBe(source);
    const bad = await staff.put(`/live/admin/${event.id}`, { sourceUrl: 'ftp://example.com/x' });
    expect(bad.body.fieldErrors?.sourceUrl?.code).toBe('HUBLVSR001');
  });

  it('is run by staff with DASHBOARD only', async () => {
    const event = await createEvent(t.database.db);
    const { client: fan } = await signedInCustomer(t.app, t.database.db);
    const { client: booker } = await signedInStaff(t.app, t.database.db, ['BOOKINGANDTICKETING']);
    for (const [method, url] of [
      ['GET', `/live/admin/${event.id}`],
      ['POST', `/live/admin/${event.id}/key`],
      ['PUT', `/live/admin/${event.id}`],
      ['POST', `/live/admin/${event.id}/end`],
    ] as const) {
      expect((await new TestClient(t.app).call(method, url, {})).status).toBe(401);
      expect((await fan.call(method, url, {})).status).toBe(403);
      expect((await booker.call(method, url, {})).status).toBe(403);
    }
  });
});
