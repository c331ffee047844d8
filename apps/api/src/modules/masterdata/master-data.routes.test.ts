import { describe, expect, it } from 'vitest';
import type { MasterData, PermissionArea } from '@ringside/contract';
import { useTestApp } from '../../../test/use-test-app';
import { TestClient } from '../../../test/client';
import { PASSWORD, createCustomer, createStaff } from '../../../test/factories';
import { createAffiliation, createMasterDataEntry, createWeightClass } from '../../../test/master-data-factories';
import { STANDARD_TITLES, STANDARD_WEIGHT_CLASSES } from './standard-entries';

const t = useTestApp();

async function signedIn(permissions?: PermissionArea[]) {
  const account = permissions ? await createStaff(t.database.db, permissions) : await createCustomer(t.database.db);
  const client = new TestClient(t.app);
  await client.signIn({ email: account.email ?? '', password: PASSWORD });
  return client;
}

const names = (items: MasterData[]) => items.map((item) => item.name);

describe('master-data search', () => {
  it('lists the standard weight classes and titles of a new install, in their order', async () => {
    const anonymous = new TestClient(t.app);
    const weightClasses = await anonymous.post('/master-datas/search/all', { kind: 'WEIGHT_CLASS' });
    expect(weightClasses.status).toBe(200);
    expect(names(weightClasses.body.data.items)).toEqual(STANDARD_WEIGHT_CLASSES.map((entry) => entry.name));
    expect(weightClasses.body.data.items[0]).toEqual({
      id: expect.any(String),
      kind: 'WEIGHT_CLASS',
      name: 'Flyweight',
      nameNe: 'फ्लाइवेट',
      code: null,
      lowerKg: 52.2,
      upperKg: 56.7,
      gender: 'MALE',
      city: null,
      logoUrl: null,
      sortOrder: 0,
      retired: false,
    });
    const titles = await anonymous.post('/master-datas/search/all', { kind: 'TITLE' });
    expect(titles.body.data.items.map((item: MasterData) => item.code)).toEqual(STANDARD_TITLES.map((t) => t.code));
  });

  it('filters by kind, or lists every kind grouped, each by its order and then by name', async () => {
    const late = await createAffiliation(t.database.db, { name: 'Annapurna Gym', sortOrder: 50 });
    const tiedB = await createAffiliation(t.database.db, { name: 'Bagmati MMA', sortOrder: 10 });
    const tiedA = await createAffiliation(t.database.db, { name: 'annapurna Warriors', sortOrder: 10 });
    const reply = await new TestClient(t.app).post('/master-datas/search/all', { kind: 'AFFILIATION' });
    expect(names(reply.body.data.items)).toEqual([tiedA.name, tiedB.name, late.name]);

    const all = (await new TestClient(t.app).post('/master-datas/search/all', {})).body.data.items as MasterData[];
    const kinds = all.map((item) => item.kind);
    expect(new Set(kinds)).toEqual(new Set(['WEIGHT_CLASS', 'AFFILIATION', 'TITLE']));
    // Grouped: each kind's entries are together.
    expect(kinds.filter((kind, index) => kind !== kinds[index - 1])).toHaveLength(3);
  });

  it('hides retired entries from the public and from staff without the area, and shows them to staff who ask', async () => {
    const retired = await createWeightClass(t.database.db, { retiredAt: new Date() });
    const active = await createWeightClass(t.database.db);
    const request = { kind: 'WEIGHT_CLASS', includeRetired: true };
    const callers = [new TestClient(t.app), await signedIn(), await signedIn(['DASHBOARD', 'USERS', 'TRANSACTION'])];
    for (const caller of callers) {
      const reply = await caller.post('/master-datas/search/all', request);
      expect(reply.status).toBe(200);
      expect(names(reply.body.data.items)).toContain(active.name);
      expect(names(reply.body.data.items)).not.toContain(retired.name);
    }
    const staff = await signedIn(['BOOKINGANDTICKETING']);
    const shown = await staff.post('/master-datas/search/all', request);
    expect(shown.body.data.items).toContainEqual(expect.objectContaining({ id: retired.id, retired: true }));
    const notAsked = await staff.post('/master-datas/search/all', { kind: 'WEIGHT_CLASS' });
    expect(names(notAsked.body.data.items)).not.toContain(retired.name);
  });

  it('sees entries written outside the API at once (the cached copy is evicted)', async () => {
    const anonymous = new TestClient(t.app);
    const before = await anonymous.post('/master-datas/search/all', { kind: 'TITLE' });
    const added = await createMasterDataEntry(t.database.db, { kind: 'TITLE', name: 'Prof', code: 'PROF' });
    const after = await anonymous.post('/master-datas/search/all', { kind: 'TITLE' });
    expect(after.body.data.items).toHaveLength(before.body.data.items.length + 1);
    expect(after.body.data.items.at(-1)).toMatchObject({ id: added.id, code: 'PROF' });
  });

  it('refuses an unknown kind', async () => {
    const reply = await new TestClient(t.app).post('/master-datas/search/all', { kind: 'GYM' });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('HUBMDKD001');
  });
});
