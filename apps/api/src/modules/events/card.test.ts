import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import type { TestClient } from '../../../test/client';
import { createFighter, signedInStaff, weightClassNamed } from '../../../test/fighter-factories';
import { createAffiliation, createWeightClass } from '../../../test/master-data-factories';
import { DAY, createEvent, fighterPair, fromNow, insertBout, insertEvent } from '../../../test/calendar-factories';
import { eventRegistrations } from './events.table';

const t = useTestApp();

interface CardEntry {
  id: string;
  order: number;
  isMainEvent: boolean;
  red: { id: string };
  blue: { id: string };
}

async function setUp() {
  const db = t.database.db;
  const { client: staff } = await signedInStaff(t.app, db);
  const lightweight = await weightClassNamed(db, 'Lightweight');
  const event = await createEvent(staff);
  const bout = (pair: { red: string; blue: string }, extra: Record<string, unknown> = {}) => ({
    weightClassId: lightweight,
    redFighterId: pair.red,
    blueFighterId: pair.blue,
    scheduledRounds: 3,
    ...extra,
  });
  return { db, staff, lightweight, event, bout };
}

const orderOf = (card: CardEntry[]) => card.map((entry) => [entry.id, entry.order, entry.isMainEvent]);
const add = (staff: TestClient, eventId: string, body: unknown) => staff.post(`/events/${eventId}/bouts`, body);

