import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EMPTY_RECORD } from '@ringside/contract';
import { useTestApp } from '../../../test/use-test-app';
import { TestClient } from '../../../test/client';
import { signedInStaff, weightClassNamed } from '../../../test/fighter-factories';
import { DAY, createEvent, fighterPair, fromNow, insertBout, insertEvent } from '../../../test/calendar-factories';

const t = useTestApp();
const visitor = () => new TestClient(t.app);
const HOUR = 3_600_000;

/** The demo factory's prior record: 7-2-1 with 4 KO, 1 submission and 2 decisions. */
const PRIOR = { wins: 7, losses: 2, draws: 1, noContests: 0, winsByKo: 4, winsBySub: 1, winsByDecision: 2 };

async function profile(fighterId: string) {
  return (await visitor().get(`/fighter-profiles/public/${fighterId}`)).body.data as {
    lastName: string;
    record: { wins: number; losses: number; draws: number };
    priorRecord: typeof PRIOR;
    promotionRecord: typeof PRIOR;
    bouts: {
      eventId: string;
      eventSlug: string;
      eventName: string;
      date: string;
      opponentName: string;
      opponentSlug: string;
      result: string | null;
      method: string | null;
      round: number | null;
    }[];
    upcoming: { eventId: string }[];
  };
}

/** The directory card of a fighter (its pages are cached, so this also shows they are forgotten). */
async function card(fighterId: string) {
  const { lastName } = await profile(fighterId);
  const reply = await visitor().post('/fighter-profiles/public/search', { query: lastName });
  return reply.body.data.items.find((item: { id: string }) => item.id === fighterId) as {
    record: { wins: number; losses: number; draws: number };
  };
}

async function liveEventWithBout(rounds = 3) {
  const db = t.database.db;
  const { client: staff } = await signedInStaff(t.app, db);
  const lightweight = await weightClassNamed(db, 'Lightweight');
  const event = await insertEvent(db, { status: 'LIVE', startsAt: fromNow(-2 * HOUR) });
  const pair = await fighterPair(db);
  const bout = await insertBout(db, event.id, pair, lightweight, { scheduledRounds: rounds });
  const url = `/events/${event.id}/bouts/${bout.id}/result`;
  return { db, staff, event, pair, bout, url, lightweight };
}

