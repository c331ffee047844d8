import { beforeAll, describe, expect, it } from 'vitest';
import { DAY, fromNow, insertBout, insertEvent } from '../../../test/calendar-factories';
import { TestClient } from '../../../test/client';
import { createFighter, signedInCustomer, signedInStaff, weightClassNamed } from '../../../test/fighter-factories';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();
let staff: TestClient;

beforeAll(async () => {
  staff = (await signedInStaff(t.app, t.database.db, ['BOOKINGANDTICKETING'])).client;
});

/** Approved fighters of a class, by last name. */
async function fighters<N extends string>(weightClass: string, ...lastNames: N[]): Promise<Record<N, string>> {
  const ids = {} as Record<N, string>;
  for (const lastName of lastNames)
    ids[lastName] = (await createFighter(t.database.db, { weightClass, fields: { lastName } })).profile.id;
  return ids;
}

/** A bout with its result on an event `daysAgo` days back (published, or as given). */
async function fought(
  weightClassId: string,
  red: string,
  blue: string,
  daysAgo: number,
  result: { winnerId?: string; outcome?: 'WIN' | 'DRAW' | 'NO_CONTEST'; isTitleFight?: boolean; status?: string },
) {
  const event = await insertEvent(t.database.db, {
    status: (result.status ?? 'COMPLETED') as 'COMPLETED',
    startsAt: fromNow(-daysAgo * DAY),
  });
  await insertBout(t.database.db, event.id, { red, blue }, weightClassId, {
    isTitleFight: result.isTitleFight ?? true,
    outcome: result.outcome ?? 'WIN',
    winnerId: result.winnerId ?? null,
    method: result.outcome && result.outcome !== 'WIN' ? null : 'KO_TKO',
    endRound: 2,
  });
  return event;
}

