import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type FighterProfileStatus, ageOn } from '@ringside/contract';
import { wordSearchTerms } from '@ringside/contract/display/search-text';
import { useTestApp } from '../../../test/use-test-app';
import { TestClient } from '../../../test/client';
import { mobileNumber } from '../../../test/factories';
import { createAffiliation } from '../../../test/master-data-factories';
import {
  applicationBody,
  createFighter,
  createPhoto,
  signedInCustomer,
  signedInStaff,
  weightClassNamed,
} from '../../../test/fighter-factories';
import { MasterDataCatalogue } from '../masterdata/master-data.service';
import {
  type DirectoryCountCaps,
  type DirectorySearchOptions,
  WORD_PREFIX_MAX,
  directoryRepository,
} from './directory.repository';
import { FighterDirectory } from './directory.service';
import { fighterPublicProfiles } from './fighters.table';

const t = useTestApp();
const visitor = () => new TestClient(t.app);

/** Letters only: names refuse digits. */
const letters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const ids = (reply: { body: { data: { items: { id: string }[] } } }) => reply.body.data.items.map((item) => item.id);

describe('the public fighter directory', () => {
  it('searches approved fighters by name or nickname, with filters, by last name, paged', async () => {
    const db = t.database.db;
    const gym = await createAffiliation(db);
    const other = await createAffiliation(db);
    const tag = letters();
    const fighter = (
      fields: Record<string, unknown>,
      weightClass = 'Lightweight',
      status: FighterProfileStatus = 'APPROVED',
    ) => createFighter(db, { status, weightClass, fields: { affiliationId: gym.id, ...fields } });
    const thapa = await fighter({ firstName: 'Bikash', lastName: `${tag}thapa`, nickname: 'Khukuri' });
    const gurung = await fighter(
      { firstName: 'Anita', lastName: `${tag}gurung`, nickname: null, gender: 'FEMALE' },
      "Women's Strawweight",
    );
    const rai = await fighter(
      {
        firstName: 'Sujan',
        middleName: 'Kumar',
        lastName: `${tag}rai`,
        nickname: 'Himalayan Hammer',
        nationality: 'IN',
        countryCode: 'IN',
      },
      'Welterweight',
    );
    const elsewhere = await createFighter(db, { fields: { lastName: `${tag}lama`, affiliationId: other.id } });
    await fighter({ lastName: `${tag}draft` }, 'Lightweight', 'DRAFT');
    await fighter({ lastName: `${tag}pending` }, 'Lightweight', 'PENDING');
    await fighter({ lastName: `${tag}rejected` }, 'Lightweight', 'REJECTED');

    const search = (body: Record<string, unknown>) => visitor().post('/fighter-profiles/public/search', body);
    const all = await search({ affiliationId: gym.id });
    expect(all.status).toBe(200);
    // Ordered by last name; drafts, pending and rejected applications are not public.
    expect(ids(all)).toEqual([gurung.profile.id, rai.profile.id, thapa.profile.id]);
    expect(all.body.data).toMatchObject({ page: 1, pageSize: 24, total: 3, totalCapped: false });
    expect(all.body.data.items[2]).toEqual({
      id: thapa.profile.id,
      slug: thapa.published?.slug,
      firstName: 'Bikash',
      lastName: `${tag}thapa`,
      nickname: 'Khukuri',
      gender: 'MALE',
      countryCode: 'NP',
      nationality: 'NP',
      countryName: 'Nepal',
      nationalityName: 'Nepal',
      weightClass: { id: expect.any(String), name: 'Lightweight', lowerKg: 65.8, upperKg: 70.3 },
      affiliation: { id: gym.id, name: gym.name, city: 'Kathmandu', logoUrl: null },
      photo: expect.objectContaining({ card: `/media/fighters/${thapa.profile.photoId}/card.webp` }),
      record: { wins: 7, losses: 2, draws: 1 },
    });

    expect(ids(await search({ query: `${tag.toUpperCase()}THAPA` }))).toEqual([thapa.profile.id]);
    expect(ids(await search({ query: 'hammer', affiliationId: gym.id }))).toEqual([rai.profile.id]);
    expect(ids(await search({ query: `sujan ${tag}rai` }))).toEqual([rai.profile.id]);
    expect(ids(await search({ query: `kumar ${tag}rai` }))).toEqual([rai.profile.id]);
    expect(ids(await search({ query: `${tag}`, gender: 'FEMALE' }))).toEqual([gurung.profile.id]);
    expect(ids(await search({ query: `${tag}`, nationality: 'in' }))).toEqual([rai.profile.id]);
    const welterweight = await weightClassNamed(db, 'Welterweight');
    expect(ids(await search({ query: `${tag}`, weightClassId: welterweight }))).toEqual([rai.profile.id]);
    expect(ids(await search({ query: `${tag}`, affiliationId: other.id }))).toEqual([elsewhere.profile.id]);
    expect(ids(await search({ query: `${tag}pending` }))).toEqual([]);
    // A name is found from the start of a word, not from its middle (decision 60).
    expect(ids(await search({ query: 'hapa', affiliationId: gym.id }))).toEqual([]);
    expect(ids(await search({ query: 'ammer', affiliationId: gym.id }))).toEqual([]);
    expect(ids(await search({ query: `${tag}th` }))).toEqual([thapa.profile.id]);
    // LIKE wildcards are searched for as text.
    expect(ids(await search({ query: '%', affiliationId: gym.id }))).toEqual([]);

    const second = await search({ affiliationId: gym.id, page: 2, pageSize: 2 });
    expect(second.body.data).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    // Past the last page: no cards, and still the true total.
    const beyond = await search({ affiliationId: gym.id, page: 9, pageSize: 2 });
    expect(beyond.body.data).toMatchObject({ items: [], page: 9, total: 3 });
    expect((await search({ query: `${tag}nobody` })).body.data).toMatchObject({ items: [], total: 0 });
    expect(ids(second)).toEqual([thapa.profile.id]);
    expect((await search({ pageSize: 61 })).status).toBe(400);
    expect((await search({ weightClassId: 'heavy' })).body.code).toBe('HUBFPWC002');
  });

  it('shows an approved profile by id or slug, with the age and never the birth date', async () => {
    const { profile, published } = await createFighter(t.database.db, {
      fields: { dateOfBirth: '1996-04-12', middleName: 'Bahadur' },
      recordVerified: true,
    });
    const byId = await visitor().get(`/fighter-profiles/public/${profile.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.data).toMatchObject({
      id: profile.id,
      slug: published?.slug,
      title: 'MR',
      middleName: 'Bahadur',
      age: ageOn('1996-04-12'),
      heightCm: 175,
      reachCm: 180,
      stance: 'ORTHODOX',
      socialLinks: { instagram: 'https://instagram.com/bikash.thapa' },
      priorRecord: { wins: 7, losses: 2, draws: 1, noContests: 0, winsByKo: 4 },
      amateurRecord: { wins: 0, losses: 0 },
      recordVerified: true,
      bouts: [],
    });
    const bySlug = await visitor().get(`/fighter-profiles/public/${published?.slug.toUpperCase()}`);
    expect(bySlug.body.data).toEqual(byId.body.data);
  });

  it('keeps private data out of public answers', async () => {
    const number = mobileNumber();
    const { customer, profile } = await createFighter(t.database.db, {
      customer: { countryCode: '+977', mobileNumber: number, dateOfBirth: '1995-01-01' },
      fields: { lastName: `Private${letters()}` },
    });
    const search = await visitor().post('/fighter-profiles/public/search', { query: profile.lastName });
    const detail = await visitor().get(`/fighter-profiles/public/${profile.id}`);
    expect(ids(search)).toEqual([profile.id]);
    for (const reply of [search, detail]) {
      const json = JSON.stringify(reply.body);
      for (const secret of [
        'dateOfBirth',
        'email',
        'mobile',
        'customerId',
        customer.id,
        customer.email ?? '',
        number,
        '1996-04-12',
      ])
        expect(json).not.toContain(secret);
    }
  });

  it('answers 404 for fighters who are not approved, or unknown', async () => {
    for (const status of ['DRAFT', 'PENDING', 'REJECTED'] as const) {
      const { profile, customer } = await createFighter(t.database.db, { status });
      for (const key of [profile.id, customer.id]) {
        const reply = await visitor().get(`/fighter-profiles/public/${key}`);
        expect(reply.status).toBe(404);
        expect(reply.body).toEqual({ code: 'HUBFPNF001', message: 'Fighter not found' });
      }
    }
    for (const key of [randomUUID(), 'no-such-fighter', 'x'.repeat(99)])
      expect((await visitor().get(`/fighter-profiles/public/${key}`)).body.code).toBe('HUBFPNF001');
  });

  it('keeps showing the approved version while a change waits for review', async () => {
    const { client, customer } = await signedInCustomer(t.app, t.database.db);
    const weightClassId = await weightClassNamed(t.database.db, 'Lightweight');
    const body = applicationBody(weightClassId, await createPhoto(t.database.db, customer.id), {
      lastName: `Shown${letters()}`,
    });
    const sent = await client.post('/fighter-profiles', { ...body, submit: true });
    const { client: staff } = await signedInStaff(t.app, t.database.db);
    await staff.post(`/fighter-profiles/admin/${sent.body.data.id}/approve`, {});
    await client.put('/fighter-profiles', { ...body, lastName: 'Changed', weightKg: 77, submit: true });
    const page = await visitor().get(`/fighter-profiles/public/${sent.body.data.id}`);
    expect(page.body.data).toMatchObject({ lastName: body.lastName, weightKg: 70 });
    expect(ids(await visitor().post('/fighter-profiles/public/search', { query: body.lastName }))).toEqual([
      sent.body.data.id,
    ]);
    expect(ids(await visitor().post('/fighter-profiles/public/search', { query: 'changed' }))).not.toContain(
      sent.body.data.id,
    );
  });

  it('shows every change to a public version at once, although directory pages are cached', async () => {
    const tag = letters();
    const search = async () =>
      (await visitor().post('/fighter-profiles/public/search', { query: tag })).body.data.items as {
        id: string;
        lastName: string;
        photo: { id: string } | null;
        record: { wins: number };
      }[];
    expect(await search()).toEqual([]);

    const { client, customer } = await signedInCustomer(t.app, t.database.db);
    const weightClassId = await weightClassNamed(t.database.db, 'Lightweight');
    const body = applicationBody(weightClassId, await createPhoto(t.database.db, customer.id), {
      lastName: `${tag}cached`,
    });
    const sent = await client.post('/fighter-profiles', { ...body, submit: true });
    const { client: staff } = await signedInStaff(t.app, t.database.db);
    await staff.post(`/fighter-profiles/admin/${sent.body.data.id}/approve`, {});
    expect((await search()).map((card) => card.id)).toEqual([sent.body.data.id]);

    // A live change by the fighter (a new photo) and a staff correction (the record) reach the cached page.
    const photo = await createPhoto(t.database.db, customer.id);
    await client.put('/fighter-profiles', { ...body, photo });
    expect((await search())[0]?.photo?.id).toBe(photo);
    const edited = { ...body, photo, priorRecord: { ...body.priorRecord, wins: 9 } };
    expect((await staff.put(`/fighter-profiles/admin/${sent.body.data.id}`, edited)).status).toBe(200);
    expect((await search())[0]?.record.wins).toBe(9);
  });

  it('serves signed-in visitors too, and tells a revoked browser it is signed out', async () => {
    const { client } = await signedInCustomer(t.app, t.database.db);
    expect((await client.post('/fighter-profiles/public/search', {})).status).toBe(200);
    await client.get('/customers/logout');
    const reply = await client.post('/fighter-profiles/public/search', {});
    expect(reply.status).toBe(401);
  });
});

describe('the directory search at scale (decisions 58 and 60)', () => {
  /** Fighters of one new gym, named in Latin letters, in Devanagari, or both; the file's other fighters meet them. */
  async function nepaliFighters() {
    const db = t.database.db;
    const gym = await createAffiliation(db);
    const none = { nickname: null, middleName: null, affiliationId: gym.id };
    const fighter = (fields: Record<string, unknown>) => createFighter(db, { fields: { ...none, ...fields } });
    const fighters = [
      await fighter({ firstName: 'Anita', lastName: 'Gurung' }),
      await fighter({ firstName: 'Ram', lastName: null, firstNameNe: 'राम', lastNameNe: 'गुरुङ', nicknameNe: 'बाघ' }),
      await fighter({ firstName: 'Sita', lastName: 'Shrestha', firstNameNe: 'सीता', lastNameNe: 'श्रेष्ठ' }),
      await fighter({ firstName: 'Pasang', lastName: 'Tamang', firstNameNe: 'पासाङ', lastNameNe: 'तामाङ' }),
      await fighter({ firstName: 'हरि', lastName: 'पोखरेल' }),
      await fighter({ firstName: 'Bikash', lastName: 'Gurung', nickname: 'Khukuri' }),
      await fighter({ firstName: 'Gurans', lastName: 'Thapa', gender: 'FEMALE' }),
      await fighter({ firstName: 'Sujan', lastName: 'Rai', nickname: 'The Tiger' }),
      // Longer than the word starts kept: found by its first ones, then checked whole.
      await fighter({ firstName: 'Dawa', lastName: 'Sherpa', nickname: 'Thunderstrikeking' }),
    ];
    return { gym, ids: fighters.map((one) => one.profile.id) };
  }

  const idsOf = (result: { rows: { fighterId: string }[] }) => result.rows.map((row) => row.fighterId);

  it('keeps the narrow search table and its word starts in step with the public profiles: approval, edits, removal', async () => {
    const db = t.database.db;
    const rowsOf = async (statement: ReturnType<typeof sql>) =>
      ((await db.execute(statement)) as unknown as { rows: unknown[] }).rows;
    const inStep = async () => {
      const copy = await rowsOf(sql`
        select fighter_id, sort_name, search_text, weight_class_id, gender, affiliation_id, nationality
        from fighter_search order by fighter_id`);
      const source = await rowsOf(sql`
        select fighter_id, sort_name, search_text, weight_class_id, gender, affiliation_id, nationality
        from ${fighterPublicProfiles} order by fighter_id`);
      expect(copy).toEqual(source);
      // Every word's starts, up to the longest kept, once per fighter, with the fighter's filters.
      const starts = (text: string) =>
        new Set(
          text
            .split(' ')
            .filter((word) => word && word !== '|')
            .flatMap((word) => [...word].slice(0, WORD_PREFIX_MAX).map((_, n) => [...word].slice(0, n + 1).join(''))),
        );
      const expected = (source as Record<string, string | null>[]).flatMap((row) =>
        [...starts(row.search_text!)].map((prefix) => ({ ...row, search_text: undefined, prefix })),
      );
      const words = await rowsOf(sql`
        select prefix, sort_name, fighter_id, weight_class_id, gender, affiliation_id, nationality
        from fighter_search_words`);
      const order = (rows: unknown[]) =>
        (rows as Record<string, string>[])
          .map(({ search_text: _, ...row }) => JSON.stringify(row, Object.keys(row).sort()))
          .sort();
      expect(order(words)).toEqual(order(expected));
      return copy.length;
    };
    const tag = letters();
    const { client, customer } = await signedInCustomer(t.app, t.database.db);
    const lightweight = await weightClassNamed(db, 'Lightweight');
    const body = applicationBody(lightweight, await createPhoto(db, customer.id), { lastName: `Step${tag}` });
    const sent = await client.post('/fighter-profiles', { ...body, submit: true });
    const { client: staff } = await signedInStaff(t.app, db);
    await staff.post(`/fighter-profiles/admin/${sent.body.data.id}/approve`, {});
    const rows = await inStep();

    // A staff edit of the name and the weight class is found by the new name only, in the new class.
    const heavyweight = await weightClassNamed(db, 'Heavyweight');
    const edited = { ...body, lastName: `Moved${tag}`, weightClassId: heavyweight };
    expect((await staff.put(`/fighter-profiles/admin/${sent.body.data.id}`, edited)).status).toBe(200);
    expect(await inStep()).toBe(rows);
    const found = (query: string, weightClassId?: string) =>
      directoryRepository.search(db, { query, weightClassId, page: 1, pageSize: 24 }).then(idsOf);
    expect(await found(`step${tag}`)).toEqual([]);
    expect(await found(`moved${tag}`, heavyweight)).toEqual([sent.body.data.id]);
    expect(await found(`moved${tag}`, lightweight)).toEqual([]);

    // A public profile removed (as an account's deletion cascades) takes its search row along.
    await db.execute(sql`delete from ${fighterPublicProfiles} where fighter_id = ${sent.body.data.id}`);
    expect(await inStep()).toBe(rows - 1);
    expect(await found(`moved${tag}`)).toEqual([]);
  });

  it('finds the same fighters in the same order through the word starts as by reading every text, in both scripts', async () => {
    const db = t.database.db;
    const { gym, ids: ours } = await nepaliFighters();
    // Every approved fighter's search text, to know which ones a query must find: one of its terms at a word's start.
    const everyone = await db
      .select({ id: fighterPublicProfiles.fighterId, text: fighterPublicProfiles.searchText })
      .from(fighterPublicProfiles);
    const expected = (query: string, among: string[]) =>
      everyone
        .filter(
          (row) =>
            among.includes(row.id) &&
            wordSearchTerms(query).some((term) => term.replace(/[ |]/g, '') && ` ${row.text}`.includes(` ${term}`)),
        )
        .map((row) => row.id)
        .sort();

    const queries = [
      'gurung',
      'GURUNG',
      'गुरुङ',
      'ram gurung',
      'ram gur',
      'राम गुरुङ',
      'shrestha',
      'श्रेष्ठ',
      'shresta',
      'pokhrel',
      'पोखरेल',
      'हरि',
      'बाघ',
      'bagh',
      'khukuri',
      'gur',
      'thapa',
      'tiger',
      'the tiger',
      'thunderstrike',
      'thunderstrikeking',
      'thunderstrikekong',
      'nobody here',
      // Inside a word: not found (decision 60).
      'rung',
      'ुरुङ',
      'ukuri',
      // Short terms are word starts like any other.
      'gu',
      'गु',
      'ra',
      'a',
      '%',
      '_',
      '|',
      'gurung | ram',
    ];
    for (const query of queries) {
      for (const filter of [{ affiliationId: gym.id }, {}, { affiliationId: gym.id, gender: 'FEMALE' as const }]) {
        const among = 'affiliationId' in filter ? ours : everyone.map((row) => row.id);
        const wanted =
          'gender' in filter ? expected(query, among).filter((id) => id === ours[6]) : expected(query, among);
        /** A page, the way chosen or a given one, with the planner's settings (off: its ways to use an index). */
        const search = (page: number, options: DirectorySearchOptions, off: string[]) =>
          db.transaction(async (tx) => {
            for (const setting of off) await tx.execute(sql.raw(`set local ${setting} = off`));
            return directoryRepository.search(tx, { ...filter, query, page, pageSize: 2 }, options);
          });
        // Every page, each way: through the word starts, with the plans the planner likes, with the indexes forced
        // (no sequential scans), and with no index at all; and by reading every search text.
        const indexes = ['enable_seqscan'];
        const noIndex = ['enable_bitmapscan', 'enable_indexscan', 'enable_indexonlyscan'];
        const ways: Record<string, (page: number) => ReturnType<typeof directoryRepository.search>> = {
          words: (page) => search(page, {}, []),
          wordsIndexes: (page) => search(page, {}, indexes),
          wordsNoIndex: (page) => search(page, {}, noIndex),
          scan: (page) => search(page, { plan: 'scan' }, []),
        };
        const pages = Math.ceil(wanted.length / 2) + 1;
        const found: Record<string, string[]> = {};
        for (const [way, answer] of Object.entries(ways)) {
          found[way] = [];
          for (let page = 1; page <= pages; page += 1) {
            const result = await answer(page);
            expect(result, `${query} ${way} page ${page}`).toMatchObject({ total: wanted.length, totalCapped: false });
            found[way].push(...idsOf(result));
          }
        }
        expect([...(found.words ?? [])].sort(), `${query} ${JSON.stringify(filter)}`).toEqual(wanted);
        for (const way of Object.keys(ways)) expect(found[way], `${query} ${way}`).toEqual(found.words);
      }
    }
    // What the word starts find among our fighters, spelled out for a few of the queries above.
    const inGym = async (query: string) =>
      (await directoryRepository.search(db, { query, affiliationId: gym.id, page: 1, pageSize: 24 })).rows.length;
    expect(await Promise.all(['gurung', 'गुरुङ', 'ram gur', 'thunderstrikek', 'rung', 'ukuri', '|'].map(inGym))).toEqual([
      3, 3, 1, 1, 0, 0, 0,
    ]);
  });

  it('counts up to a cap where counting reads rows one by one, and pages on past it', async () => {
    const db = t.database.db;
    const { gym, ids: ours } = await nepaliFighters();
    const site = { shortName: 'SFC', publicUrl: 'http://localhost' };
    // Profiles are not read here: their bouts and places have no part in a search.
    const none = { of: async () => [] };
    /** A page of two, from a directory with no cache that counts to these caps. */
    const searchWith = (countCaps: DirectoryCountCaps) => {
      const directory = new FighterDirectory(
        db,
        new MasterDataCatalogue(db),
        site,
        0,
        { bouts: { of: async () => ({ bouts: [], upcoming: [] }) }, rankings: none, titles: none },
        { countCaps },
      );
      return (body: Record<string, unknown>) =>
        directory.search({ page: 1, pageSize: 2, ...body } as Parameters<typeof directory.search>[0], 'en');
    };
    const search = searchWith({ name: 3, browse: 3 });
    const byName = (await directoryRepository.search(db, { affiliationId: gym.id, page: 1, pageSize: 60 })).rows;
    expect(byName.map((row) => row.fighterId).sort()).toEqual([...ours].sort());

    // Nine fighters in the gym, counted to three: "3+" on the first page, then as far as the page asked, then exact.
    const first = await search({ affiliationId: gym.id });
    expect(first).toMatchObject({ page: 1, total: 3, totalCapped: true });
    const second = await search({ affiliationId: gym.id, page: 2 });
    expect(second).toMatchObject({ total: 4, totalCapped: true });
    const third = await search({ affiliationId: gym.id, page: 3 });
    expect(third).toMatchObject({ total: 6, totalCapped: true });
    const fourth = await search({ affiliationId: gym.id, page: 4 });
    expect(fourth).toMatchObject({ total: 8, totalCapped: true });
    const fifth = await search({ affiliationId: gym.id, page: 5 });
    expect(fifth).toMatchObject({ total: 9, totalCapped: false });
    const beyond = await search({ affiliationId: gym.id, page: 6 });
    expect(beyond).toMatchObject({ items: [], total: 9, totalCapped: false });
    // The pages hold every fighter once, in the directory's order.
    const paged = [first, second, third, fourth, fifth].flatMap((page) => page.items.map((card) => card.id));
    expect(paged).toEqual(byName.map((row) => row.fighterId));

    // Below the cap the total is exact.
    expect(await search({ affiliationId: gym.id, gender: 'FEMALE' })).toMatchObject({ total: 1, totalCapped: false });
    // A name is counted to the cap too: Gurung three times in the gym, exact; more among everyone (this file's
    // fighters are made twice).
    const gurung = await search({ query: 'gurung', affiliationId: gym.id });
    expect(gurung).toMatchObject({ total: 3, totalCapped: false });
    expect(await search({ query: 'gurung' })).toMatchObject({ total: 3, totalCapped: true });
    // Gurung three times and Gurans: four, one more than the cap.
    expect(await search({ query: 'g', affiliationId: gym.id })).toMatchObject({ total: 3, totalCapped: true });
    expect(await search({ query: 'gu', affiliationId: gym.id })).toMatchObject({ total: 3, totalCapped: true });
    expect(await search({ query: 'गु', affiliationId: gym.id })).toMatchObject({ total: 3, totalCapped: true });
    expect(await search({})).toMatchObject({ total: 3, totalCapped: true });
    // Khukuri, not Pokhrel (kh inside a word): below the cap, exact.
    expect(await search({ query: 'kh', affiliationId: gym.id })).toMatchObject({ total: 1, totalCapped: false });

    // A name and a browse each stop at their own cap: two Gurungs of three, three fighters of the gym's nine.
    const withTwoCaps = searchWith({ name: 2, browse: 3 });
    expect(await withTwoCaps({ query: 'gurung', affiliationId: gym.id })).toMatchObject({
      total: 2,
      totalCapped: true,
    });
    expect(await withTwoCaps({ affiliationId: gym.id })).toMatchObject({ total: 3, totalCapped: true });

    // Through the API (its caps are 100 and 1,000): exact, and said so; far past the end too, either way.
    const reply = await visitor().post('/fighter-profiles/public/search', { affiliationId: gym.id });
    expect(reply.body.data).toMatchObject({ total: 9, totalCapped: false });
    for (const query of [undefined, 'gurung'])
      expect(
        (await visitor().post('/fighter-profiles/public/search', { query, affiliationId: gym.id, page: 99_999_999 }))
          .body.data,
      ).toMatchObject({ items: [], total: query ? 3 : 9, totalCapped: false });
  });
});
