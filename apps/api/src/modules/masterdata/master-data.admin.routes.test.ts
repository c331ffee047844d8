import { describe, expect, it } from 'vitest';
import type { MasterData, PermissionArea } from '@ringside/contract';
import { useTestApp } from '../../../test/use-test-app';
import { TestClient } from '../../../test/client';
import { PASSWORD, createCustomer, createStaff } from '../../../test/factories';
import { createAffiliation, createTitle, createWeightClass } from '../../../test/master-data-factories';
import { multipartFile, pngImage } from '../../../test/uploads';

const t = useTestApp();

async function signedIn(permissions?: PermissionArea[]) {
  const account = permissions ? await createStaff(t.database.db, permissions) : await createCustomer(t.database.db);
  const client = new TestClient(t.app);
  await client.signIn({ email: account.email ?? '', password: PASSWORD });
  return client;
}

const booking = () => signedIn(['BOOKINGANDTICKETING']);
const long = (length: number) => 'x'.repeat(length);

async function listOf(client: TestClient, kind: MasterData['kind']): Promise<MasterData[]> {
  return (await client.post('/master-datas/search/all', { kind, includeRetired: true })).body.data.items;
}

describe('creating entries', () => {
  it('adds each kind at the end of its list, keeping only the fields of its kind', async () => {
    const staff = await booking();
    const before = await listOf(staff, 'WEIGHT_CLASS');
    const reply = await staff.post('/master-datas', {
      kind: 'WEIGHT_CLASS',
      name: '  Women’s Lightweight ',
      nameNe: 'महिला लाइटवेट',
      lowerKg: 65.8,
      upperKg: 70.3,
      gender: 'FEMALE',
      city: 'Kathmandu',
      code: 'WLW',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      id: expect.any(String),
      kind: 'WEIGHT_CLASS',
      name: 'Women’s Lightweight',
      nameNe: 'महिला लाइटवेट',
      code: null,
      lowerKg: 65.8,
      upperKg: 70.3,
      gender: 'FEMALE',
      city: null,
      logoUrl: null,
      sortOrder: Math.max(...before.map((entry) => entry.sortOrder)) + 1,
      retired: false,
    });
    expect((await listOf(staff, 'WEIGHT_CLASS')).at(-1)?.id).toBe(reply.body.data.id);

    const gym = await staff.post('/master-datas', { kind: 'AFFILIATION', name: 'Lumbini Fight House', city: 'Butwal' });
    expect(gym.body.data).toMatchObject({ kind: 'AFFILIATION', city: 'Butwal', lowerKg: null, gender: null });
    const title = await staff.post('/master-datas', { kind: 'TITLE', name: 'Er', code: 'er', nameNe: 'इ.' });
    expect(title.body.data).toMatchObject({ kind: 'TITLE', code: 'ER', nameNe: 'इ.' });
  });

  const weightClass = { kind: 'WEIGHT_CLASS', name: 'Catchweight', lowerKg: 60, upperKg: 70, gender: 'MALE' };
  it.each([
    ['no name', { ...weightClass, name: undefined }, 'name', 'HUBMDNM001'],
    ['a blank name', { ...weightClass, name: '   ' }, 'name', 'HUBMDNM001'],
    ['a long name', { ...weightClass, name: long(61) }, 'name', 'HUBMDNM002'],
    ['a long Nepali name', { ...weightClass, nameNe: long(61) }, 'nameNe', 'HUBMDNM002'],
    ['an unknown kind', { ...weightClass, kind: 'GYM' }, 'kind', 'HUBMDKD001'],
    ['a weight class without a lower limit', { ...weightClass, lowerKg: undefined }, 'lowerKg', 'HUBMDWL001'],
    ['a weight class without an upper limit', { ...weightClass, upperKg: undefined }, 'upperKg', 'HUBMDWL001'],
    ['a limit that is not a number', { ...weightClass, lowerKg: 'sixty' }, 'lowerKg', 'HUBMDWL001'],
    ['a limit under 20 kg', { ...weightClass, lowerKg: 10 }, 'lowerKg', 'HUBMDWL002'],
    ['a limit over 300 kg', { ...weightClass, upperKg: 301 }, 'upperKg', 'HUBMDWL002'],
    ['a lower limit above the upper', { ...weightClass, lowerKg: 70, upperKg: 60 }, 'upperKg', 'HUBMDWL002'],
    ['equal limits', { ...weightClass, lowerKg: 70, upperKg: 70 }, 'upperKg', 'HUBMDWL002'],
    ['a weight class without a division', { ...weightClass, gender: undefined }, 'gender', 'HUBMDGN001'],
    ['an unknown division', { ...weightClass, gender: 'MIXED' }, 'gender', 'HUBMDGN001'],
    ['a title without a code', { kind: 'TITLE', name: 'Sir' }, 'code', 'HUBMDCD001'],
    ['a title code with dots', { kind: 'TITLE', name: 'Sir', code: 'S.R' }, 'code', 'HUBMDCD001'],
    ['a long title code', { kind: 'TITLE', name: 'Sir', code: long(11) }, 'code', 'HUBMDCD001'],
    ['a long city', { kind: 'AFFILIATION', name: 'Gym', city: long(81) }, 'city', 'HUBMDCI001'],
  ])('refuses %s', async (_case, body, field, code) => {
    const reply = await (await booking()).post('/master-datas', body);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(code);
    expect(reply.body.fieldErrors[field]).toMatchObject({ code });
  });

  it('refuses a name its kind already has, whatever the case, but not one of another kind', async () => {
    const staff = await booking();
    const gym = await createAffiliation(t.database.db, { name: 'Thamel Muay Thai' });
    const taken = await staff.post('/master-datas', { kind: 'AFFILIATION', name: 'THAMEL muay thai' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'HUBMDNM003',
      message: 'An entry with this name already exists',
      fieldErrors: { name: { code: 'HUBMDNM003' } },
    });
    const title = await staff.post('/master-datas', { kind: 'TITLE', name: gym.name, code: 'TMT' });
    expect(title.status).toBe(200);
  });

  it('refuses a code another title has, retired or not, whatever the case', async () => {
    const staff = await booking();
    for (const existing of [
      await createTitle(t.database.db),
      await createTitle(t.database.db, { retiredAt: new Date() }),
    ]) {
      const taken = await staff.post('/master-datas', {
        kind: 'TITLE',
        name: `Another ${existing.name}`,
        code: existing.code?.toLowerCase(),
      });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({
        code: 'HUBMDCD002',
        message: 'A title with this code already exists',
        fieldErrors: { code: { code: 'HUBMDCD002' } },
      });
    }
    const titles = await listOf(staff, 'TITLE');
    expect(new Set(titles.map((title) => title.code)).size).toBe(titles.length);
  });
});

