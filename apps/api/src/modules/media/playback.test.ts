import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { TestClient } from '../../../test/client';
import { createEvent } from '../../../test/event-factories';
import { signedInCustomer, signedInStaff } from '../../../test/fighter-factories';
import { SEGMENT, createShowcase, createVideo, grant } from '../../../test/media-factories';
import { useTestApp } from '../../../test/use-test-app';
import { grants } from '../access/access.table';
import { PlaybackTokens, deviceDigest } from './playback-tokens';

const secret = randomBytes(32).toString('hex');
const t = useTestApp({}, { secret });

/** Asks to play; answers the reply and, when allowed, the manifest URL's token. */
async function play(client: TestClient, videoId: string) {
  const reply = await client.post(`/videos/${videoId}/playback`);
  const url = reply.body.data?.manifestUrl as string | undefined;
  return { reply, url, token: url ? /\/play\/([^/]+)\//.exec(url)?.[1] : undefined };
}

const fetchFile = (client: TestClient, url: string) => client.get(url);

describe('playing a free video', () => {
  it('gives anyone, signed in or not, a signed manifest; its playlists and segments then load', async () => {
    const video = await createVideo(t.database.db, t.config);
    const visitor = new TestClient(t.app);
    const { reply, url } = await play(visitor, video.id);
    expect(reply.status).toBe(200);
    expect(url).toMatch(/^\/api\/v1\/play\/p1\.v\.[0-9a-f-]{36}\.-\.[\w-]{16}\.\d{10}\.[\w-]{22}\/master\.m3u8$/);
    expect(new Date(reply.body.data.expiresAt).getTime() - Date.now()).toBeGreaterThan(250_000);
    expect(reply.body.data.refreshInSeconds).toBe(180);

    const master = await fetchFile(visitor, url as string);
    expect(master.status).toBe(200);
    expect(master.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(master.body).toContain('240p/index.m3u8');
    const rendition = await fetchFile(visitor, (url as string).replace('master.m3u8', '240p/index.m3u8'));
    expect(rendition.body).toContain('seg-000.ts');
    const segment = await t.app.inject({
      method: 'GET',
      url: (url as string).replace('master.m3u8', '240p/seg-000.ts'),
      headers: { 'device-token': visitor.deviceToken },
    });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.rawPayload).toEqual(SEGMENT);
  });

  it('needs the browser’s device token (HUBGNDV001), and serves nothing but HLS files', async () => {
    const video = await createVideo(t.database.db, t.config);
    const response = await t.app.inject({ method: 'POST', url: `/api/v1/videos/${video.id}/playback` });
    expect([response.statusCode, response.json().code]).toEqual([400, 'HUBGNDV001']);
    const visitor = new TestClient(t.app);
    const { url } = await play(visitor, video.id);
    for (const other of ['../../../etc/passwd', 'poster.jpg', '240p/seg-1.mp4', '240p/index.json', 'master.m3u8.bak'])
      expect((await fetchFile(visitor, (url as string).replace('master.m3u8', other))).status).toBe(404);
  });
});

describe('drafts and unfinished videos', () => {
  it('play for nobody but staff with DASHBOARD (a preview); unfinished ones not even for them', async () => {
    const draft = await createVideo(t.database.db, t.config, { publication: 'DRAFT', publishedAt: null });
    const processing = await createVideo(t.database.db, t.config, { status: 'PROCESSING', publication: 'DRAFT' });
    const failed = await createVideo(t.database.db, t.config, { status: 'FAILED', streamKey: null });
    const { client: fan } = await signedInCustomer(t.app, t.database.db);
    for (const video of [draft, processing, failed]) {
      const { reply } = await play(fan, video.id);
      expect([reply.status, reply.body.code]).toEqual([404, 'HUBVDNF001']);
    }
    const { client: editor } = await signedInStaff(t.app, t.database.db, ['DASHBOARD']);
    expect((await play(editor, draft.id)).reply.status).toBe(200);
    const unfinished = await play(editor, processing.id);
    expect([unfinished.reply.status, unfinished.reply.body.code]).toEqual([409, 'HUBPBNR001']);
    const { client: cashier } = await signedInStaff(t.app, t.database.db, ['TRANSACTION']);
    expect((await play(cashier, draft.id)).reply.status).toBe(404);
  });
});

describe('paid videos', () => {
  it('ask visitors to sign in (HUBPBSI001) and customers without access to get it (HUBPBNA001)', async () => {
    const video = await createVideo(t.database.db, t.config, { access: 'PAID' });
    const anonymous = await play(new TestClient(t.app), video.id);
    expect([anonymous.reply.status, anonymous.reply.body.code]).toEqual([403, 'HUBPBSI001']);
    expect(anonymous.reply.body.message).toBe('Sign in to watch this video');
    const { client: fan } = await signedInCustomer(t.app, t.database.db);
    const refused = await play(fan, video.id);
    expect([refused.reply.status, refused.reply.body.code]).toEqual([403, 'HUBPBNA001']);
  });

  it('tell the player’s first call why not with a 200 (no 403 for a locked page), and the playback when allowed', async () => {
    const db = t.database.db;
    const video = await createVideo(db, t.config, { access: 'PAID' });
    const processing = await createVideo(db, t.config, { status: 'PROCESSING', publication: 'DRAFT' });
    const access = (client: TestClient, id: string) => client.post(`/videos/${id}/access`);
    expect((await access(new TestClient(t.app), video.id)).body).toEqual({
      data: { access: 'SIGN_IN', playback: null },
    });
    const { customer, client: fan } = await signedInCustomer(t.app, db);
    const locked = await access(fan, video.id);
    expect([locked.status, locked.body.data]).toEqual([200, { access: 'NO_ACCESS', playback: null }]);
    const { client: staff } = await signedInStaff(t.app, db, ['TRANSACTION', 'DASHBOARD']);
    await staff.post('/grants', { customerId: customer.id, contentType: 'VIDEO', contentId: video.id });
    const allowed = await access(fan, video.id);
    expect(allowed.body.data.access).toBe('ALLOWED');
    expect((await fetchFile(fan, allowed.body.data.playback.manifestUrl)).status).toBe(200);
    expect((await access(staff, processing.id)).body.data).toEqual({ access: 'NOT_READY', playback: null });
    // What does not exist is still an error: 404.
    expect((await access(fan, randomUUID())).status).toBe(404);
  });

  it('play for a customer granted the video, a showcase holding it, or the live event it is the replay of', async () => {
    const db = t.database.db;
    const { client: staff } = await signedInStaff(t.app, db, ['TRANSACTION']);
    const byVideo = await createVideo(db, t.config, { access: 'PAID' });
    const inShowcase = await createVideo(db, t.config, { access: 'PAID' });
    const showcase = await createShowcase(db, [inShowcase.id]);
    const { customer, client } = await signedInCustomer(t.app, db);
    await staff.post('/grants', { customerId: customer.id, contentType: 'VIDEO', contentId: byVideo.id });
    await staff.post('/grants', { customerId: customer.id, contentType: 'SHOW_CASE', contentId: showcase.id });
    expect((await play(client, byVideo.id)).reply.status).toBe(200);
    expect((await play(client, inShowcase.id)).reply.status).toBe(200);

    const event = await createEvent(db, { name: 'Replayed Night' });
    const replay = await createVideo(db, t.config, { access: 'PAID', replayOfEventId: event.id });
    expect((await play(client, replay.id)).reply.status).toBe(403);
    // Given on this instance: the refusal it had just decided is forgotten at once.
    await staff.post('/grants', { customerId: customer.id, contentType: 'LIVE_EVENT', contentId: event.id });
    expect((await play(client, replay.id)).reply.status).toBe(200);
  });

  it('refuse an expired grant', async () => {
    const video = await createVideo(t.database.db, t.config, { access: 'PAID' });
    const { customer, client } = await signedInCustomer(t.app, t.database.db);
    await grant(t.database.db, customer.id, 'VIDEO', video.id, new Date(Date.now() - 1000));
    expect((await play(client, video.id)).reply.body.code).toBe('HUBPBNA001');
  });
});

describe('signed playback URLs', () => {
  async function paidPlayback() {
    const video = await createVideo(t.database.db, t.config, { access: 'PAID' });
    const owner = await signedInCustomer(t.app, t.database.db);
    await grant(t.database.db, owner.customer.id, 'VIDEO', video.id);
    const { url, token } = await play(owner.client, video.id);
    return { video, owner, url: url as string, token: token as string };
  }

  it('refuse an altered or expired signature (HUBPBTK001)', async () => {
    const { video, owner, url, token } = await paidPlayback();
    const swapped = token.replace(/\.(\d{10})\./, (_, expiry: string) => `.${Number(expiry) + 3600}.`);
    const altered = await fetchFile(owner.client, url.replace(token, swapped));
    expect([altered.status, altered.body.code]).toEqual([403, 'HUBPBTK001']);
    const expired = new PlaybackTokens(secret).issue({
      kind: 'v',
      id: video.id,
      customerId: owner.customer.id,
      device: deviceDigest(owner.client.deviceToken),
      expiresAt: Math.floor(Date.now() / 1000) - 1,
    });
    const late = await fetchFile(owner.client, url.replace(token, expired));
    expect([late.status, late.body.code]).toEqual([403, 'HUBPBTK001']);
    const forged = new PlaybackTokens('another-secret-another-secret-another').issue({
      kind: 'v',
      id: video.id,
      customerId: owner.customer.id,
      device: deviceDigest(owner.client.deviceToken),
      expiresAt: Math.floor(Date.now() / 1000) + 300,
    });
    expect((await fetchFile(owner.client, url.replace(token, forged))).status).toBe(403);
  });

  it('refuse a copied URL: another customer, another device of the same customer, or no session at all', async () => {
    const { video, owner, url } = await paidPlayback();
    const other = await signedInCustomer(t.app, t.database.db);
    await grant(t.database.db, other.customer.id, 'VIDEO', video.id);
    const stranger = await fetchFile(other.client, url);
    expect([stranger.status, stranger.body.code]).toEqual([403, 'HUBPBTK001']);

    const secondDevice = new TestClient(t.app);
    await secondDevice.signIn({ email: owner.customer.email ?? '', password: 'Kathmandu#2026' });
    expect((await fetchFile(secondDevice, url)).status).toBe(403);

    const bare = await t.app.inject({ method: 'GET', url, headers: { 'device-token': owner.client.deviceToken } });
    expect(bare.statusCode).toBe(403);
    expect((await fetchFile(owner.client, url)).status).toBe(200);
  });

  it('stop at once when staff revoke the grant on this instance, and within a minute on another', async () => {
    const { owner, url } = await paidPlayback();
    const segment = url.replace('master.m3u8', '240p/seg-000.ts');
    expect((await fetchFile(owner.client, segment)).status).toBe(200);
    const { client: staff } = await signedInStaff(t.app, t.database.db, ['TRANSACTION']);
    const list = await staff.post('/grants/search', { customerId: owner.customer.id });
    const revoked = await staff.post(`/grants/${list.body.data.items[0].id}/revoke`);
    expect(revoked.body.data).toMatchObject({ active: false });
    const refused = await fetchFile(owner.client, segment);
    expect([refused.status, refused.body.code]).toEqual([403, 'HUBPBNA001']);

    // Another instance revokes (straight in the database): this one still trusts its half-minute-old decision...
    const second = await paidPlayback();
    const secondSegment = second.url.replace('master.m3u8', '240p/seg-000.ts');
    expect((await fetchFile(second.owner.client, secondSegment)).status).toBe(200);
    await t.database.db
      .update(grants)
      .set({ revokedAt: new Date() })
      .where(eq(grants.customerId, second.owner.customer.id));
    expect((await fetchFile(second.owner.client, secondSegment)).status).toBe(200);
    // ...and not past it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 });
    expect((await fetchFile(second.owner.client, secondSegment)).status).toBe(403);
  });

  it('stop when the device is signed out (401, the browser signs out)', async () => {
    const { owner, url } = await paidPlayback();
    await owner.client.get('/customers/logout');
    const after = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'device-token': owner.client.deviceToken, 'x-xsrf-token': owner.client.token ?? '' },
    });
    expect(after.statusCode).toBe(401);
  });
});
