import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slug } from '@ringside/contract/display/slug';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { useTestApp } from '../../../test/use-test-app';
import { TestClient } from '../../../test/client';
import { mobileNumber } from '../../../test/factories';
import {
  applicationBody,
  createFighter,
  createPhoto,
  signedInCustomer,
  signedInStaff,
  weightClassNamed,
} from '../../../test/fighter-factories';
import { fighterPublicProfiles } from './fighters.table';

const t = useTestApp();

/** A customer who sent a complete application through the API. */
async function sentApplication(overrides: Record<string, unknown> = {}, customer: Record<string, unknown> = {}) {
  const signed = await signedInCustomer(t.app, t.database.db, customer);
  const weightClassId = await weightClassNamed(t.database.db, 'Lightweight');
  const photo = await createPhoto(t.database.db, signed.customer.id);
  const body = applicationBody(weightClassId, photo, overrides);
  const reply = await signed.client.post('/fighter-profiles', { ...body, submit: true });
  expect(reply.status).toBe(200);
  return { ...signed, body, fighterId: reply.body.data.id as string };
}

async function latestMessage(app: TestApp['app'], to: string) {
  const reply = await app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=1` });
  return reply.json().data.items[0] as { channel: string; subject: string | null; text: string } | undefined;
}

describe('who may review', () => {
  it('refuses anonymous callers (401), fans and staff without BOOKINGANDTICKETING (403) on every call', async () => {
    const { profile } = await createFighter(t.database.db, { status: 'PENDING' });
    const { client: fan } = await signedInCustomer(t.app, t.database.db);
    const { client: otherStaff } = await signedInStaff(t.app, t.database.db, ['DASHBOARD', 'TRANSACTION', 'USERS']);
    const calls = (client: TestClient) => [
      client.post('/fighter-profiles/admin/search', {}),
      client.get(`/fighter-profiles/admin/${profile.id}`),
      client.post(`/fighter-profiles/admin/${profile.id}/approve`, {}),
      client.post(`/fighter-profiles/admin/${profile.id}/reject`, { reason: 'Not now' }),
      client.put(`/fighter-profiles/admin/${profile.id}`, { firstName: 'Changed' }),
      client.put(`/fighter-profiles/admin/${profile.id}/record-verification`, { verified: true }),
      client.post(`/fighter-profiles/admin/${profile.id}/photo`, {}),
    ];
    for (const [client, status, code] of [
      [new TestClient(t.app), 401, 'HUBCSTK001'],
      [fan, 403, 'HUBGNFB001'],
      [otherStaff, 403, 'HUBGNFB001'],
    ] as const) {
      for (const reply of await Promise.all(calls(client))) {
        expect(reply.status).toBe(status);
        expect(reply.body.code).toBe(code);
      }
    }
    const { client: reviewer } = await signedInStaff(t.app, t.database.db);
    expect((await reviewer.get(`/fighter-profiles/admin/${profile.id}`)).body.data.profile.status).toBe('PENDING');
  });
});

describe('the review queue', () => {
  it('lists sent applications oldest first, with filters, kinds and paging', async () => {
    // Names take letters only.
    const tag = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
    const { client } = await signedInStaff(t.app, t.database.db);
    const first = await sentApplication({
      lastName: `Queue${tag}`,
      firstName: 'Anita',
      gender: 'FEMALE',
      weightClassId: await weightClassNamed(t.database.db, "Women's Strawweight"),
    });
    const second = await sentApplication({ lastName: `Queue${tag}`, firstName: 'Bikash' });
    const third = await sentApplication({ lastName: `Queue${tag}`, firstName: 'Chiran', nickname: `Storm${tag}` });
    await client.post(`/fighter-profiles/admin/${third.fighterId}/approve`, {});
    await third.client.put('/fighter-profiles', { ...third.body, nickname: `Yeti${tag}`, submit: true });

    const queue = await client.post('/fighter-profiles/admin/search', { query: `queue${tag}` });
    expect(queue.status).toBe(200);
    expect(queue.body.data).toMatchObject({ page: 1, pageSize: 20, total: 3 });
    expect(queue.body.data.items.map((item: { id: string }) => item.id)).toEqual([
      first.fighterId,
      second.fighterId,
      third.fighterId,
    ]);
    expect(queue.body.data.items[0]).toMatchObject({
      status: 'PENDING',
      firstName: 'Anita',
      gender: 'FEMALE',
      isChange: false,
      weightClass: { name: "Women's Strawweight" },
      photo: { thumb: expect.stringMatching(/^\/media\/fighters\//) },
      submittedAt: expect.any(String),
    });
    const newest = await client.post('/fighter-profiles/admin/search', { query: `queue${tag}`, sort: 'NEWEST' });
    expect(newest.body.data.items[0].id).toBe(third.fighterId);

    const search = async (filter: Record<string, unknown>) =>
      (await client.post('/fighter-profiles/admin/search', { query: `queue${tag}`, ...filter })).body.data.items.map(
        (item: { id: string }) => item.id,
      );
    expect(await search({ kind: 'CHANGE' })).toEqual([third.fighterId]);
    expect(await search({ kind: 'FIRST' })).toEqual([first.fighterId, second.fighterId]);
    expect(await search({ gender: 'FEMALE' })).toEqual([first.fighterId]);
    expect(await search({ weightClassId: await weightClassNamed(t.database.db, 'Lightweight') })).toEqual([
      second.fighterId,
      third.fighterId,
    ]);
    expect(await search({ query: `yeti${tag}` })).toEqual([third.fighterId]);
    expect(await search({ query: `bikash queue${tag}` })).toEqual([second.fighterId]);
    expect(await search({ status: 'APPROVED' })).toEqual([]);
    const page = await client.post('/fighter-profiles/admin/search', { query: `queue${tag}`, page: 2, pageSize: 2 });
    expect(page.body.data).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(page.body.data.items.map((item: { id: string }) => item.id)).toEqual([third.fighterId]);
  });

  it('shows an application with the applicant’s account', async () => {
    const number = mobileNumber();
    const { fighterId, customer } = await sentApplication(
      {},
      { countryCode: '+977', mobileNumber: number, dateOfBirth: '1996-04-12', nationality: 'NP' },
    );
    const { client } = await signedInStaff(t.app, t.database.db);
    const reply = await client.get(`/fighter-profiles/admin/${fighterId}`);
    expect(reply.body.data).toMatchObject({
      profile: { id: fighterId, status: 'PENDING', dateOfBirth: '1996-04-12' },
      published: null,
      applicant: {
        id: customer.id,
        customerType: 'INDIVIDUAL',
        fullName: 'Asha Tamang',
        email: customer.email,
        emailVerified: true,
        countryCode: '+977',
        mobileNumber: number,
        nationality: 'NP',
      },
    });
    expect(reply.body.data.history).toHaveLength(1);
    for (const id of [randomUUID(), 'not-an-id']) {
      const missing = await client.get(`/fighter-profiles/admin/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('HUBFPNF001');
    }
  });
});