describe('building a fight card', () => {
  it('adds bouts at the bottom; one main event, shown first', async () => {
    const { db, staff, event, bout } = await setUp();
    const pairs = [await fighterPair(db), await fighterPair(db), await fighterPair(db)];
    const first = await add(staff, event.id, bout(pairs[0] ?? { red: '', blue: '' }, { isMainEvent: true }));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id: event.id, boutCount: 1, counts: expect.any(Object) });
    const [a] = first.body.data.fightCard as CardEntry[];
    const second = await add(staff, event.id, bout(pairs[1] ?? { red: '', blue: '' }, { isTitleFight: true }));
    const b = (second.body.data.fightCard as CardEntry[])[1];
    expect(orderOf(second.body.data.fightCard)).toEqual([
      [a?.id, 1, true],
      [b?.id, 2, false],
    ]);
    const third = await add(staff, event.id, bout(pairs[2] ?? { red: '', blue: '' }, { isMainEvent: true }));
    const card = third.body.data.fightCard as CardEntry[];
    const c = card[0];
    expect(orderOf(card)).toEqual([
      [c?.id, 3, true],
      [a?.id, 1, false],
      [b?.id, 2, false],
    ]);
    expect(third.body.data.headline).toContain(' vs ');
  });

  it('refuses the same fighter twice, unapproved fighters, fighters already on the card and bad weight classes', async () => {
    const { db, staff, event, bout } = await setUp();
    const pair = await fighterPair(db);
    expect((await add(staff, event.id, bout(pair))).status).toBe(200);
    const fresh = await fighterPair(db);
    const pending = await createFighter(db, { status: 'PENDING' });
    const gym = await createAffiliation(db);
    const retired = await createWeightClass(db, { retiredAt: new Date() });
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [bout({ red: fresh.red, blue: fresh.red }), 400, 'HUBEVBT002', 'blueFighterId'],
      [bout({ red: pending.profile.id, blue: fresh.blue }), 400, 'HUBEVBT003', 'redFighterId'],
      [bout({ red: fresh.red, blue: randomUUID() }), 400, 'HUBEVBT003', 'blueFighterId'],
      [bout({ red: fresh.red, blue: 'nobody' }), 400, 'HUBEVBT003', 'blueFighterId'],
      [bout({ red: fresh.red, blue: pair.blue }), 409, 'HUBEVBT004', 'blueFighterId'],
      [bout({ red: pair.red, blue: fresh.blue }), 409, 'HUBEVBT004', 'redFighterId'],
      [bout(fresh, { weightClassId: gym.id }), 400, 'HUBEVBT008', 'weightClassId'],
      [bout(fresh, { weightClassId: retired.id }), 400, 'HUBEVBT008', 'weightClassId'],
      [bout(fresh, { weightClassId: randomUUID() }), 400, 'HUBEVBT008', 'weightClassId'],
      [bout(fresh, { scheduledRounds: 6 }), 400, 'HUBEVBT005', 'scheduledRounds'],
      [bout(fresh, { scheduledRounds: 0 }), 400, 'HUBEVBT005', 'scheduledRounds'],
    ];
    for (const [body, status, code, field] of cases) {
      const reply = await add(staff, event.id, body);
      expect([reply.status, reply.body.code], JSON.stringify(body)).toEqual([status, code]);
      if (field) expect(reply.body.fieldErrors?.[field]?.code).toBe(code);
    }
    expect((await staff.get(`/events/admin/${event.id}`)).body.data.boutCount).toBe(1);
    expect((await add(staff, randomUUID(), bout(fresh))).body.code).toBe('HUBEVNF001');
    for (const status of ['CANCELLED', 'COMPLETED'] as const) {
      const closed = await insertEvent(db, { status, startsAt: fromNow(-DAY) });
      const reply = await add(staff, closed.id, bout(fresh));
      expect([reply.status, reply.body.code]).toEqual([409, 'HUBEVPS002']);
    }
  });

  it("keeps men's and women's divisions apart: both fighters and the weight class", async () => {
    const { db, staff, event, bout } = await setUp();
    const women = await weightClassNamed(db, "Women's Flyweight");
    const woman = (await createFighter(db, { fields: { gender: 'FEMALE' } })).profile.id;
    const otherWoman = (await createFighter(db, { fields: { gender: 'FEMALE' } })).profile.id;
    const man = (await createFighter(db)).profile.id;
    const undeclared = (await createFighter(db, { fields: { gender: null } })).profile.id;
    const mixed = await add(staff, event.id, bout({ red: man, blue: woman }));
    expect([mixed.status, mixed.body.fieldErrors?.blueFighterId?.code]).toEqual([400, 'HUBEVBT010']);
    const wrongClass = await add(staff, event.id, bout({ red: woman, blue: otherWoman }));
    expect([wrongClass.status, wrongClass.body.fieldErrors?.weightClassId?.code]).toEqual([400, 'HUBEVBT011']);
    expect(wrongClass.body.message).toBe("This weight class is not for the fighters' division");
    expect((await staff.get(`/events/admin/${event.id}`)).body.data.boutCount).toBe(0);
    // A fighter who did not say is not held to a division.
    const women1 = await add(staff, event.id, bout({ red: woman, blue: otherWoman }, { weightClassId: women }));
    expect(women1.status).toBe(200);
    expect((await add(staff, event.id, bout({ red: man, blue: undeclared }))).status).toBe(200);
  });

  it('edits a bout; a bout with a result keeps its fighters and enough rounds', async () => {
    const { db, staff, event, bout, lightweight } = await setUp();
    const pair = await fighterPair(db);
    const other = await fighterPair(db);
    const added = await add(staff, event.id, bout(pair));
    const boutId = added.body.data.fightCard[0].id as string;
    const url = `/events/${event.id}/bouts/${boutId}`;
    // Its own fighters are not "already on the card".
    const edited = await staff.put(url, bout(pair, { scheduledRounds: 5, isTitleFight: true, isMainEvent: true }));
    expect(edited.body.data.fightCard[0]).toMatchObject({ scheduledRounds: 5, isTitleFight: true, isMainEvent: true });
    const swapped = await staff.put(url, bout({ red: other.red, blue: pair.blue }));
    expect(swapped.body.data.fightCard[0]).toMatchObject({ red: { id: other.red }, blue: { id: pair.blue } });
    expect((await staff.put(`/events/${event.id}/bouts/${randomUUID()}`, bout(pair))).body.code).toBe('HUBEVBT001');
    expect((await staff.put(`/events/${event.id}/bouts/not-a-bout`, bout(pair))).body.code).toBe('HUBEVBT001');

    const live = await insertEvent(db, { status: 'LIVE', startsAt: fromNow(-3_600_000) });
    const fought = await insertBout(db, live.id, pair, lightweight, {
      scheduledRounds: 3,
      outcome: 'WIN',
      winnerId: pair.red,
      method: 'KO_TKO',
      endRound: 3,
      endTime: '1:10',
    });
    const foughtUrl = `/events/${live.id}/bouts/${fought.id}`;
    const changed = await staff.put(foughtUrl, bout({ red: other.red, blue: pair.blue }));
    expect([changed.status, changed.body.code]).toEqual([409, 'HUBEVBT009']);
    const fewer = await staff.put(foughtUrl, bout(pair, { scheduledRounds: 2 }));
    expect(fewer.body).toMatchObject({ code: 'HUBEVRS004', fieldErrors: { scheduledRounds: { code: 'HUBEVRS004' } } });
    const corners = await staff.put(foughtUrl, bout({ red: pair.blue, blue: pair.red }, { scheduledRounds: 5 }));
    expect(corners.status).toBe(200);
    expect(corners.body.data.fightCard[0].result).toMatchObject({ outcome: 'WIN', winnerId: pair.red });
  });

  it('removes bouts without a result and closes the gap', async () => {
    const { db, staff, event, bout, lightweight } = await setUp();
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const reply = await add(staff, event.id, bout(await fighterPair(db)));
      ids.push((reply.body.data.fightCard as CardEntry[])[i]?.id ?? '');
    }
    const removed = await staff.call('DELETE', `/events/${event.id}/bouts/${ids[1]}`);
    expect(removed.status).toBe(200);
    expect(orderOf(removed.body.data.fightCard)).toEqual([
      [ids[0], 1, false],
      [ids[2], 2, false],
    ]);
    expect((await staff.call('DELETE', `/events/${event.id}/bouts/${ids[1]}`)).body.code).toBe('HUBEVBT001');

    const live = await insertEvent(db, { status: 'LIVE', startsAt: fromNow(-3_600_000) });
    const pair = await fighterPair(db);
    const fought = await insertBout(db, live.id, pair, lightweight, {
      outcome: 'DRAW',
      endRound: 3,
      endTime: '5:00',
    });
    const refused = await staff.call('DELETE', `/events/${live.id}/bouts/${fought.id}`);
    expect([refused.status, refused.body.code]).toEqual([409, 'HUBEVBT007']);
  });

  it('reorders the whole card, and refuses an order that is not exactly the card', async () => {
    const { db, staff, event, bout, lightweight } = await setUp();
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const reply = await add(staff, event.id, bout(await fighterPair(db), { isMainEvent: i === 2 }));
      ids.push(((reply.body.data.fightCard as CardEntry[]).find((entry) => entry.order === i + 1) as CardEntry).id);
    }
    const [a, b, c] = ids as [string, string, string];
    const url = `/events/${event.id}/bouts/order`;
    const reordered = await staff.put(url, { boutIds: [c, a, b] });
    expect(reordered.status).toBe(200);
    expect(orderOf(reordered.body.data.fightCard)).toEqual([
      [c, 1, true],
      [a, 2, false],
      [b, 3, false],
    ]);
    // The main event shows first wherever it sits.
    const moved = await staff.put(url, { boutIds: [a.toUpperCase(), b, c] });
    expect(orderOf(moved.body.data.fightCard)).toEqual([
      [c, 3, true],
      [a, 1, false],
      [b, 2, false],
    ]);
    const elsewhere = await insertBout(db, (await createEvent(staff)).id, await fighterPair(db), lightweight);
    for (const boutIds of [[a, b], [a, b, c, c], [a, b, elsewhere.id], [a, a, b], [], ['x']]) {
      const reply = await staff.put(url, { boutIds });
      expect([reply.status, reply.body.code], JSON.stringify(boutIds)).toEqual([400, 'HUBEVBT006']);
    }
    const public_ = await staff.get(`/events/search/detail/${event.id}`);
    expect(public_.body.data.fightCard.map((entry: CardEntry) => entry.order)).toEqual([3, 1, 2]);
  });
});