type Reign = {
  fighter: { lastName: string };
  defenses: unknown[];
  ended: string | null;
  won: { eventSlug: string };
};
const reignsOf = async (weightClassId: string, client = new TestClient(t.app)) => {
  const reply = await client.get(`/titles/${weightClassId}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const history = reply.body.data as { champion: { lastName: string } | null; reigns: Reign[] };
  return {
    champion: history.champion?.lastName ?? null,
    reigns: history.reigns.map((reign) => [reign.fighter.lastName, reign.defenses.length, reign.ended]),
  };
};

describe('title history', () => {
  it('comes from title bouts: won, defended, lost, vacated by staff and won again', async () => {
    const middleweight = await weightClassNamed(t.database.db, 'Middleweight');
    const f = await fighters('Middleweight', 'Karki', 'Basnet', 'Shah', 'Oli');
    // A vacant title: Karki wins it.
    const crowned = await fought(middleweight, f.Karki, f.Basnet, 300, { winnerId: f.Karki });
    // A non-title win, a draw in a title bout and a bout on a draft card change nothing.
    await fought(middleweight, f.Basnet, f.Karki, 250, { winnerId: f.Basnet, isTitleFight: false });
    await fought(middleweight, f.Karki, f.Shah, 220, { outcome: 'DRAW' });
    await fought(middleweight, f.Karki, f.Oli, 210, { winnerId: f.Oli, status: 'DRAFT' });
    // Karki defends twice, then loses to Shah.
    await fought(middleweight, f.Karki, f.Oli, 200, { winnerId: f.Karki });
    await fought(middleweight, f.Shah, f.Karki, 150, { winnerId: f.Karki });
    await fought(middleweight, f.Karki, f.Shah, 100, { winnerId: f.Shah });
    expect(await reignsOf(middleweight)).toEqual({
      champion: 'Shah',
      reigns: [
        ['Shah', 0, null],
        ['Karki', 2, 'LOST'],
      ],
    });
    const first = (await new TestClient(t.app).get(`/titles/${middleweight}`)).body.data.reigns[1];
    expect(first.won.eventSlug).toBe(crowned.slug);

    // Shah gives the title up; Oli wins the vacant title.
    const vacated = await staff.post(`/titles/admin/${middleweight}/vacate`, {
      reason: 'Moving up to light heavyweight',
    });
    expect(vacated.status, JSON.stringify(vacated.body)).toBe(200);
    expect(await reignsOf(middleweight)).toMatchObject({
      champion: null,
      reigns: [
        ['Shah', 0, 'VACATED'],
        ['Karki', 2, 'LOST'],
      ],
    });
    const again = await staff.post(`/titles/admin/${middleweight}/vacate`, {});
    expect([again.status, again.body.code]).toEqual([409, 'HUBTTVC001']);
    await fought(middleweight, f.Oli, f.Basnet, -1, { winnerId: f.Oli });
    expect(await reignsOf(middleweight)).toEqual({
      champion: 'Oli',
      reigns: [
        ['Oli', 0, null],
        ['Shah', 0, 'VACATED'],
        ['Karki', 2, 'LOST'],
      ],
    });
  });

  it('a title bout without the champion ends the reign as vacated', async () => {
    const heavy = await weightClassNamed(t.database.db, 'Light Heavyweight');
    const f = await fighters('Light Heavyweight', 'Pun', 'Bista', 'Dahal');
    await fought(heavy, f.Pun, f.Bista, 90, { winnerId: f.Pun });
    await fought(heavy, f.Bista, f.Dahal, 30, { winnerId: f.Dahal });
    expect(await reignsOf(heavy)).toEqual({
      champion: 'Dahal',
      reigns: [
        ['Dahal', 0, null],
        ['Pun', 0, 'VACATED'],
      ],
    });
  });

  it('is vacated by BOOKINGANDTICKETING only; an unknown class is not found', async () => {
    const welter = await weightClassNamed(t.database.db, 'Welterweight');
    const f = await fighters('Welterweight', 'Khadka', 'Bhatta');
    await fought(welter, f.Khadka, f.Bhatta, 10, { winnerId: f.Khadka });
    const fan = (await signedInCustomer(t.app, t.database.db)).client;
    const otherStaff = (await signedInStaff(t.app, t.database.db, ['DASHBOARD'])).client;
    expect((await new TestClient(t.app).post(`/titles/admin/${welter}/vacate`, {})).status).toBe(401);
    expect((await fan.post(`/titles/admin/${welter}/vacate`, {})).status).toBe(403);
    expect((await otherStaff.post(`/titles/admin/${welter}/vacate`, {})).status).toBe(403);
    expect((await reignsOf(welter)).champion).toBe('Khadka');
    const tooLong = await staff.post(`/titles/admin/${welter}/vacate`, { reason: 'x'.repeat(301) });
    expect([tooLong.status, JSON.stringify(tooLong.body).includes('HUBTTVR001')]).toEqual([400, true]);
    const unknown = await new TestClient(t.app).get(`/titles/${crypto.randomUUID()}`);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'HUBRKWC001']);
  });
});

describe('reigns on profiles', () => {
  type ProfileReign = {
    weightClass: { name: string };
    won: { eventSlug: string; eventName: string; date: string };
    defenses: unknown[];
    ended: string | null;
    endedAt: string | null;
  };
  const profileReigns = async (fighterId: string, language = 'en') => {
    const reply = await new TestClient(t.app).get(`/fighter-profiles/public/${fighterId}`, {
      'accept-language': language,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return (reply.body.data.reigns as ProfileReign[]).map((reign) => [
      reign.weightClass.name,
      reign.defenses.length,
      reign.ended,
    ]);
  };

  it("lists the fighter's reigns in every class, and forgets them when a result or a vacancy changes the history", async () => {
    const feather = await weightClassNamed(t.database.db, 'Featherweight');
    const bantam = await weightClassNamed(t.database.db, 'Bantamweight');
    const f = await fighters('Featherweight', 'Gurung', 'Limbu', 'Magar');
    const crowned = await fought(feather, f.Gurung, f.Limbu, 200, { winnerId: f.Gurung });
    await fought(feather, f.Limbu, f.Gurung, 150, { winnerId: f.Gurung });
    await fought(bantam, f.Gurung, f.Magar, 100, { winnerId: f.Gurung });
    // Latest first: the bantamweight title, then the featherweight one with its defense.
    expect(await profileReigns(f.Gurung)).toEqual([
      ['Bantamweight', 0, null],
      ['Featherweight', 1, null],
    ]);
    const reply = await new TestClient(t.app).get(`/fighter-profiles/public/${f.Gurung}`);
    expect(reply.body.data.reigns[1]).toEqual({
      weightClass: expect.objectContaining({ name: 'Featherweight' }),
      won: { eventSlug: crowned.slug, eventName: crowned.name, date: crowned.startsAt.toISOString() },
      defenses: [expect.objectContaining({ eventSlug: expect.any(String) })],
      ended: null,
      endedAt: null,
    });
    // In Nepali, the classes' Nepali names.
    expect((await profileReigns(f.Gurung, 'ne')).map(([name]) => name)).toEqual(['ब्यान्टमवेट', 'फेदरवेट']);
    // Never a champion: none; a title bout lost gives none either.
    expect(await profileReigns(f.Magar)).toEqual([]);

    // A result staff record on a past card: Limbu takes the featherweight title. The cached profiles show it at once.
    const rematch = await insertEvent(t.database.db, { status: 'COMPLETED', startsAt: fromNow(-10 * DAY) });
    const bout = await insertBout(t.database.db, rematch.id, { red: f.Gurung, blue: f.Limbu }, feather, {
      isTitleFight: true,
    });
    expect(await profileReigns(f.Limbu)).toEqual([]);
    const result = await staff.put(`/events/${rematch.id}/bouts/${bout.id}/result`, {
      outcome: 'WIN',
      winnerId: f.Limbu,
      method: 'SUBMISSION',
      round: 3,
      time: '2:10',
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(await profileReigns(f.Gurung)).toEqual([
      ['Bantamweight', 0, null],
      ['Featherweight', 1, 'LOST'],
    ]);
    expect(await profileReigns(f.Limbu)).toEqual([['Featherweight', 0, null]]);

    // Staff vacate the bantamweight title: the profile says so at once.
    expect((await staff.post(`/titles/admin/${bantam}/vacate`, { reason: 'Retired' })).status).toBe(200);
    const reigns = (await new TestClient(t.app).get(`/fighter-profiles/public/${f.Gurung}`)).body.data
      .reigns as ProfileReign[];
    expect(reigns.map((reign) => [reign.weightClass.name, reign.ended])).toEqual([
      ['Bantamweight', 'VACATED'],
      ['Featherweight', 'LOST'],
    ]);
    expect(reigns[0]?.endedAt).not.toBeNull();

    // The result taken back: the featherweight reign is Gurung's again, and Limbu has none.
    expect((await staff.call('DELETE', `/events/${rematch.id}/bouts/${bout.id}/result`)).status).toBe(200);
    expect(await profileReigns(f.Limbu)).toEqual([]);
    expect((await profileReigns(f.Gurung))[1]).toEqual(['Featherweight', 1, null]);
  });

  it('a vacancy follows the result it comes after, on an event taken live before its start', async () => {
    const flyweight = await weightClassNamed(t.database.db, 'Flyweight');
    const f = await fighters('Flyweight', 'Ale', 'Sunuwar');
    // Staff took the night live early and entered the result: the event's start is still ahead.
    const event = await insertEvent(t.database.db, { status: 'LIVE', startsAt: fromNow(DAY) });
    const bout = await insertBout(t.database.db, event.id, { red: f.Ale, blue: f.Sunuwar }, flyweight, {
      isTitleFight: true,
    });
    const result = await staff.put(`/events/${event.id}/bouts/${bout.id}/result`, {
      outcome: 'WIN',
      winnerId: f.Ale,
      method: 'KO_TKO',
      round: 1,
      time: '0:45',
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect((await reignsOf(flyweight)).champion).toBe('Ale');
    expect((await staff.post(`/titles/admin/${flyweight}/vacate`, {})).status).toBe(200);
    expect(await reignsOf(flyweight)).toEqual({ champion: null, reigns: [['Ale', 0, 'VACATED']] });
    expect(await profileReigns(f.Ale)).toEqual([['Flyweight', 0, 'VACATED']]);
    const again = await staff.post(`/titles/admin/${flyweight}/vacate`, {});
    expect([again.status, again.body.code]).toEqual([409, 'HUBTTVC001']);
  });
});