describe('recording results', () => {
  it('updates both fighters’ promotion and combined records, directory cards and bout lists', async () => {
    const { staff, event, pair, bout, url } = await liveEventWithBout();
    // Read (and cache) the directory cards before the result.
    expect((await card(pair.red)).record).toEqual({ wins: 7, losses: 2, draws: 1 });

    const recorded = await staff.put(url, {
      outcome: 'WIN',
      winnerId: pair.red,
      method: 'KO_TKO',
      round: 2,
      time: '3:41',
    });
    expect(recorded.status).toBe(200);
    expect(recorded.body.data.fightCard[0]).toMatchObject({
      id: bout.id,
      result: { outcome: 'WIN', winnerId: pair.red, method: 'KO_TKO', round: 2, time: '3:41' },
      red: { record: { wins: 8, losses: 2, draws: 1 } },
      blue: { record: { wins: 7, losses: 3, draws: 1 } },
    });

    const winner = await profile(pair.red);
    const loser = await profile(pair.blue);
    expect(winner.promotionRecord).toEqual({ ...EMPTY_RECORD, wins: 1, winsByKo: 1 });
    expect(winner.priorRecord).toEqual(PRIOR);
    expect(winner.record).toEqual({ wins: 8, losses: 2, draws: 1 });
    expect(loser.promotionRecord).toEqual({ ...EMPTY_RECORD, losses: 1 });
    expect(loser.record).toEqual({ wins: 7, losses: 3, draws: 1 });
    expect((await card(pair.red)).record).toEqual({ wins: 8, losses: 2, draws: 1 });
    expect((await card(pair.blue)).record).toEqual({ wins: 7, losses: 3, draws: 1 });
    expect(winner.bouts).toEqual([
      {
        eventId: event.id,
        eventName: event.name,
        eventSlug: event.slug,
        date: event.startsAt.toISOString(),
        opponentName: `Sujan ${loser.lastName}`,
        opponentSlug: expect.any(String),
        result: 'WIN',
        method: 'KO_TKO',
        round: 2,
      },
    ]);
    expect(loser.bouts[0]).toMatchObject({
      result: 'LOSS',
      method: 'KO_TKO',
      opponentName: `Bikash ${winner.lastName}`,
    });
    // The public event page shows it too, at once.
    const page = await visitor().get(`/events/search/detail/${event.slug}`);
    expect(page.body.data.fightCard[0].result).toMatchObject({ outcome: 'WIN', winnerId: pair.red });
  });

  it('moves the win and loss when a correction changes the winner; draws, no contests and clearing recompute too', async () => {
    const { staff, pair, url } = await liveEventWithBout(5);
    await staff.put(url, { outcome: 'WIN', winnerId: pair.red, method: 'SUBMISSION', round: 1, time: '2:05' });
    const corrected = await staff.put(url, {
      outcome: 'WIN',
      winnerId: pair.blue,
      method: 'DECISION_SPLIT',
      round: 5,
      time: '5:00',
    });
    expect(corrected.status).toBe(200);
    expect((await profile(pair.red)).promotionRecord).toEqual({ ...EMPTY_RECORD, losses: 1 });
    expect((await profile(pair.blue)).promotionRecord).toEqual({ ...EMPTY_RECORD, wins: 1, winsByDecision: 1 });
    expect((await card(pair.red)).record).toEqual({ wins: 7, losses: 3, draws: 1 });

    await staff.put(url, { outcome: 'DRAW', winnerId: pair.red, method: 'DECISION_MAJORITY', round: 5, time: '5:00' });
    for (const id of [pair.red, pair.blue]) {
      const fighter = await profile(id);
      expect(fighter.promotionRecord).toEqual({ ...EMPTY_RECORD, draws: 1 });
      expect(fighter.bouts[0]).toMatchObject({ result: 'DRAW', method: 'DECISION_MAJORITY', round: 5 });
    }
    const noContest = await staff.put(url, { outcome: 'NO_CONTEST', round: 1, time: '0:45' });
    expect(noContest.body.data.fightCard[0].result).toEqual({
      outcome: 'NO_CONTEST',
      winnerId: null,
      method: null,
      round: 1,
      time: '0:45',
    });
    expect((await profile(pair.red)).promotionRecord).toEqual({ ...EMPTY_RECORD, noContests: 1 });

    const cleared = await staff.call('DELETE', url);
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.fightCard[0].result).toBeNull();
    for (const id of [pair.red, pair.blue]) {
      const fighter = await profile(id);
      expect(fighter.promotionRecord).toEqual(EMPTY_RECORD);
      expect(fighter.record).toEqual({ wins: 7, losses: 2, draws: 1 });
      // Not fought after all, on a night still live: the bout is ahead again.
      expect(fighter.bouts).toEqual([]);
      expect(fighter.upcoming.map((bout) => bout.eventId)).toEqual([url.split('/')[2]]);
    }
    expect((await card(pair.blue)).record).toEqual({ wins: 7, losses: 2, draws: 1 });
    // Clearing twice changes nothing.
    expect((await staff.call('DELETE', url)).status).toBe(200);
  });

  it('adds up results across events, and drops a cancelled event’s results', async () => {
    const { db, staff, pair, url, lightweight } = await liveEventWithBout();
    await staff.put(url, { outcome: 'WIN', winnerId: pair.red, method: 'KO_TKO', round: 1, time: '0:30' });
    const earlier = await insertEvent(db, { status: 'COMPLETED', startsAt: fromNow(-30 * DAY) });
    const rematch = await insertBout(db, earlier.id, { red: pair.blue, blue: pair.red }, lightweight);
    // Corrections on completed events are allowed.
    const old = await staff.put(`/events/${earlier.id}/bouts/${rematch.id}/result`, {
      outcome: 'WIN',
      winnerId: pair.red,
      method: 'DISQUALIFICATION',
      round: 3,
      time: '4:59',
    });
    expect(old.status).toBe(200);
    const red = await profile(pair.red);
    expect(red.promotionRecord).toEqual({ ...EMPTY_RECORD, wins: 2, winsByKo: 1 });
    expect(red.bouts.map((entry) => entry.eventId)).toEqual([url.split('/')[2], earlier.id]);

    const cancelled = await staff.post(`/events/${url.split('/')[2]}/cancel`, {
      reason: 'Result annulled by the commission',
    });
    expect(cancelled.status).toBe(200);
    const after = await profile(pair.red);
    expect(after.promotionRecord).toEqual({ ...EMPTY_RECORD, wins: 1 });
    // A cancelled card leaves the fighter's public bout list.
    expect(after.bouts.map((entry) => entry.eventId)).toEqual([earlier.id]);
    expect((await profile(pair.blue)).promotionRecord).toEqual({ ...EMPTY_RECORD, losses: 1 });
    const refused = await staff.put(url, { outcome: 'DRAW', round: 1, time: '1:00' });
    expect([refused.status, refused.body.code]).toEqual([409, 'HUBEVPS002']);
  });

  it('refuses invalid results with their codes and changes nothing', async () => {
    const { db, staff, pair, bout, event, url } = await liveEventWithBout();
    const win = { outcome: 'WIN', winnerId: pair.red, method: 'KO_TKO', round: 1, time: '1:00' };
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [{ ...win, outcome: 'KO' }, 400, 'HUBEVRS001', 'outcome'],
      [{ ...win, method: 'ARMBAR' }, 400, 'HUBEVRS002', 'method'],
      [{ ...win, winnerId: randomUUID() }, 400, 'HUBEVRS003', 'winnerId'],
      [{ ...win, winnerId: null }, 400, 'HUBEVRS003', 'winnerId'],
      [{ ...win, method: null }, 400, 'HUBEVRS007', 'method'],
      [{ ...win, round: 4 }, 400, 'HUBEVRS004', 'round'],
      [{ ...win, round: 0 }, 400, 'HUBEVRS004', 'round'],
      [{ ...win, time: '6:00' }, 400, 'HUBEVRS005', 'time'],
      [{ ...win, time: '5:01' }, 400, 'HUBEVRS005', 'time'],
      [{ outcome: 'DRAW', method: 'KO_TKO', round: 3, time: '5:00' }, 400, 'HUBEVRS002', 'method'],
    ];
    for (const [body, status, code, field] of cases) {
      const reply = await staff.put(url, body);
      expect([reply.status, reply.body.code], JSON.stringify(body)).toEqual([status, code]);
      if (field) expect(reply.body.fieldErrors?.[field]?.code, JSON.stringify(body)).toBe(code);
    }
    expect((await profile(pair.red)).promotionRecord).toEqual(EMPTY_RECORD);
    expect((await staff.put(`/events/${event.id}/bouts/${randomUUID()}/result`, win)).body.code).toBe('HUBEVBT001');
    const other = await insertEvent(db, { status: 'LIVE', startsAt: fromNow(-HOUR) });
    expect((await staff.put(`/events/${other.id}/bouts/${bout.id}/result`, win)).body.code).toBe('HUBEVBT001');
    expect((await staff.put(`/events/${randomUUID()}/bouts/${bout.id}/result`, win)).body.code).toBe('HUBEVNF001');
  });

  it('waits for the event to start', async () => {
    const db = t.database.db;
    const { client: staff } = await signedInStaff(t.app, db);
    const lightweight = await weightClassNamed(db, 'Lightweight');
    const ahead = await createEvent(staff);
    const draft = await insertEvent(db, { status: 'DRAFT', startsAt: fromNow(-HOUR) });
    const started = await insertEvent(db, { status: 'PUBLISHED', startsAt: fromNow(-HOUR) });
    const result = (pair: { red: string }) => ({
      outcome: 'WIN',
      winnerId: pair.red,
      method: 'KO_TKO',
      round: 1,
      time: '1:00',
    });
    for (const [eventId, status, code] of [
      [ahead.id, 409, 'HUBEVRS006'],
      [draft.id, 409, 'HUBEVRS006'],
      [started.id, 200, undefined],
    ] as const) {
      const pair = await fighterPair(db);
      const bout = await insertBout(db, eventId, pair, lightweight);
      const reply = await staff.put(`/events/${eventId}/bouts/${bout.id}/result`, result(pair));
      expect([reply.status, reply.body.code]).toEqual([status, code]);
    }
  });
});

