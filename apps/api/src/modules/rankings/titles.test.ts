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
