import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT_VERSION } from '@ringside/contract/display/search-text';
import { useTestApp } from '../../../test/use-test-app';
import { TestClient } from '../../../test/client';
import { createFighter, signedInStaff } from '../../../test/fighter-factories';
import { fighterProfiles, fighterPublicProfiles } from './fighters.table';
import { refreshFighterSearchText } from './search-text';

const t = useTestApp();

type Fields = NonNullable<Parameters<typeof createFighter>[1]>['fields'];

const ids = (reply: { body: { data: { items: { id: string }[] } } }) => reply.body.data.items.map((item) => item.id);

/**
 * Fighters named in Latin letters, in Devanagari, or both; each test file has a database of its own, so these are
 * the only approved fighters there are.
 */
async function fighters(status: 'APPROVED' | 'PENDING' = 'APPROVED') {
  const db = t.database.db;
  const fighter = (fields: Fields) => createFighter(db, { status, fields });
  const none = { nickname: null, middleName: null };
  return {
    // In Latin letters only.
    anita: await fighter({ ...none, firstName: 'Anita', lastName: 'Gurung' }),
    // Surname given only in Devanagari.
    ram: await fighter({
      ...none,
      firstName: 'Ram',
      lastName: null,
      firstNameNe: 'राम',
      lastNameNe: 'गुरुङ',
      nicknameNe: 'बाघ',
    }),
    // Both.
    sita: await fighter({ ...none, firstName: 'Sita', lastName: 'Shrestha', firstNameNe: 'सीता', lastNameNe: 'श्रेष्ठ' }),
    pasang: await fighter({
      ...none,
      firstName: 'Pasang',
      lastName: 'Tamang',
      firstNameNe: 'पासाङ',
      lastNameNe: 'तामाङ',
    }),
    // Devanagari typed in the Latin fields.
    hari: await fighter({ ...none, firstName: 'हरि', lastName: 'पोखरेल' }),
  };
}

describe('the public directory in Nepali', () => {
  it('finds fighters by a Devanagari name or surname, by its romanisations, and the reverse; nobody else', async () => {
    const { anita, ram, sita, pasang, hari } = await fighters();
    const search = async (query: string) =>
      ids(await new TestClient(t.app).post('/fighter-profiles/public/search', { query }));

    // The surname in Devanagari finds the fighter named Gurung in Latin letters only, and the reverse.
    expect(await search('गुरुङ')).toEqual([anita.profile.id, ram.profile.id]);
    expect(await search('gurung')).toEqual([anita.profile.id, ram.profile.id]);
    expect(await search('GURUNG')).toEqual([anita.profile.id, ram.profile.id]);
    expect(await search('राम गुरुङ')).toEqual([ram.profile.id]);
    expect(await search('ram gurung')).toEqual([ram.profile.id]);
    // The nickname in Devanagari, and its romanisation.
    expect(await search('बाघ')).toEqual([ram.profile.id]);
    expect(await search('bagh')).toEqual([ram.profile.id]);
    // A name and a surname in Devanagari; a common other spelling of the surname.
    expect(await search('सीता')).toEqual([sita.profile.id]);
    expect(await search('श्रेष्ठ')).toEqual([sita.profile.id]);
    expect(await search('shresta')).toEqual([sita.profile.id]);
    expect(await search('तामाङ')).toEqual([pasang.profile.id]);
    // Devanagari in the Latin fields: the usual and the spoken spelling.
    expect(await search('पोखरेल')).toEqual([hari.profile.id]);
    expect(await search('pokharel')).toEqual([hari.profile.id]);
    expect(await search('pokhrel')).toEqual([hari.profile.id]);
    expect(await search('हरि')).toEqual([hari.profile.id]);
    // No false hits.
    expect(await search('थापा')).toEqual([]);
    expect(await search('magar')).toEqual([]);
    expect(await search('गुरुङ तामाङ')).toEqual([]);

    // A name given in Devanagari has a readable address.
    expect(hari.published?.slug).toBe(`${hari.profile.id.slice(0, 6)}-hari-pokharel`);
    const page = await new TestClient(t.app).get(`/fighter-profiles/public/${hari.published?.slug}`);
    expect(page.body.data.id).toBe(hari.profile.id);
  });

  it('makes search texts of older rules again at start-up', async () => {
    const db = t.database.db;
    const { profile } = await createFighter(db, {
      fields: { firstName: 'Bibek', lastName: null, nickname: null, lastNameNe: 'लामा' },
    });
    // As migration 0012 left a row: the search text of before (the Latin names), with no version.
    const stale = { searchText: 'bibek', searchVersion: 0 };
    await db.update(fighterPublicProfiles).set(stale).where(eq(fighterPublicProfiles.fighterId, profile.id));
    await db.update(fighterProfiles).set(stale).where(eq(fighterProfiles.id, profile.id));
    const search = async (query: string) =>
      ids(await new TestClient(t.app).post('/fighter-profiles/public/search', { query }));
    expect(await search('लामा')).toEqual([]);

    expect(await refreshFighterSearchText(db, 1)).toBe(2);
    // (Other queries than before: answers are cached, and the server refreshes before it answers any.)
    expect(await search('lama')).toEqual([profile.id]);
    expect(await search('लाम')).toEqual([profile.id]);
    const [row] = await db
      .select({ searchText: fighterProfiles.searchText, searchVersion: fighterProfiles.searchVersion })
      .from(fighterProfiles)
      .where(eq(fighterProfiles.id, profile.id));
    expect(row).toEqual({ searchText: expect.stringContaining('लामा'), searchVersion: SEARCH_TEXT_VERSION });
    // Nothing left to do the next time.
    expect(await refreshFighterSearchText(db)).toBe(0);
  });
});

describe('the back office search in Nepali', () => {
  it('finds applications by their Devanagari names and by romanisation, and the reverse', async () => {
    const { anita, ram, sita, hari } = await fighters('PENDING');
    const { client } = await signedInStaff(t.app, t.database.db);
    const search = async (query: string) =>
      ids(await client.post('/fighter-profiles/admin/search', { query, status: 'PENDING' })).sort();
    const sorted = (...found: { profile: { id: string } }[]) => found.map((fighter) => fighter.profile.id).sort();

    expect(await search('गुरुङ')).toEqual(sorted(anita, ram));
    expect(await search('gurung')).toEqual(sorted(anita, ram));
    expect(await search('श्रेष्ठ')).toEqual(sorted(sita));
    expect(await search('Shresta')).toEqual(sorted(sita));
    expect(await search('pokhrel')).toEqual(sorted(hari));
    expect(await search('थापा')).toEqual([]);
  });
});