describe('decisions', () => {
  it('approves a sent application: public with its slug, history with the note, a message to the fighter', async () => {
    const { fighterId, customer, client: fighter } = await sentApplication();
    const { client, staff } = await signedInStaff(t.app, t.database.db);
    const reply = await client.post(`/fighter-profiles/admin/${fighterId}/approve`, { note: 'Welcome to SFC' });
    expect(reply.status).toBe(200);
    const expectedSlug = slug(fighterId, 'Bikash Thapa');
    expect(reply.body.data.profile).toMatchObject({
      status: 'APPROVED',
      isPublic: true,
      slug: expectedSlug,
      decidedAt: expect.any(String),
    });
    expect(reply.body.data.history.at(-1)).toMatchObject({
      action: 'APPROVED',
      fromStatus: 'PENDING',
      toStatus: 'APPROVED',
      reason: 'Welcome to SFC',
      actor: { id: staff.id, isStaff: true },
    });
    expect(reply.body.data.history.at(-1).changedFields).toEqual(expect.arrayContaining(['firstName', 'photo']));
    const page = await new TestClient(t.app).get(`/fighter-profiles/public/${expectedSlug}`);
    expect(page.body.data).toMatchObject({ id: fighterId, firstName: 'Bikash', nickname: 'The Tiger' });

    const message = await latestMessage(t.app, customer.email ?? '');
    expect(message).toMatchObject({ channel: 'EMAIL', subject: expect.stringContaining('approved') });
    expect(message?.subject).toContain('स्वीकृत');
    expect(message?.text).toContain(`http://ringside.test/fighters/${expectedSlug}`);
    expect(message?.text).toContain('Welcome to SFC');
    expect((await fighter.get('/customers/profile-status')).body.data).toMatchObject({
      status: 'APPROVED',
      message: 'Your profile has been approved',
      slug: expectedSlug,
    });
  });

  it('rejects with a reason (HUBFPRJ001 without one) and tells the fighter', async () => {
    const { fighterId, customer } = await sentApplication();
    const { client } = await signedInStaff(t.app, t.database.db);
    for (const body of [{}, { reason: '' }, { reason: '  ' }, { reason: 'no' }]) {
      const reply = await client.post(`/fighter-profiles/admin/${fighterId}/reject`, body);
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe('HUBFPRJ001');
    }
    expect(
      (await client.post(`/fighter-profiles/admin/${fighterId}/reject`, { reason: 'r'.repeat(501) })).body.code,
    ).toBe('HUBFPRJ002');
    const reply = await client.post(`/fighter-profiles/admin/${fighterId}/reject`, { reason: 'Your photo is blurred' });
    expect(reply.status).toBe(200);
    expect(reply.body.data.profile).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Your photo is blurred',
      isPublic: false,
    });
    expect(reply.body.data.history.at(-1)).toMatchObject({ action: 'REJECTED', reason: 'Your photo is blurred' });
    const message = await latestMessage(t.app, customer.email ?? '');
    expect(message?.subject).toContain('not approved');
    expect(message?.text).toContain('Reason: Your photo is blurred');
    expect(message?.text).toContain('कारण: Your photo is blurred');
    expect(message?.text).toContain('http://ringside.test/account/fighter');
    expect((await new TestClient(t.app).get(`/fighter-profiles/public/${fighterId}`)).status).toBe(404);
  });

  it('refuses to decide on anything not waiting for review (HUBFPTR001)', async () => {
    const { client } = await signedInStaff(t.app, t.database.db);
    const { profile: draft } = await createFighter(t.database.db, { status: 'DRAFT' });
    const { profile: rejected } = await createFighter(t.database.db, { status: 'REJECTED' });
    const { profile: approved } = await createFighter(t.database.db, { status: 'APPROVED' });
    for (const fighter of [draft, rejected, approved]) {
      for (const reply of [
        await client.post(`/fighter-profiles/admin/${fighter.id}/approve`, {}),
        await client.post(`/fighter-profiles/admin/${fighter.id}/reject`, { reason: 'Not complete' }),
      ]) {
        expect(reply.status).toBe(409);
        expect(reply.body.code).toBe('HUBFPTR001');
      }
    }
    // Approving twice: the second finds it decided.
    const { fighterId } = await sentApplication();
    expect((await client.post(`/fighter-profiles/admin/${fighterId}/approve`, {})).status).toBe(200);
    const twice = await client.post(`/fighter-profiles/admin/${fighterId}/approve`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('HUBFPTR001');
    expect((await client.post(`/fighter-profiles/admin/${randomUUID()}/approve`, {})).status).toBe(404);
  });

  it('rejecting an approved fighter’s change keeps the approved version public', async () => {
    const { fighterId, body, client: fighter, customer } = await sentApplication();
    const { client } = await signedInStaff(t.app, t.database.db);
    await client.post(`/fighter-profiles/admin/${fighterId}/approve`, {});
    await fighter.put('/fighter-profiles', { ...body, lastName: 'Magar', submit: true });
    const rejected = await client.post(`/fighter-profiles/admin/${fighterId}/reject`, { reason: 'Show us a document' });
    expect(rejected.body.data.profile).toMatchObject({ status: 'REJECTED', lastName: 'Magar', isPublic: true });
    expect(rejected.body.data.published).toMatchObject({ lastName: 'Thapa', status: 'APPROVED' });
    expect((await new TestClient(t.app).get(`/fighter-profiles/public/${fighterId}`)).body.data.lastName).toBe('Thapa');
    expect((await latestMessage(t.app, customer.email ?? ''))?.text).toContain('Your public page stays as it was');
    expect((await fighter.get('/customers/profile-status')).body.data).toMatchObject({
      status: 'REJECTED',
      isPublic: true,
    });
  });

  it('re-approval publishes the change and keeps the slug', async () => {
    const { fighterId, body, client: fighter } = await sentApplication();
    const { client } = await signedInStaff(t.app, t.database.db);
    const first = await client.post(`/fighter-profiles/admin/${fighterId}/approve`, {});
    const firstSlug = first.body.data.profile.slug;
    await fighter.put('/fighter-profiles', { ...body, firstName: 'Bibek', lastName: 'Magar', submit: true });
    const again = await client.post(`/fighter-profiles/admin/${fighterId}/approve`, {});
    expect(again.body.data.profile).toMatchObject({ status: 'APPROVED', slug: firstSlug, firstName: 'Bibek' });
    expect(again.body.data.published).toBeNull();
    expect(again.body.data.history.at(-1).changedFields).toEqual(['firstName', 'lastName']);
    const page = await new TestClient(t.app).get(`/fighter-profiles/public/${firstSlug}`);
    expect(page.body.data).toMatchObject({ firstName: 'Bibek', lastName: 'Magar' });
    const found = await new TestClient(t.app).post('/fighter-profiles/public/search', { query: 'bibek magar' });
    expect(found.body.data.items.map((item: { id: string }) => item.id)).toContain(fighterId);
  });

  it('uses more of the id when the slug is taken', async () => {
    const { fighterId } = await sentApplication();
    const { published } = await createFighter(t.database.db);
    const wanted = slug(fighterId, 'Bikash Thapa');
    await t.database.db
      .update(fighterPublicProfiles)
      .set({ slug: wanted })
      .where(eq(fighterPublicProfiles.fighterId, published?.fighterId ?? ''));
    const { client } = await signedInStaff(t.app, t.database.db);
    const reply = await client.post(`/fighter-profiles/admin/${fighterId}/approve`, {});
    expect(reply.body.data.profile.slug).toBe(`${fighterId.slice(0, 8)}-bikash-thapa`);
  });

  it('sends the decision by SMS when the account has no email', async () => {
    const number = mobileNumber();
    const { fighterId } = await sentApplication(
      {},
      { email: null, emailVerified: false, countryCode: '+977', mobileNumber: number, mobileNumberVerified: true },
    );
    const { client } = await signedInStaff(t.app, t.database.db);
    await client.post(`/fighter-profiles/admin/${fighterId}/approve`, {});
    const message = await latestMessage(t.app, `+977${number}`);
    expect(message).toMatchObject({ channel: 'SMS', subject: null });
    expect(message?.text).toContain('approved');
    expect(message?.text).toContain('/fighters/');
  });
});

