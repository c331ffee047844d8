import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROFILE_STATUS_MESSAGES } from '@ringside/contract';
import { useTestApp } from '../../../test/use-test-app';
import { TestClient } from '../../../test/client';
import {
  applicationBody,
  createPhoto,
  signedInCustomer,
  signedInStaff,
  weightClassNamed,
} from '../../../test/fighter-factories';
import { fighterPublicProfiles } from './fighters.table';

const t = useTestApp();

/** A fan signed in, with a photo of their own and a complete application body to send. */
async function applicant(overrides: Record<string, unknown> = {}) {
  const { customer, client } = await signedInCustomer(t.app, t.database.db);
  const weightClassId = await weightClassNamed(t.database.db, 'Lightweight');
  const photo = await createPhoto(t.database.db, customer.id);
  return { customer, client, body: applicationBody(weightClassId, photo, overrides), weightClassId, photo };
}

async function approve(fighterId: string) {
  const { client } = await signedInStaff(t.app, t.database.db);
  const reply = await client.post(`/fighter-profiles/admin/${fighterId}/approve`, {});
  expect(reply.status).toBe(200);
  return client;
}

describe('the customer’s own application', () => {
  it('answers ALIAEEN002 before there is one, and NONE as the status', async () => {
    const { client } = await applicant();
    const reply = await client.get('/fighter-profiles');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ code: 'ALIAEEN002', message: 'Fighter form not found' });
    expect((await client.get('/customers/fighters/search/detail')).body.code).toBe('ALIAEEN002');
    const status = await client.get('/customers/profile-status');
    expect(status.body.data).toEqual({
      status: 'NONE',
      message: 'You have not registered as a fighter',
      rejectionReason: null,
      isPublic: false,
      slug: null,
    });
  });

  it('saves a half-filled draft, then replaces it: absent fields are cleared', async () => {
    const { customer, client } = await applicant();
    const created = await client.post('/fighter-profiles', {
      firstName: 'Bikash',
      nickname: 'Tiger',
      heightCm: 175.55,
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      customerId: customer.id,
      status: 'DRAFT',
      firstName: 'Bikash',
      nickname: 'Tiger',
      heightCm: 175.6,
      lastName: null,
      isPublic: false,
      slug: null,
      submittedAt: null,
      socialLinks: {},
      photo: null,
    });
    const replaced = await client.put('/fighter-profiles', { firstName: 'Bikash', lastName: 'Thapa' });
    expect(replaced.body.data).toMatchObject({
      status: 'DRAFT',
      firstName: 'Bikash',
      lastName: 'Thapa',
      nickname: null,
    });
    expect((await client.get('/fighter-profiles')).body.data.id).toBe(created.body.data.id);
  });

  it('refuses a second application (HUBFPEX001) and an update before the first (ALIAEEN002)', async () => {
    const { client } = await applicant();
    const update = await client.put('/fighter-profiles', { firstName: 'Bikash' });
    expect(update.status).toBe(404);
    expect(update.body.code).toBe('ALIAEEN002');
    expect((await client.post('/fighter-profiles', { firstName: 'Bikash' })).status).toBe(200);
    const again = await client.post('/fighter-profiles', { firstName: 'Bikash' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('HUBFPEX001');
  });

  it('lets only individual accounts apply (HUBFPNP001)', async () => {
    const { client: agent } = await signedInCustomer(t.app, t.database.db, { customerType: 'AGENT' });
    const { client: staff } = await signedInStaff(t.app, t.database.db);
    for (const client of [agent, staff]) {
      for (const reply of [
        await client.post('/fighter-profiles', { firstName: 'Bikash' }),
        await client.put('/fighter-profiles', { firstName: 'Bikash' }),
      ]) {
        expect(reply.status).toBe(403);
        expect(reply.body.code).toBe('HUBFPNP001');
      }
      expect((await client.get('/customers/profile-status')).body.data.status).toBe('NONE');
    }
  });

  it('needs a session on every call', async () => {
    const anonymous = new TestClient(t.app);
    for (const reply of [
      await anonymous.get('/fighter-profiles'),
      await anonymous.post('/fighter-profiles', {}),
      await anonymous.put('/fighter-profiles', {}),
      await anonymous.post('/fighter-profiles/photo', {}),
      await anonymous.get('/customers/profile-status'),
      await anonymous.get('/customers/fighters/search/detail'),
    ]) {
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe('HUBCSTK001');
    }
  });

  it('sends for review: PENDING, registration purpose FIGHTER at once, status message', async () => {
    const { customer, client, body } = await applicant();
    expect((await client.get(`/customers/${customer.id}`)).body.data.registrationPurpose).toBe('FAN');
    const sent = await client.post('/fighter-profiles', { ...body, submit: true });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'PENDING', firstName: 'Bikash', submittedAt: expect.any(String) });
    // The cached profile was evicted: the account page sees the new purpose on the next read.
    expect((await client.get(`/customers/${customer.id}`)).body.data.registrationPurpose).toBe('FIGHTER');
    const status = await client.get('/customers/profile-status');
    expect(status.body.data).toMatchObject({ status: 'PENDING', message: 'Your profile is yet to be approved' });
    const nepali = await client.get('/customers/profile-status', { 'accept-language': 'ne' });
    expect(nepali.body.data.message).toBe('तपाईंको प्रोफाइल स्वीकृत हुन बाँकी छ');
  });

  it('saving a draft leaves the registration purpose alone', async () => {
    const { customer, client, body } = await applicant();
    await client.post('/fighter-profiles', body);
    expect((await client.get(`/customers/${customer.id}`)).body.data.registrationPurpose).toBe('FAN');
  });

  it('gives the status message of every state in English and Nepali', async () => {
    const { client, body } = await applicant();
    const seen = async (status: keyof typeof PROFILE_STATUS_MESSAGES) => {
      for (const language of ['en', 'ne'] as const) {
        const reply = await client.get('/customers/profile-status', { 'accept-language': language });
        expect(reply.body.data).toMatchObject({ status, message: PROFILE_STATUS_MESSAGES[status][language] });
      }
    };
    await seen('NONE');
    const created = await client.post('/fighter-profiles', body);
    await seen('DRAFT');
    await client.put('/fighter-profiles', { ...body, submit: true });
    await seen('PENDING');
    const { client: staff } = await signedInStaff(t.app, t.database.db);
    await staff.post(`/fighter-profiles/admin/${created.body.data.id}/reject`, { reason: 'The photo is blurred' });
    await seen('REJECTED');
    expect((await client.get('/customers/profile-status')).body.data.rejectionReason).toBe('The photo is blurred');
    expect((await client.get('/customers/profile-status', { 'accept-language': 'ne' })).body.data.message).toBe(
      'तपाईंको प्रोफाइल अस्वीकृत भएको छ',
    );
    await client.put('/fighter-profiles', { ...body, submit: true });
    await staff.post(`/fighter-profiles/admin/${created.body.data.id}/approve`, {});
    await seen('APPROVED');
    const approved = await client.get('/customers/profile-status');
    expect(approved.body.data).toMatchObject({ isPublic: true, slug: expect.stringMatching(/-bikash-thapa$/) });
  });

  it('while PENDING takes bio, photo and social links only (HUBFPUR001 for anything else)', async () => {
    const { customer, client, body } = await applicant();
    await client.post('/fighter-profiles', { ...body, submit: true });
    const renamed = await client.put('/fighter-profiles', { ...body, firstName: 'Bibek' });
    expect(renamed.status).toBe(409);
    expect(renamed.body.code).toBe('HUBFPUR001');
    const photo = await createPhoto(t.database.db, customer.id);
    const live = await client.put('/fighter-profiles', {
      ...body,
      bio: 'New bio',
      photo,
      socialLinks: { youtube: 'https://youtube.com/@bikash' },
    });
    expect(live.status).toBe(200);
    expect(live.body.data).toMatchObject({
      status: 'PENDING',
      bio: 'New bio',
      photo: { id: photo },
      socialLinks: { youtube: 'https://youtube.com/@bikash' },
    });
    // Clearing a required photo while sent is refused: what waits for review stays complete.
    const cleared = await client.put('/fighter-profiles', { ...body, photo: undefined });
    expect(cleared.status).toBe(400);
    expect(cleared.body.fieldErrors.photo.code).toBe('HUBFPPH001');
  });

  it('REJECTED: edits keep it rejected, sending again (Re-Apply) makes it PENDING', async () => {
    const { client, body } = await applicant();
    const created = await client.post('/fighter-profiles', { ...body, submit: true });
    const { client: staff } = await signedInStaff(t.app, t.database.db);
    await staff.post(`/fighter-profiles/admin/${created.body.data.id}/reject`, { reason: 'Weight class too light' });
    const edited = await client.put('/fighter-profiles', { ...body, weightKg: 72 });
    expect(edited.body.data).toMatchObject({
      status: 'REJECTED',
      weightKg: 72,
      rejectionReason: 'Weight class too light',
    });
    const resent = await client.put('/fighter-profiles', { ...body, weightKg: 72, submit: true });
    expect(resent.body.data).toMatchObject({ status: 'PENDING', rejectionReason: null });
  });

  it('APPROVED: bio, photo and links change at once, on the public page too, and it stays APPROVED', async () => {
    const { customer, client, body } = await applicant();
    const created = await client.post('/fighter-profiles', { ...body, submit: true });
    await approve(created.body.data.id);
    const photo = await createPhoto(t.database.db, customer.id);
    const live = await client.put('/fighter-profiles', { ...body, bio: 'Champion now', photo });
    expect(live.body.data).toMatchObject({ status: 'APPROVED', bio: 'Champion now', isPublic: true });
    const page = await new TestClient(t.app).get(`/fighter-profiles/public/${created.body.data.id}`);
    expect(page.body.data).toMatchObject({ bio: 'Champion now', photo: { id: photo } });
    const detail = await client.get('/customers/fighters/search/detail');
    expect(detail.body.data.published).toBeNull();
    expect(detail.body.data.history.at(-1)).toMatchObject({
      action: 'UPDATED_LIVE',
      fromStatus: 'APPROVED',
      toStatus: 'APPROVED',
      changedFields: ['bio', 'photo'],
      actor: { id: customer.id, name: 'Asha Tamang', isStaff: false },
    });
  });

  it('APPROVED: other changes go back to DRAFT or PENDING while the approved version stays public', async () => {
    const { client, body } = await applicant();
    const created = await client.post('/fighter-profiles', { ...body, submit: true });
    await approve(created.body.data.id);
    const fighterId = created.body.data.id;

    const draft = await client.put('/fighter-profiles', { ...body, nickname: 'Khukuri' });
    expect(draft.body.data).toMatchObject({ status: 'DRAFT', nickname: 'Khukuri', isPublic: true });
    const pending = await client.put('/fighter-profiles', { ...body, nickname: 'Khukuri', submit: true });
    expect(pending.body.data).toMatchObject({ status: 'PENDING', isPublic: true });

    const page = await new TestClient(t.app).get(`/fighter-profiles/public/${fighterId}`);
    expect(page.body.data.nickname).toBe('The Tiger');
    const detail = await client.get('/customers/fighters/search/detail');
    expect(detail.body.data.profile.nickname).toBe('Khukuri');
    expect(detail.body.data.published).toMatchObject({ status: 'APPROVED', nickname: 'The Tiger', isPublic: true });
    expect((await client.get('/customers/profile-status')).body.data).toMatchObject({
      status: 'PENDING',
      isPublic: true,
    });
  });

  it('un-verifies the prior record when the customer edits it', async () => {
    const { client, body } = await applicant();
    const created = await client.post('/fighter-profiles', { ...body, submit: true });
    const staff = await approve(created.body.data.id);
    await staff.put(`/fighter-profiles/admin/${created.body.data.id}/record-verification`, { verified: true });
    expect((await client.get('/fighter-profiles')).body.data.recordVerified).toBe(true);
    const edited = await client.put('/fighter-profiles', {
      ...body,
      priorRecord: { ...body.priorRecord, wins: 8, winsByKo: 5 },
      submit: true,
    });
    expect(edited.body.data).toMatchObject({ status: 'PENDING', recordVerified: false });
    // The public version keeps the checked record until the change is approved.
    const page = await new TestClient(t.app).get(`/fighter-profiles/public/${created.body.data.id}`);
    expect(page.body.data).toMatchObject({ recordVerified: true, record: { wins: 7 } });
  });

  it('records every step with its actor and the changed fields', async () => {
    const { customer, client, body } = await applicant();
    const created = await client.post('/fighter-profiles', { firstName: 'Bikash' });
    await client.put('/fighter-profiles', { firstName: 'Bikash', lastName: 'Thapa' });
    await client.put('/fighter-profiles', { ...body, submit: true });
    const { client: staff } = await signedInStaff(t.app, t.database.db, ['BOOKINGANDTICKETING'], {
      firstName: 'Rita',
      lastName: 'Shrestha',
    });
    await staff.post(`/fighter-profiles/admin/${created.body.data.id}/reject`, { reason: 'Photo too dark' });
    const history = (await client.get('/customers/fighters/search/detail')).body.data.history;
    expect(history.map((step: { action: string }) => step.action)).toEqual([
      'CREATED',
      'SAVED',
      'SUBMITTED',
      'REJECTED',
    ]);
    expect(history[0]).toMatchObject({
      fromStatus: null,
      toStatus: 'DRAFT',
      changedFields: ['firstName'],
      actor: { id: customer.id, isStaff: false },
    });
    expect(history[1].changedFields).toEqual(['lastName']);
    expect(history[2]).toMatchObject({ fromStatus: 'DRAFT', toStatus: 'PENDING' });
    expect(history[2].changedFields).toEqual(expect.arrayContaining(['photo', 'weightClassId', 'dateOfBirth']));
    // The customer sees the promotion, not the staff member.
    expect(history[3]).toMatchObject({
      fromStatus: 'PENDING',
      toStatus: 'REJECTED',
      reason: 'Photo too dark',
      actor: { id: null, name: 'Summit Fighting Championship', isStaff: true },
    });
    const review = await staff.get(`/fighter-profiles/admin/${created.body.data.id}`);
    expect(review.body.data.history[3].actor).toMatchObject({ name: 'Rita Shrestha', isStaff: true });
  });

  it('keeps each customer to their own application', async () => {
    const first = await applicant();
    const second = await applicant({ firstName: 'Sujan', lastName: 'Rai' });
    await first.client.post('/fighter-profiles', { ...first.body, submit: true });
    await second.client.post('/fighter-profiles', second.body);
    // No id in these calls: each caller only ever reads and writes their own.
    expect((await second.client.get('/fighter-profiles')).body.data).toMatchObject({
      customerId: second.customer.id,
      firstName: 'Sujan',
      status: 'DRAFT',
    });
    await second.client.put('/fighter-profiles', { ...second.body, nickname: 'Rhino' });
    expect((await first.client.get('/fighter-profiles')).body.data).toMatchObject({
      customerId: first.customer.id,
      nickname: 'The Tiger',
      status: 'PENDING',
    });
    // A fan without an application reads nothing of anyone's.
    const { client: fan } = await signedInCustomer(t.app, t.database.db);
    for (const reply of [await fan.get('/customers/fighters/search/detail'), await fan.get('/fighter-profiles')]) {
      expect(reply.status).toBe(404);
      expect(reply.body.code).toBe('ALIAEEN002');
    }
    expect((await fan.get('/customers/profile-status')).body.data.status).toBe('NONE');
  });

  it('does not write when nothing changed', async () => {
    const { client, body } = await applicant();
    await client.post('/fighter-profiles', body);
    const again = await client.put('/fighter-profiles', body);
    expect(again.status).toBe(200);
    const history = (await client.get('/customers/fighters/search/detail')).body.data.history;
    expect(history).toHaveLength(1);
  });

  it('keeps the names in Devanagari beside the Latin ones, and publishes them with the approved version', async () => {
    const nepali = { firstNameNe: 'विकास', lastNameNe: 'थापा', nicknameNe: 'बाघ' };
    const { client, body } = await applicant();
    const created = await client.post('/fighter-profiles', { ...body, ...nepali, submit: true });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ firstName: 'Bikash', ...nepali, status: 'PENDING' });
    const fighterId = created.body.data.id as string;
    expect((await client.get('/fighter-profiles')).body.data).toMatchObject(nepali);

    const staff = await approve(fighterId);
    expect((await staff.get(`/fighter-profiles/admin/${fighterId}`)).body.data.profile).toMatchObject(nepali);
    const [published] = await t.database.db
      .select()
      .from(fighterPublicProfiles)
      .where(eq(fighterPublicProfiles.fighterId, fighterId));
    expect(published).toMatchObject(nepali);

    // Like the Latin names, a change waits for review; a blank one clears it, and an absent one too (PUT).
    const changed = await client.put('/fighter-profiles', {
      ...body,
      ...nepali,
      nicknameNe: '  ',
      lastNameNe: ' थापा मगर ',
    });
    expect(changed.body.data).toMatchObject({ status: 'DRAFT', nicknameNe: null, lastNameNe: 'थापा मगर' });
    const detail = (await client.get('/customers/fighters/search/detail')).body.data;
    expect(detail.published).toMatchObject(nepali);
    expect(detail.history.at(-1).changedFields).toEqual(['lastNameNe', 'nicknameNe']);
    const [stillPublic] = await t.database.db
      .select()
      .from(fighterPublicProfiles)
      .where(eq(fighterPublicProfiles.fighterId, fighterId));
    expect(stillPublic?.nicknameNe).toBe('बाघ');
    const withoutNepali = await client.put('/fighter-profiles', body);
    expect(withoutNepali.body.data).toMatchObject({ firstNameNe: null, lastNameNe: null, nicknameNe: null });
  });

  it('shows master data names in the caller’s language', async () => {
    const { client, body } = await applicant();
    await client.post('/fighter-profiles', body);
    expect((await client.get('/fighter-profiles')).body.data.weightClass).toMatchObject({
      name: 'Lightweight',
      lowerKg: 65.8,
      upperKg: 70.3,
    });
    expect((await client.get('/fighter-profiles', { 'accept-language': 'ne' })).body.data.weightClass.name).toBe(
      'लाइटवेट',
    );
  });
});

