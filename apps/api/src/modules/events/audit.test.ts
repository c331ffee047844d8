import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { TestClient } from '../../../test/client';
import { createEvent, signedInFighter } from '../../../test/event-factories';
import { signedInCustomer, signedInStaff, weightClassNamed } from '../../../test/fighter-factories';

const t = useTestApp();
const AUDIT = '/audit-logs/event-registrations/search/all';

interface Entry {
  registrationId: string;
  event: { id: string; slug: string; name: string };
  fighter: { id: string; name: string; slug: string | null };
  action: string;
  fromStatus: string | null;
  toStatus: string;
  actor: { id: string | null; name: string; isStaff: boolean };
  reason: string | null;
  at: string;
}

/** Two fighters registered for one event; the first rejected, re-applied and accepted, the second pending. */
let story: Awaited<ReturnType<typeof tellStory>>;

async function tellStory() {
  const lightweight = await weightClassNamed(t.database.db, 'Lightweight');
  const event = await createEvent(t.database.db, { name: 'Everest Cage 3', openWeightClassIds: [lightweight] });
  const other = await createEvent(t.database.db, { openWeightClassIds: [lightweight] });
  const first = await signedInFighter(t.app, t.database.db, { fields: { firstName: 'Sunita', lastName: 'Rai' } });
  const second = await signedInFighter(t.app, t.database.db, { fields: { firstName: 'Pemba', lastName: 'Lama' } });
  const { client: staff, staff: staffMember } = await signedInStaff(t.app, t.database.db, ['BOOKINGANDTICKETING'], {
    firstName: 'Kiran',
    lastName: 'Shrestha',
  });
  const register = (client: TestClient, eventId = event.id) =>
    client.post('/event-registrations', { eventId, weightClassId: lightweight });
  const registration = (await register(first.client)).body.data.id as string;
  await staff.post(`/event-registrations/${registration}/reject`, { reason: 'Medical papers missing' });
  await register(first.client);
  await staff.post(`/event-registrations/${registration}/accept`, { note: 'Papers received' });
  const pending = (await register(second.client)).body.data.id as string;
  const elsewhere = (await register(first.client, other.id)).body.data.id as string;
  return { event, other, first, second, staff, staffMember, registration, pending, elsewhere };
}

beforeAll(async () => {
  story = await tellStory();
});

const entriesOf = async (client: TestClient, filter: Record<string, unknown> = {}) => {
  const reply = await client.post(AUDIT, filter);
  expect(reply.status).toBe(200);
  return reply.body.data as { items: Entry[]; total: number; page: number; pageSize: number };
};

describe('the registration audit log', () => {
  it('shows staff every change, newest first: who, when, from, to and why', async () => {
    const { items, total } = await entriesOf(story.staff, { eventId: story.event.id });
    expect(total).toBe(5);
    expect(items.map((entry) => [entry.action, entry.fromStatus, entry.toStatus, entry.reason])).toEqual([
      ['SUBMITTED', null, 'PENDING', null],
      ['ACCEPTED', 'PENDING', 'ACCEPTED', 'Papers received'],
      ['RESUBMITTED', 'REJECTED', 'PENDING', null],
      ['REJECTED', 'PENDING', 'REJECTED', 'Medical papers missing'],
      ['SUBMITTED', null, 'PENDING', null],
    ]);
    expect(items[1]).toMatchObject({
      registrationId: story.registration,
      event: { id: story.event.id, slug: story.event.slug, name: 'Everest Cage 3' },
      fighter: { id: story.first.profile.id, name: 'Sunita Rai', slug: story.first.published?.slug },
      actor: { id: story.staffMember.id, name: 'Kiran Shrestha', isStaff: true },
    });
    expect(items[2]?.actor).toEqual({ id: story.first.customer.id, name: 'Asha Tamang', isStaff: false });
    expect(items[0]?.fighter.name).toBe('Pemba Lama');
    const times = items.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by registration, fighter, action and time, and pages', async () => {
    const ids = async (filter: Record<string, unknown>) =>
      (await entriesOf(story.staff, filter)).items.map((entry) => `${entry.registrationId}:${entry.action}`);
    expect(await ids({ registrationId: story.pending })).toEqual([`${story.pending}:SUBMITTED`]);
    expect(await ids({ fighterId: story.first.profile.id })).toEqual([
      `${story.elsewhere}:SUBMITTED`,
      `${story.registration}:ACCEPTED`,
      `${story.registration}:RESUBMITTED`,
      `${story.registration}:REJECTED`,
      `${story.registration}:SUBMITTED`,
    ]);
    expect(await ids({ eventId: story.event.id, action: 'REJECTED' })).toEqual([`${story.registration}:REJECTED`]);
    const all = (await entriesOf(story.staff, { fighterId: story.first.profile.id })).items;
    const middle = all[2]?.at ?? '';
    expect(await ids({ fighterId: story.first.profile.id, to: middle })).toHaveLength(3);
    expect(await ids({ fighterId: story.first.profile.id, from: middle })).toHaveLength(3);
    expect(
      await ids({ fighterId: story.first.profile.id, from: '2000-01-01T00:00:00+05:45', to: middle }),
    ).toHaveLength(3);
    const page = await entriesOf(story.staff, { fighterId: story.first.profile.id, page: 2, pageSize: 2 });
    expect(page).toMatchObject({ page: 2, pageSize: 2, total: 5 });
    expect(page.items).toHaveLength(2);
    expect(await ids({ eventId: randomUUID() })).toEqual([]);
    const bad = await story.staff.post(AUDIT, { from: 'yesterday', action: 'DELETED' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.from.code).toBe('HUBERAU001');
  });

  it('shows a fighter only the entries of their own registrations, whatever the filters say, staff under the brand', async () => {
    const own = await entriesOf(story.first.client);
    expect(own.total).toBe(5);
    expect(new Set(own.items.map((entry) => entry.fighter.id))).toEqual(new Set([story.first.profile.id]));
    const staffStep = own.items.find((entry) => entry.action === 'REJECTED');
    expect(staffStep?.actor).toEqual({ id: null, name: 'Summit Fighting Championship', isStaff: true });
    expect(staffStep?.reason).toBe('Medical papers missing');
    expect(JSON.stringify(own.items)).not.toContain('Kiran');

    // Asking for someone else's gets nothing.
    expect((await entriesOf(story.first.client, { fighterId: story.second.profile.id })).items).toEqual([]);
    expect((await entriesOf(story.first.client, { registrationId: story.pending })).items).toEqual([]);
    expect((await entriesOf(story.second.client, { eventId: story.event.id })).items).toHaveLength(1);
    expect((await entriesOf(story.first.client, { eventId: story.other.id })).total).toBe(1);
  });

  it('gives customers without a fighter profile and staff without the area nothing; anonymous callers 401', async () => {
    const { client: fan } = await signedInCustomer(t.app, t.database.db);
    const { client: otherStaff } = await signedInStaff(t.app, t.database.db, ['DASHBOARD', 'USERS']);
    for (const client of [fan, otherStaff])
      expect(await entriesOf(client, { eventId: story.event.id })).toEqual({
        items: [],
        page: 1,
        pageSize: 20,
        total: 0,
      });
    const anonymous = await new TestClient(t.app).post(AUDIT, {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('HUBCSTK001');
  });
});
