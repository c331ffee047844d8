import { beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { createFighter, signedInCustomer, signedInStaff, weightClassNamed } from '../../../test/fighter-factories';
import { createAffiliation } from '../../../test/master-data-factories';
import { useTestApp } from '../../../test/use-test-app';

// Profiles cached, as in production: a publication must reach them at once.
const t = useTestApp({ PROFILE_CACHE_SECONDS: '60' });
let staff: TestClient;

beforeAll(async () => {
  staff = (await signedInStaff(t.app, t.database.db, ['BOOKINGANDTICKETING'])).client;
});

/** Approved fighters of a class, by last name. */
async function fighters(weightClass: string, ...lastNames: string[]) {
  const made = await Promise.all(
    lastNames.map((lastName) => createFighter(t.database.db, { weightClass, fields: { lastName } })),
  );
  return Object.fromEntries(lastNames.map((name, index) => [name, made[index]!.profile.id])) as Record<string, string>;
}

const publish = (weightClassId: string, body: Record<string, unknown>, client = staff) =>
  client.post(`/rankings/admin/${weightClassId}`, body);

const places = (ranking: { champion: Entry | null; ranked: Entry[] }) =>
  [ranking.champion, ...ranking.ranked].flatMap((entry) =>
    entry ? [[entry.position, entry.fighter.lastName, entry.movement, entry.previousPosition]] : [],
  );
type Entry = { position: number; fighter: { lastName: string }; movement: string; previousPosition: number | null };

describe('rankings', () => {
  it('are published as dated versions, each showing its movement against the one before', async () => {
    const lightweight = await weightClassNamed(t.database.db, 'Lightweight');
    const f = await fighters('Lightweight', 'Thapa', 'Gurung', 'Rai', 'Lama', 'Magar');
    const first = await publish(lightweight, {
      effectiveOn: '2026-11-01',
      championId: f.Thapa,
      rankedIds: [f.Gurung, f.Rai, f.Lama],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.current.version).toBe(1);
    // A first version has nothing to move against.
    expect(places(first.body.data.current)).toEqual([
      [0, 'Thapa', 'SAME', null],
      [1, 'Gurung', 'SAME', null],
      [2, 'Rai', 'SAME', null],
      [3, 'Lama', 'SAME', null],
    ]);

    // Rai beat Gurung; Magar enters; Lama drops out.
    const second = await publish(lightweight, {
      effectiveOn: '2026-11-28',
      championId: f.Thapa,
      rankedIds: [f.Rai, f.Gurung, f.Magar],
    });
    expect(second.status).toBe(200);
    const current = second.body.data.current;
    expect(current).toMatchObject({ version: 2, effectiveOn: '2026-11-28' });
    expect(places(current)).toEqual([
      [0, 'Thapa', 'SAME', 0],
      [1, 'Rai', 'UP', 2],
      [2, 'Gurung', 'DOWN', 1],
      [3, 'Magar', 'NEW', null],
    ]);
    expect(current.leftOut.map((fighter: { lastName: string }) => fighter.lastName)).toEqual(['Lama']);
    expect(second.body.data.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);

    // The title changes hands: the new champion moved up from the ranks.
    const third = await publish(lightweight, { effectiveOn: '2026-12-05', championId: f.Rai, rankedIds: [f.Thapa] });
    expect(places(third.body.data.current)).toEqual([
      [0, 'Rai', 'UP', 1],
      [1, 'Thapa', 'DOWN', 0],
    ]);

    // Fans read the current version of every class, signed in or not.
    const page = await new TestClient(t.app).get('/rankings');
    expect(page.status).toBe(200);
    const shown = page.body.data.items.find(
      (item: { weightClass: { id: string } }) => item.weightClass.id === lightweight,
    );
    expect(shown).toMatchObject({ version: 3, weightClass: { name: 'Lightweight' } });
  });

  it('read in Nepali: the class’s and the fighters’ Nepali names', async () => {
    const flyweight = await weightClassNamed(t.database.db, 'Flyweight');
    const champion = await createFighter(t.database.db, {
      weightClass: 'Flyweight',
      fields: { firstName: 'Sita', lastName: 'Shrestha', firstNameNe: 'सीता', lastNameNe: 'श्रेष्ठ' },
    });
    expect(
      (await publish(flyweight, { effectiveOn: '2026-11-28', championId: champion.profile.id, rankedIds: [] })).status,
    ).toBe(200);
    const page = await new TestClient(t.app).get('/rankings', { 'accept-language': 'ne' });
    const shown = page.body.data.items.find(
      (item: { weightClass: { id: string } }) => item.weightClass.id === flyweight,
    );
    expect(shown.weightClass.name).not.toBe('Flyweight');
    expect(shown.weightClass.name).toMatch(/[\u0900-\u097F]/);
    expect(shown.champion.fighter).toMatchObject({ firstName: 'सीता', lastName: 'श्रेष्ठ' });
  });

  it('show on the profile at once: the champion’s belt and a ranked fighter’s place', async () => {
    const bantamweight = await weightClassNamed(t.database.db, 'Bantamweight');
    const f = await fighters('Bantamweight', 'Tamang', 'Sherpa');
    const visitor = new TestClient(t.app);
    // Read (and cached) before the rankings exist.
    expect((await visitor.get(`/fighter-profiles/public/${f.Sherpa}`)).body.data.rankings).toEqual([]);
    await publish(bantamweight, { effectiveOn: '2026-11-28', championId: f.Tamang, rankedIds: [f.Sherpa] });
    const sherpa = (await visitor.get(`/fighter-profiles/public/${f.Sherpa}`)).body.data;
    expect(sherpa.rankings).toEqual([
      { weightClass: expect.objectContaining({ id: bantamweight, name: 'Bantamweight' }), position: 1 },
    ]);
    const tamang = (await visitor.get(`/fighter-profiles/public/${f.Tamang}`)).body.data;
    expect(tamang.rankings).toMatchObject([{ position: 0 }]);
  });

  it('refuse what cannot be a ranking, with the catalogue’s codes', async () => {
    const featherweight = await weightClassNamed(t.database.db, 'Featherweight');
    const f = await fighters('Featherweight', 'Karki', 'Bhandari');
    const pending = await createFighter(t.database.db, { status: 'PENDING', weightClass: 'Featherweight' });
    const many = await fighters('Featherweight', ...Array.from({ length: 16 }, (_, i) => `Ranked${i}`));
    const cases: [Record<string, unknown>, string][] = [
      [{ effectiveOn: '2026-11-28', championId: f.Karki, rankedIds: [f.Karki] }, 'HUBRKDP001'],
      [{ effectiveOn: '2026-11-28', championId: null, rankedIds: [f.Bhandari, f.Bhandari] }, 'HUBRKDP001'],
      [{ effectiveOn: '2026-11-28', championId: pending.profile.id, rankedIds: [] }, 'HUBRKFT001'],
      [{ effectiveOn: '2026-11-28', championId: null, rankedIds: [crypto.randomUUID()] }, 'HUBRKFT001'],
      [{ effectiveOn: '2026-11-28', championId: null, rankedIds: Object.values(many) }, 'HUBRKMX001'],
      [{ effectiveOn: '2026-11-28', championId: null, rankedIds: [] }, 'HUBRKEM001'],
      [{ effectiveOn: '28/11/2026', championId: f.Karki, rankedIds: [] }, 'HUBRKDT001'],
    ];
    for (const [body, code] of cases) {
      const reply = await publish(featherweight, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(reply.body), JSON.stringify(body)).toContain(code);
    }
    const unknown = await publish(crypto.randomUUID(), {
      effectiveOn: '2026-11-28',
      championId: f.Karki,
      rankedIds: [],
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'HUBRKWC001']);
    // A gym is master data too, but no weight class.
    const gym = await createAffiliation(t.database.db);
    expect((await publish(gym.id, { effectiveOn: '2026-11-28', championId: f.Karki, rankedIds: [] })).body.code).toBe(
      'HUBRKWC001',
    );
    // Nothing of it was written; the message is in the caller's language.
    expect((await staff.get(`/rankings/admin/${featherweight}`)).body.data).toMatchObject({
      current: null,
      versions: [],
    });
    const nepali = await staff.post(
      `/rankings/admin/${featherweight}`,
      { effectiveOn: '2026-11-28', championId: f.Karki, rankedIds: [f.Karki] },
      { 'accept-language': 'ne' },
    );
    expect(nepali.body.message).toBe('एक लडाकुले वरीयतामा एउटा मात्र स्थान लिन सक्छ');
  });

  it('are published by BOOKINGANDTICKETING only', async () => {
    const welterweight = await weightClassNamed(t.database.db, 'Welterweight');
    const f = await fighters('Welterweight', 'Adhikari');
    const body = { effectiveOn: '2026-11-28', championId: f.Adhikari, rankedIds: [] };
    const fan = (await signedInCustomer(t.app, t.database.db)).client;
    const otherStaff = (await signedInStaff(t.app, t.database.db, ['DASHBOARD', 'TRANSACTION', 'USERS'])).client;
    const anonymous = new TestClient(t.app);
    expect((await publish(welterweight, body, anonymous)).status).toBe(401);
    expect((await publish(welterweight, body, fan)).status).toBe(403);
    expect((await publish(welterweight, body, otherStaff)).status).toBe(403);
    expect((await otherStaff.get(`/rankings/admin/${welterweight}`)).status).toBe(403);
    expect((await anonymous.get(`/rankings/admin/${welterweight}`)).status).toBe(401);
    // Nothing was written by the refused calls.
    expect((await staff.get(`/rankings/admin/${welterweight}`)).body.data.versions).toEqual([]);
  });
});