describe('the OpenAPI document', () => {
  it('lists every fighter call under its tag', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const tagsOf = (path: string, method: string) => document.paths[`/api/v1${path}`]?.[method]?.tags;
    for (const [path, method] of [
      ['/fighter-profiles', 'get'],
      ['/fighter-profiles', 'post'],
      ['/fighter-profiles', 'put'],
      ['/fighter-profiles/photo', 'post'],
      ['/customers/profile-status', 'get'],
      ['/customers/fighters/search/detail', 'get'],
      ['/fighter-profiles/public/search', 'post'],
      ['/fighter-profiles/public/{fighterId}', 'get'],
    ] as const)
      expect(tagsOf(path, method), `${method} ${path}`).toEqual(['Fighters']);
    for (const [path, method] of [
      ['/fighter-profiles/admin/search', 'post'],
      ['/fighter-profiles/admin/{fighterId}', 'get'],
      ['/fighter-profiles/admin/{fighterId}', 'put'],
      ['/fighter-profiles/admin/{fighterId}/approve', 'post'],
      ['/fighter-profiles/admin/{fighterId}/reject', 'post'],
      ['/fighter-profiles/admin/{fighterId}/record-verification', 'put'],
      ['/fighter-profiles/admin/{fighterId}/photo', 'post'],
    ] as const)
      expect(tagsOf(path, method), `${method} ${path}`).toEqual(['Fighters (staff)']);
  });
});
