import { describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { DAY, fighterPair, fromNow, insertBout, insertEvent } from '../../../test/calendar-factories';
import { createFighter, signedInStaff, weightClassNamed } from '../../../test/fighter-factories';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();
const HOUR = 3_600_000;

type Profile = {
  bouts: { eventId: string; result: string | null }[];
  upcoming: {
    eventId: string;
    eventName: string;
    eventSlug: string;
    date: string;
    city: string;
    opponentName: string;
    opponentSlug: string | null;
    weightClass: { name: string } | null;
    scheduledRounds: number;
    isMainEvent: boolean;
    isTitleFight: boolean;
  }[];
};
const profile = async (fighterId: string, language = 'en') => {
  const reply = await new TestClient(t.app).get(`/fighter-profiles/public/${fighterId}`, {
    'accept-language': language,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Profile;
};

describe('upcoming bouts on profiles', () => {
  it('lists the bouts on published cards still ahead, soonest first; the others stay in the bout history', async () => {
    const db = t.database.db;
    const lightweight = await weightClassNamed(db, 'Lightweight');
    const pair = await fighterPair(db);
    const other = (await createFighter(db, { fields: { firstName: 'Ramesh', lastName: 'Limbu', nickname: null } }))
      .profile.id;
    const next = await insertEvent(db, {
      startsAt: fromNow(10 * DAY),
      nameNe: 'राती लडाइँ',
      venueCity: 'Pokhara',
      venueCityNe: 'पोखरा',
    });
    await insertBout(db, next.id, pair, lightweight, { isMainEvent: true, isTitleFight: true, scheduledRounds: 5 });
    // On a later card the fighter is in the blue corner.
    const later = await insertEvent(db, { startsAt: fromNow(40 * DAY) });
    await insertBout(db, later.id, { red: other, blue: pair.red }, lightweight);
    // Tonight: live, not fought yet.
    const tonight = await insertEvent(db, { status: 'LIVE', startsAt: fromNow(-HOUR) });
    const tonightBout = await insertBout(db, tonight.id, pair, lightweight);
    // A card gone by without a result, a fought one, a draft and a cancelled card.
    const gone = await insertEvent(db, { startsAt: fromNow(-3 * DAY) });
    await insertBout(db, gone.id, pair, lightweight);
    const fought = await insertEvent(db, { status: 'COMPLETED', startsAt: fromNow(-30 * DAY) });
    await insertBout(db, fought.id, pair, lightweight, {
      outcome: 'WIN',
      winnerId: pair.red,
      method: 'KO_TKO',
      endRound: 1,
    });
    const draft = await insertEvent(db, { status: 'DRAFT', startsAt: fromNow(5 * DAY) });
    await insertBout(db, draft.id, pair, lightweight);
    const cancelled = await insertEvent(db, { status: 'CANCELLED', startsAt: fromNow(6 * DAY) });
    await insertBout(db, cancelled.id, pair, lightweight);

    const red = await profile(pair.red);
    expect(red.upcoming.map((bout) => bout.eventId)).toEqual([tonight.id, next.id, later.id]);
    expect(red.upcoming[1]).toEqual({
      eventId: next.id,
      eventName: next.name,
      eventSlug: next.slug,
      date: next.startsAt.toISOString(),
      city: 'Pokhara',
      opponentName: expect.stringMatching(/^Sujan Rai/),
      opponentSlug: expect.any(String),
      weightClass: expect.objectContaining({ name: 'Lightweight' }),
      scheduledRounds: 5,
      isMainEvent: true,
      isTitleFight: true,
    });
    expect(red.upcoming[2]).toMatchObject({ opponentName: 'Ramesh Limbu', isMainEvent: false, isTitleFight: false });
    expect(red.bouts.map((bout) => [bout.eventId, bout.result])).toEqual([
      [gone.id, null],
      [fought.id, 'WIN'],
    ]);
    // The opponent sees the same bouts from the other corner.
    const blue = await profile(pair.blue);
    expect(blue.upcoming.map((bout) => [bout.eventId, bout.opponentName.split(' ')[0]])).toEqual([
      [tonight.id, 'Bikash'],
      [next.id, 'Bikash'],
    ]);
    // In Nepali: the event's, the city's and the class's Nepali names.
    expect((await profile(pair.red, 'ne')).upcoming[1]).toMatchObject({
      eventName: 'राती लडाइँ',
      city: 'पोखरा',
      weightClass: { name: 'लाइटवेट' },
    });

    // Tonight's result, recorded by staff: the cached profile moves the bout to the history at once.
    const { client: staff } = await signedInStaff(t.app, db);
    const result = await staff.put(`/events/${tonight.id}/bouts/${tonightBout.id}/result`, {
      outcome: 'WIN',
      winnerId: pair.blue,
      method: 'SUBMISSION',
      round: 2,
      time: '1:15',
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const after = await profile(pair.red);
    expect(after.upcoming.map((bout) => bout.eventId)).toEqual([next.id, later.id]);
    expect(after.bouts.map((bout) => [bout.eventId, bout.result])).toEqual([
      [tonight.id, 'LOSS'],
      [gone.id, null],
      [fought.id, 'WIN'],
    ]);
  });
});