describe('fighters’ public bout lists', () => {
  it('list bouts on published, live and completed cards, latest first; never drafts or cancelled ones', async () => {
    const db = t.database.db;
    const lightweight = await weightClassNamed(db, 'Lightweight');
    const { red, blue } = await fighterPair(db);
    const opponents = [await fighterPair(db), await fighterPair(db), await fighterPair(db), await fighterPair(db)];
    const on = async (status: 'DRAFT' | 'PUBLISHED' | 'COMPLETED' | 'CANCELLED', startsAt: Date, index: number) => {
      const event = await insertEvent(db, { status, startsAt });
      await insertBout(db, event.id, { red, blue: opponents[index]?.red ?? blue }, lightweight);
      return event;
    };
    const upcoming = await on('PUBLISHED', fromNow(20 * DAY), 0);
    await on('DRAFT', fromNow(40 * DAY), 1);
    await on('CANCELLED', fromNow(10 * DAY), 2);
    const past = await on('COMPLETED', fromNow(-20 * DAY), 3);
    // The bout ahead is listed apart (upcoming), the rest as the history.
    const { bouts, upcoming: ahead } = await profile(red);
    expect(ahead.map((entry) => entry.eventId)).toEqual([upcoming.id]);
    expect(bouts.map((entry) => entry.eventId)).toEqual([past.id]);
    expect(bouts[0]).toMatchObject({ result: null, method: null, round: null, eventSlug: past.slug });
    expect((await profile(blue)).bouts).toEqual([]);
  });
});
