import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type HomeSection, PERMISSION_AREAS } from '@ringside/contract';
import { TestClient } from '../test/client';
import { createEvent, fighterPair } from '../test/calendar-factories';
import {
  applicationBody,
  createFighter,
  createPhoto,
  signedInCustomer,
  signedInStaff,
  weightClassNamed,
} from '../test/fighter-factories';
import { useTestApp } from '../test/use-test-app';

// Caches as in production (15 s): what is written behind the application's back stays unseen, and every change
// made through it shows at once wherever it appears.
const t = useTestApp();
const off = useTestApp({ PROFILE_CACHE_SECONDS: '0', HOME_CACHE_SECONDS: '0' });

const profileOf = (app: typeof t, ref: string, language = 'en') =>
  app.app.inject({
    method: 'GET',
    url: `/api/v1/fighter-profiles/public/${ref}`,
    headers: { 'accept-language': language },
  });
const sneakNickname = (app: typeof t, fighterId: string, nickname: string) =>
  app.database.db.execute(
    sql`update fighter_public_profiles set nickname = ${nickname} where fighter_id = ${fighterId}`,
  );

describe('fighter profiles (PROFILE_CACHE_SECONDS)', () => {
  it('are served as the bytes first written, per language, with their headers', async () => {
    const { profile, published } = await createFighter(t.database.db, {
      fields: { nickname: 'Tiger', nicknameNe: 'बाघ' },
    });
    const first = await profileOf(t, published!.slug);
    expect(first.statusCode).toBe(200);
    await sneakNickname(t, profile.id, 'Sneaked');
    const again = await profileOf(t, published!.slug);
    expect(again.payload).toBe(first.payload);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers.vary).toBe(first.headers.vary);
    // Each language is its own answer: the Nepali one is read now, after the change.
    expect(JSON.parse((await profileOf(t, published!.slug, 'ne')).payload).data.nickname).toBe('बाघ');
    // By id it is another request, read now.
    expect(JSON.parse((await profileOf(t, profile.id)).payload).data.nickname).toBe('Sneaked');
  });

  it('are forgotten when staff edit the fighter, and when a card the fighter is on changes', async () => {
    const { client: staff } = await signedInStaff(t.app, t.database.db, [...PERMISSION_AREAS]);
    const pair = await fighterPair(t.database.db);
    const profile = async () => JSON.parse((await profileOf(t, pair.red)).payload).data;
    expect((await profile()).bouts).toEqual([]);
    await sneakNickname(t, pair.red, 'Unseen');
    expect((await profile()).nickname).toBeNull();

    // A bout on a published card shows on the profile at once.
    const event = await createEvent(staff);
    const weightClassId = await weightClassNamed(t.database.db, 'Lightweight');
    const added = await staff.post(`/events/${event.id}/bouts`, {
      weightClassId,
      redFighterId: pair.red,
      blueFighterId: pair.blue,
      scheduledRounds: 3,
    });
    expect(added.status).toBe(200);
    const shown = await profile();
    expect(shown.upcoming.map((bout: { eventId: string }) => bout.eventId)).toEqual([event.id]);
    expect(shown.nickname).toBe('Unseen');

    // A staff edit of the fighter's public version.
    await sneakNickname(t, pair.red, 'Unseen again');
    expect((await profile()).nickname).toBe('Unseen');
    const verified = await staff.put(`/fighter-profiles/admin/${pair.red}/record-verification`, { verified: true });
    expect(verified.status).toBe(200);
    expect((await profile()).nickname).toBe('Unseen again');
  });

  it('go out compressed to callers that take it, the same answer once decompressed', async () => {
    const { published } = await createFighter(t.database.db, { fields: { bio: 'A long story. '.repeat(100) } });
    const plain = await profileOf(t, published!.slug);
    for (const encoding of ['br', 'gzip'] as const)
      for (let i = 0; i < 2; i += 1) {
        const packed = await t.app.inject({
          method: 'GET',
          url: `/api/v1/fighter-profiles/public/${published!.slug}`,
          headers: { 'accept-encoding': encoding },
        });
        expect(packed.headers['content-encoding']).toBe(encoding);
        expect(packed.headers.vary).toContain('accept-encoding');
        const unpacked = encoding === 'br' ? brotliDecompressSync(packed.rawPayload) : gunzipSync(packed.rawPayload);
        expect(unpacked.toString()).toBe(plain.payload);
        expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      }
  });

  it('never answer a request that was not answered 200 before: bad input is still refused', async () => {
    const search = (body: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/v1/fighter-profiles/public/search', payload: body as object });
    expect((await search({ pageSize: 10 })).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await search({ pageSize: 'ten' })).statusCode).toBe(400);
    expect((await profileOf(t, 'no-such-fighter')).statusCode).toBe(404);
    expect((await profileOf(t, 'no-such-fighter')).statusCode).toBe(404);
  });

  it('are read every time when the lifetime is 0', async () => {
    const { profile } = await createFighter(off.database.db);
    await profileOf(off, profile.id);
    await sneakNickname(off, profile.id, 'Fresh');
    expect(JSON.parse((await profileOf(off, profile.id)).payload).data.nickname).toBe('Fresh');
  });
});

describe('the home (HOME_CACHE_SECONDS)', () => {
  const rowOf = async (app: typeof t, sectionId: string) =>
    ((await new TestClient(app.app).post('/dashboard/search/all', { pageSize: 100 })).body.data.items as HomeSection[])
      .find((section) => section.id === sectionId)
      ?.items.map((item) => item.title) ?? [];

  it('is forgotten when an event or a fighter it shows changes', async () => {
    const { client: staff } = await signedInStaff(t.app, t.database.db, [...PERMISSION_AREAS]);
    const events = (await staff.post('/dashboard/sections', { kind: 'EVENT_ROW', title: 'Coming up' })).body.data;
    const fighters = (await staff.post('/dashboard/sections', { kind: 'FIGHTER_ROW', title: 'Fighters' })).body.data;
    const before = await rowOf(t, events.id);

    const event = await createEvent(staff, { name: 'Home Row Night' });
    expect(await rowOf(t, events.id)).toContain(event.name);
    expect(before).not.toContain(event.name);

    // A fighter approved through the application joins the fighters' row at once.
    const shownFighters = await rowOf(t, fighters.id);
    const { client, customer } = await signedInCustomer(t.app, t.database.db);
    const weightClassId = await weightClassNamed(t.database.db, 'Lightweight');
    const body = applicationBody(weightClassId, await createPhoto(t.database.db, customer.id), {
      firstName: 'Aaaaron',
      lastName: 'Aaaardvark',
    });
    const sent = await client.post('/fighter-profiles', { ...body, submit: true });
    await staff.post(`/fighter-profiles/admin/${sent.body.data.id}/approve`, {});
    const after = await rowOf(t, fighters.id);
    expect(after).not.toEqual(shownFighters);
    expect(after.join(' ')).toContain('Aaaardvark');
  });

  it('is built every time when the lifetime is 0', async () => {
    const { client: staff } = await signedInStaff(off.app, off.database.db, [...PERMISSION_AREAS]);
    const row = (await staff.post('/dashboard/sections', { kind: 'EVENT_ROW', title: 'Coming up' })).body.data;
    await rowOf(off, row.id);
    await off.database.db.execute(
      sql`insert into events (slug, name, starts_at, venue_name, venue_city, status, published_at)
          values ('sneaked-night', 'Sneaked Night', now() + interval '3 days', 'Dasarath', 'Kathmandu', 'PUBLISHED', now())`,
    );
    expect(await rowOf(off, row.id)).toContain('Sneaked Night');
  });
});