describe('changing entries', () => {
  it('replaces the names and the fields of the stored kind; other fields are stored as null', async () => {
    const staff = await booking();
    const gym = await createAffiliation(t.database.db, { nameNe: 'पुरानो', city: 'Pokhara' });
    const reply = await staff.put(`/master-datas/${gym.id}`, {
      name: 'Phewa Fight Club',
      city: 'Pokhara Lakeside',
      lowerKg: 60,
      upperKg: 70,
      gender: 'MALE',
      code: 'PFC',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      ...gym,
      name: 'Phewa Fight Club',
      nameNe: null,
      city: 'Pokhara Lakeside',
    });
    const weightClass = await createWeightClass(t.database.db);
    const changed = await staff.put(`/master-datas/${weightClass.id}`, {
      name: weightClass.name,
      lowerKg: 66,
      upperKg: 71,
      gender: 'FEMALE',
      city: 'Kathmandu',
    });
    expect(changed.body.data).toMatchObject({ lowerKg: 66, upperKg: 71, gender: 'FEMALE', city: null });
  });

  it.each([
    ['a weight class without limits', 'WEIGHT_CLASS', { gender: 'MALE' }, ['lowerKg', 'upperKg'], 'HUBMDWL001'],
    [
      'a weight class upside down',
      'WEIGHT_CLASS',
      { gender: 'MALE', lowerKg: 80, upperKg: 70 },
      ['upperKg'],
      'HUBMDWL002',
    ],
    ['a weight class without a division', 'WEIGHT_CLASS', { lowerKg: 60, upperKg: 70 }, ['gender'], 'HUBMDGN001'],
    ['a title without its code', 'TITLE', {}, ['code'], 'HUBMDCD001'],
  ] as const)('refuses %s, checked against the stored kind', async (_case, kind, fields, paths, code) => {
    const entry = kind === 'TITLE' ? await createTitle(t.database.db) : await createWeightClass(t.database.db);
    const reply = await (await booking()).put(`/master-datas/${entry.id}`, { name: entry.name, ...fields });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(code);
    expect(Object.keys(reply.body.fieldErrors)).toEqual(paths);
  });

  it('refuses the name of another entry of the kind, and answers unknown ids', async () => {
    const staff = await booking();
    const first = await createAffiliation(t.database.db);
    const second = await createAffiliation(t.database.db);
    const taken = await staff.put(`/master-datas/${second.id}`, { name: first.name.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('HUBMDNM003');
    // Its own name, in another case, is not a clash.
    expect((await staff.put(`/master-datas/${first.id}`, { name: first.name.toLowerCase() })).status).toBe(200);
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      const reply = await staff.put(`/master-datas/${id}`, { name: 'Anything' });
      expect(reply.status).toBe(404);
      expect(reply.body.code).toBe('HUBMDNF001');
    }
  });

  it('refuses the code of another title, but keeps a title its own', async () => {
    const staff = await booking();
    const first = await createTitle(t.database.db);
    const second = await createTitle(t.database.db);
    const taken = await staff.put(`/master-datas/${second.id}`, { name: second.name, code: first.code });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'HUBMDCD002', fieldErrors: { code: { code: 'HUBMDCD002' } } });
    expect((await listOf(staff, 'TITLE')).find((title) => title.id === second.id)?.code).toBe(second.code);
    const kept = await staff.put(`/master-datas/${first.id}`, { name: `${first.name} renamed`, code: first.code });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ code: first.code, name: `${first.name} renamed` });
  });
});