describe('staff corrections', () => {
  it('apply at once to an approved fighter’s public profile, recorded as EDITED_BY_STAFF', async () => {
    const { fighterId, body } = await sentApplication();
    const { client, staff } = await signedInStaff(t.app, t.database.db);
    await client.post(`/fighter-profiles/admin/${fighterId}/approve`, {});
    const reply = await client.put(`/fighter-profiles/admin/${fighterId}`, {
      ...body,
      lastName: 'Thapa Magar',
      hometown: 'Baglung',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.profile).toMatchObject({ status: 'APPROVED', lastName: 'Thapa Magar', hometown: 'Baglung' });
    expect(reply.body.data.history.at(-1)).toMatchObject({
      action: 'EDITED_BY_STAFF',
      fromStatus: 'APPROVED',
      toStatus: 'APPROVED',
      changedFields: ['lastName', 'hometown'],
      actor: { id: staff.id, isStaff: true },
    });
    const page = await new TestClient(t.app).get(`/fighter-profiles/public/${fighterId}`);
    expect(page.body.data).toMatchObject({ lastName: 'Thapa Magar', hometown: 'Baglung' });
    const found = await new TestClient(t.app).post('/fighter-profiles/public/search', { query: 'thapa magar' });
    expect(found.body.data.items.map((item: { id: string }) => item.id)).toContain(fighterId);
  });

  it('set the names in Devanagari, on the public version at once when approved', async () => {
    const { fighterId, body } = await sentApplication();
    const { client } = await signedInStaff(t.app, t.database.db);
    await client.post(`/fighter-profiles/admin/${fighterId}/approve`, {});
    const nepali = { firstNameNe: 'आशा', lastNameNe: 'तामाङ', nicknameNe: 'बाघिनी' };
    const reply = await client.put(`/fighter-profiles/admin/${fighterId}`, { ...body, ...nepali });
    expect(reply.status).toBe(200);
    expect(reply.body.data.profile).toMatchObject({ status: 'APPROVED', ...nepali });
    expect(reply.body.data.history.at(-1)).toMatchObject({
      action: 'EDITED_BY_STAFF',
      changedFields: ['firstNameNe', 'lastNameNe', 'nicknameNe'],
    });
    const [published] = await t.database.db
      .select()
      .from(fighterPublicProfiles)
      .where(eq(fighterPublicProfiles.fighterId, fighterId));
    expect(published).toMatchObject(nepali);
    const latin = await client.put(`/fighter-profiles/admin/${fighterId}`, {
      ...body,
      ...nepali,
      nicknameNe: 'Tigress',
    });
    expect([latin.status, latin.body.fieldErrors?.nicknameNe?.code]).toEqual([400, 'HUBFPNE001']);
    const cleared = await client.put(`/fighter-profiles/admin/${fighterId}`, { ...body, ...nepali, nicknameNe: '' });
    expect(cleared.body.data.profile.nicknameNe).toBeNull();
  });

  it('get the same checks as the customer’s', async () => {
    const { fighterId, body } = await sentApplication();
    const { client } = await signedInStaff(t.app, t.database.db);
    const womens = await weightClassNamed(t.database.db, "Women's Flyweight");
    const wrongClass = await client.put(`/fighter-profiles/admin/${fighterId}`, { ...body, weightClassId: womens });
    expect(wrongClass.body.fieldErrors.weightClassId.code).toBe('HUBFPWC003');
    const noPhoto = await client.put(`/fighter-profiles/admin/${fighterId}`, { ...body, photo: randomUUID() });
    expect(noPhoto.body.fieldErrors.photo.code).toBe('HUBFPPH002');
    const incomplete = await client.put(`/fighter-profiles/admin/${fighterId}`, { ...body, stance: undefined });
    expect(incomplete.body.fieldErrors.stance.code).toBe('HUBFPSN001');
    const badLink = await client.put(`/fighter-profiles/admin/${fighterId}`, {
      ...body,
      socialLinks: { x: 'https://facebook.com/a' },
    });
    expect(badLink.body.fieldErrors['socialLinks.x'].code).toBe('HUBFPSL002');
  });

  it('leave a pending change’s public version alone, except bio, photo and links', async () => {
    const { fighterId, body, client: fighter } = await sentApplication();
    const { client } = await signedInStaff(t.app, t.database.db);
    await client.post(`/fighter-profiles/admin/${fighterId}/approve`, {});
    await fighter.put('/fighter-profiles', { ...body, nickname: 'Khukuri', submit: true });
    await client.put(`/fighter-profiles/admin/${fighterId}`, {
      ...body,
      nickname: 'Khukuri',
      coach: 'New Coach',
      bio: 'Edited bio',
    });
    const page = await new TestClient(t.app).get(`/fighter-profiles/public/${fighterId}`);
    expect(page.body.data).toMatchObject({ nickname: 'The Tiger', coach: 'Ram Gurung', bio: 'Edited bio' });
  });

  it('mark the prior record verified or not, on the public version too', async () => {
    const { fighterId } = await sentApplication();
    const { client } = await signedInStaff(t.app, t.database.db);
    await client.post(`/fighter-profiles/admin/${fighterId}/approve`, {});
    const verified = await client.put(`/fighter-profiles/admin/${fighterId}/record-verification`, { verified: true });
    expect(verified.body.data.profile.recordVerified).toBe(true);
    expect(verified.body.data.history.at(-1)).toMatchObject({ action: 'RECORD_VERIFIED', actor: { isStaff: true } });
    expect((await new TestClient(t.app).get(`/fighter-profiles/public/${fighterId}`)).body.data.recordVerified).toBe(
      true,
    );
    const unverified = await client.put(`/fighter-profiles/admin/${fighterId}/record-verification`, {
      verified: false,
    });
    expect(unverified.body.data.profile.recordVerified).toBe(false);
    expect(unverified.body.data.history.at(-1).action).toBe('RECORD_UNVERIFIED');
    expect((await new TestClient(t.app).get(`/fighter-profiles/public/${fighterId}`)).body.data.recordVerified).toBe(
      false,
    );
    expect((await client.put(`/fighter-profiles/admin/${fighterId}/record-verification`, {})).status).toBe(400);
  });
});

describe('decisions while the mail server is down', () => {
  let down: TestApp;
  beforeAll(async () => {
    // A port nobody listens on: every delivery fails at once.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as { port: number };
        server.close(() => resolve(free));
      });
    });
    down = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(() => down?.close());

  it('still approve and reject', async () => {
    const weightClassId = await weightClassNamed(down.database.db, 'Lightweight');
    const decide = async (action: 'approve' | 'reject') => {
      const { customer, client } = await signedInCustomer(down.app, down.database.db);
      const photo = await createPhoto(down.database.db, customer.id);
      const sent = await client.post('/fighter-profiles', { ...applicationBody(weightClassId, photo), submit: true });
      const { client: staff } = await signedInStaff(down.app, down.database.db);
      const reply = await staff.post(`/fighter-profiles/admin/${sent.body.data.id}/${action}`, {
        reason: 'Photo is blurred',
      });
      expect(reply.status).toBe(200);
      return client;
    };
    expect((await (await decide('approve')).get('/customers/profile-status')).body.data.status).toBe('APPROVED');
    expect((await (await decide('reject')).get('/customers/profile-status')).body.data.status).toBe('REJECTED');
  });
});
