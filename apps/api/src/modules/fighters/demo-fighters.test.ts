import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { TestClient } from '../../../test/client';
import { seedDemoAffiliations } from '../masterdata/demo-affiliations';
import { passwordHasher } from '../identity/password-hasher';
import { DEMO_FIGHTERS, seedDemoFighters } from './demo-fighters';
import { fighterProfiles, fighterPublicProfiles } from './fighters.table';

const DEVANAGARI = /^[\p{Script=Devanagari}\s]+$/u;

const t = useTestApp();

describe('demo fighters', () => {
  it('are approved and public, in their divisions and gyms, with photos; seeding twice adds nothing', async () => {
    await seedDemoAffiliations(t.database.db);
    const hash = await passwordHasher.hash('Kathmandu#2026');
    expect(await seedDemoFighters(t.database.db, t.config, hash)).toBe(DEMO_FIGHTERS.length);
    expect(await seedDemoFighters(t.database.db, t.config, hash)).toBe(0);

    const visitor = new TestClient(t.app);
    const all = await visitor.post('/fighter-profiles/public/search', {});
    expect(all.body.data.total).toBe(DEMO_FIGHTERS.length);
    const women = await visitor.post('/fighter-profiles/public/search', { gender: 'FEMALE' });
    expect(women.body.data.total).toBeGreaterThanOrEqual(3);
    const tiger = await visitor.post('/fighter-profiles/public/search', { query: 'tiger' });
    expect(tiger.body.data.items[0]).toMatchObject({
      firstName: 'Bikash',
      weightClass: { name: 'Lightweight' },
      affiliation: { name: 'Himalayan Fight Academy' },
      record: { wins: 9, losses: 2, draws: 0 },
    });
    const photo = await t.app.inject({ method: 'GET', url: tiger.body.data.items[0].photo.card });
    expect(photo.statusCode).toBe(200);
    // Generated portraits through the photo pipeline: the card is 4:5, and no two fighters look alike.
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 600 });
    const cards = await Promise.all(
      all.body.data.items.map(
        async (item: { photo: { card: string } }) =>
          (await t.app.inject({ method: 'GET', url: item.photo.card })).rawPayload,
      ),
    );
    expect(new Set(cards.map((card) => card.toString('base64'))).size).toBe(DEMO_FIGHTERS.length);
    const profile = await visitor.get(`/fighter-profiles/public/${tiger.body.data.items[0].slug}`);
    expect(profile.body.data).toMatchObject({ recordVerified: true, priorRecord: { winsByDecision: 2 } });

    // Every demo fighter has a name in Devanagari, and a nickname in it when they have one: applied and public.
    const names = (row: { firstNameNe: string | null; lastNameNe: string | null; nicknameNe: string | null }) =>
      [row.firstNameNe, row.lastNameNe, row.nicknameNe].join(' ');
    const expected = DEMO_FIGHTERS.map(names).sort();
    for (const table of [fighterProfiles, fighterPublicProfiles]) {
      const rows = await t.database.db
        .select({ firstNameNe: table.firstNameNe, lastNameNe: table.lastNameNe, nicknameNe: table.nicknameNe })
        .from(table);
      expect(rows.map(names).sort()).toEqual(expected);
    }
  });

  it('have their names and nicknames in Devanagari', () => {
    for (const fighter of DEMO_FIGHTERS) {
      expect(fighter.firstNameNe, fighter.firstName).toMatch(DEVANAGARI);
      expect(fighter.lastNameNe, fighter.lastName).toMatch(DEVANAGARI);
      if (fighter.nickname) expect(fighter.nicknameNe, fighter.nickname).toMatch(DEVANAGARI);
      else expect(fighter.nicknameNe).toBeNull();
    }
  });
});