describe('retiring entries', () => {
  it('retires an entry (forms stop offering it) and restores it', async () => {
    const staff = await booking();
    const gym = await createAffiliation(t.database.db);
    const offered = async () =>
      (
        (await new TestClient(t.app).get('/fighter-profiles/selectables')).body.data.affiliations as { id: string }[]
      ).some((option) => option.id === gym.id);
    expect(await offered()).toBe(true);
    const retired = await staff.put(`/master-datas/${gym.id}/retired`, { retired: true });
    expect(retired.body.data).toEqual({ ...gym, retired: true });
    expect(await offered()).toBe(false);
    // Retiring twice changes nothing.
    expect((await staff.put(`/master-datas/${gym.id}/retired`, { retired: true })).body.data.retired).toBe(true);
    const restored = await staff.put(`/master-datas/${gym.id}/retired`, { retired: false });
    expect(restored.body.data).toEqual(gym);
    expect(await offered()).toBe(true);
    const unknown = await staff.put(`/master-datas/${crypto.randomUUID()}/retired`, { retired: true });
    expect(unknown.body.code).toBe('HUBMDNF001');
    expect((await staff.put(`/master-datas/${gym.id}/retired`, { retired: 'yes' })).status).toBe(400);
  });
});

describe('ordering entries', () => {
  it('puts every entry of a kind, retired ones too, in a new order', async () => {
    const staff = await booking();
    await createTitle(t.database.db, { code: 'RET', retiredAt: new Date() });
    const titles = await listOf(staff, 'TITLE');
    const reversed = titles.map((title) => title.id).reverse();
    const reply = await staff.put('/master-datas/order', { kind: 'TITLE', ids: reversed });
    expect(reply.status).toBe(200);
    expect(reply.body.data.items.map((item: MasterData) => item.id)).toEqual(reversed);
    expect(reply.body.data.items.map((item: MasterData) => item.sortOrder)).toEqual(
      reversed.map((_id, index) => index),
    );
    const publicList = await new TestClient(t.app).post('/master-datas/search/all', { kind: 'TITLE' });
    expect(publicList.body.data.items.map((item: MasterData) => item.id)).toEqual(
      reversed.filter((id) => titles.find((title) => title.id === id)?.retired === false),
    );
  });

  it.each([
    ['leaves an entry out', (ids: string[]) => ids.slice(1)],
    ['names an entry twice', (ids: string[]) => [...ids.slice(1), ids[1] as string]],
    ['names an entry of another kind', (ids: string[], foreign: string) => [...ids.slice(1), foreign]],
    ['names an unknown entry', (ids: string[]) => [...ids.slice(1), crypto.randomUUID()]],
    ['adds an entry of another kind', (ids: string[], foreign: string) => [...ids, foreign]],
  ])('refuses an order that %s', async (_case, change) => {
    const staff = await booking();
    const foreign = await createAffiliation(t.database.db);
    const ids = (await listOf(staff, 'TITLE')).map((title) => title.id);
    const reply = await staff.put('/master-datas/order', { kind: 'TITLE', ids: change(ids, foreign.id) });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('HUBMDOR001');
    expect((await listOf(staff, 'TITLE')).map((title) => title.id)).toEqual(ids);
  });
});