describe('the fighter pool', () => {
  it('lists approved fighters: accepted registrations first, then pending, then by name; marks those on the card', async () => {
    const { db, staff, event, bout, lightweight } = await setUp();
    // Letters no other fighter of this file has in its name or its search key (fighterPair's are hex and 'x'),
    // so the tag matches only these.
    const tag = Array.from({ length: 6 }, () => 'gjklmnoptz'[Math.floor(Math.random() * 10)]).join('');
    const named = (lastName: string, weightClass = 'Lightweight') =>
      createFighter(db, { weightClass, fields: { firstName: 'Pool', lastName: `${lastName}${tag}`, nickname: null } });
    const zed = await named('Zed');
    const amy = await named('Amy', 'Welterweight');
    const accepted = await named('Yak');
    const pending = await named('Xan');
    const onCard = await named('Bob');
    const partner = await named('Cal');
    await named('Pen');
    await createFighter(db, { status: 'PENDING', fields: { lastName: `Hidden${tag}` } });
    const welterweight = await weightClassNamed(db, 'Welterweight');
    await db.insert(eventRegistrations).values([
      { eventId: event.id, fighterId: accepted.profile.id, weightClassId: welterweight, status: 'ACCEPTED' },
      { eventId: event.id, fighterId: pending.profile.id, weightClassId: lightweight, status: 'PENDING' },
    ]);
    await add(staff, event.id, bout({ red: onCard.profile.id, blue: partner.profile.id }));

    const pool = async (query: Record<string, string>) => {
      const reply = await staff.get(
        `/events/admin/${event.id}/fighter-pool?${new URLSearchParams({ query: tag, ...query })}`,
      );
      expect(reply.status).toBe(200);
      return reply.body.data as {
        fighter: { id: string; lastName: string };
        weightClass: { id: string } | null;
        registrationStatus: string | null;
        onCard: boolean;
      }[];
    };
    const all = await pool({});
    expect(all.map((item) => item.fighter.id)).toEqual([
      accepted.profile.id,
      pending.profile.id,
      amy.profile.id,
      onCard.profile.id,
      partner.profile.id,
      expect.any(String),
      zed.profile.id,
    ]);
    expect(all[0]).toMatchObject({ registrationStatus: 'ACCEPTED', weightClass: { id: welterweight }, onCard: false });
    expect(all[3]).toMatchObject({ registrationStatus: null, weightClass: { id: lightweight }, onCard: true });
    // A weight class matches the fighter's own or the one they registered in.
    const welter = await pool({ weightClassId: welterweight });
    expect(welter.map((item) => item.fighter.id)).toEqual([accepted.profile.id, amy.profile.id]);
    expect(await pool({ query: `zed${tag}` })).toHaveLength(1);
    const bad = await staff.get(`/events/admin/${event.id}/fighter-pool?weightClassId=heavy`);
    expect(bad.body.code).toBe('HUBEVWC001');
    expect((await staff.get(`/events/admin/${randomUUID()}/fighter-pool`)).body.code).toBe('HUBEVNF001');
  });
});