describe('who may keep master data', () => {
  const calls: [string, (client: TestClient) => Promise<{ status: number; body: any }>][] = [
    [
      'POST /master-datas',
      (client) => client.post('/master-datas', { kind: 'AFFILIATION', name: `Gym ${crypto.randomUUID()}` }),
    ],
    [
      'PUT /master-datas/order',
      async (client) => {
        const ids = (await listOf(await booking(), 'TITLE')).map((title) => title.id);
        return client.put('/master-datas/order', { kind: 'TITLE', ids });
      },
    ],
    [
      'PUT /master-datas/{id}',
      async (client) => {
        const gym = await createAffiliation(t.database.db);
        return client.put(`/master-datas/${gym.id}`, { name: gym.name, city: 'Dharan' });
      },
    ],
    [
      'PUT /master-datas/{id}/retired',
      async (client) =>
        client.put(`/master-datas/${(await createAffiliation(t.database.db)).id}/retired`, { retired: true }),
    ],
    [
      'PUT /master-datas/{id}/logo',
      async (client) => {
        const upload = multipartFile('logo', 'gym.png', 'image/png', await pngImage(64, 64));
        const gym = await createAffiliation(t.database.db);
        return client.call('PUT', `/master-datas/${gym.id}/logo`, upload.body, upload.headers);
      },
    ],
    [
      'DELETE /master-datas/{id}/logo',
      async (client) => client.call('DELETE', `/master-datas/${(await createAffiliation(t.database.db)).id}/logo`),
    ],
  ];

  it.each(calls)('%s: anonymous 401, fan 403, staff without the area 403, staff with it 200', async (_call, call) => {
    expect((await call(new TestClient(t.app))).status).toBe(401);
    for (const client of [await signedIn(), await signedIn(['DASHBOARD', 'TRANSACTION', 'USERS'])]) {
      const reply = await call(client);
      expect(reply.status).toBe(403);
      expect(reply.body.code).toBe('HUBGNFB001');
    }
    const allowed = await call(await booking());
    expect(allowed.status).toBe(200);
  });
});
