import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { TestClient } from '../../../test/client';
import { createEvent, daysFromNow, outboxFor, signedInFighter } from '../../../test/event-factories';
import { mobileNumber } from '../../../test/factories';
import { signedInCustomer, signedInStaff, weightClassNamed } from '../../../test/fighter-factories';
import { fighterProfiles } from '../fighters/fighters.table';
import { eventRegistrationAudit, eventRegistrations, events } from './events.table';

const t = useTestApp();
let lightweight: string;
let welterweight: string;

beforeAll(async () => {
  lightweight = await weightClassNamed(t.database.db, 'Lightweight');
  welterweight = await weightClassNamed(t.database.db, 'Welterweight');
});

/** A published event taking lightweights, registration open until the start. */
const openEvent = (overrides: Parameters<typeof createEvent>[1] = {}) =>
  createEvent(t.database.db, { openWeightClassIds: [lightweight], ...overrides });

const auditOf = (registrationId: string) =>
  t.database.db
    .select()
    .from(eventRegistrationAudit)
    .where(eq(eventRegistrationAudit.registrationId, registrationId))
    .orderBy(eventRegistrationAudit.createdAt);

describe('registering to compete', () => {
  it('takes an approved fighter in an open class, with the event, the fighter and the class in the answer', async () => {
    const event = await openEvent();
    const { client, profile, published } = await signedInFighter(t.app, t.database.db);
    const reply = await client.post('/event-registrations', {
      eventId: event.id,
      weightClassId: lightweight,
      note: '  Ready on short notice  ',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      eventId: event.id,
      event: { id: event.id, slug: event.slug, name: event.name, status: 'PUBLISHED' },
      fighter: { id: profile.id, slug: published?.slug, firstName: 'Bikash', record: { wins: 7, losses: 2 } },
      weightClass: { id: lightweight, name: 'Lightweight' },
      status: 'PENDING',
      note: 'Ready on short notice',
      reason: null,
      decidedAt: null,
    });
    const entries = await auditOf(reply.body.data.id);
    expect(entries).toMatchObject([
      {
        action: 'SUBMITTED',
        fromStatus: null,
        toStatus: 'PENDING',
        actorId: profile.customerId,
        actorIsStaff: false,
        reason: null,
      },
    ]);
  });

  it('accepts an approved fighter whose change is under review (the public profile stays approved)', async () => {
    const event = await openEvent();
    const { client, profile } = await signedInFighter(t.app, t.database.db);
    await t.database.db.update(fighterProfiles).set({ status: 'PENDING' }).where(eq(fighterProfiles.id, profile.id));
    const reply = await client.post('/event-registrations', { eventId: event.id, weightClassId: lightweight });
    expect(reply.status).toBe(200);
  });

  it('refuses customers who are not approved fighters (403 HUBERFP001)', async () => {
    const event = await openEvent();
    const { client: fan } = await signedInCustomer(t.app, t.database.db);
    const { client: staff } = await signedInStaff(t.app, t.database.db);
    const { client: pending } = await signedInFighter(t.app, t.database.db, { status: 'PENDING' });
    const { client: rejected } = await signedInFighter(t.app, t.database.db, { status: 'REJECTED' });
    const { client: draft } = await signedInFighter(t.app, t.database.db, { status: 'DRAFT' });
    for (const client of [fan, staff, pending, rejected, draft]) {
      const reply = await client.post('/event-registrations', { eventId: event.id, weightClassId: lightweight });
      expect(reply.status).toBe(403);
      expect(reply.body.code).toBe('HUBERFP001');
      expect(reply.body.message).toBe('Only approved fighters can register for events');
    }
    const anonymous = await new TestClient(t.app).post('/event-registrations', {
      eventId: event.id,
      weightClassId: lightweight,
    });
    expect(anonymous.status).toBe(401);
    expect(
      await t.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id)),
    ).toEqual([]);
  });

  it('refuses unknown and draft events (404 HUBEVNF001) and events whose window is not open (409 HUBERWN001)', async () => {
    const { client } = await signedInFighter(t.app, t.database.db);
    const register = (eventId: string) => client.post('/event-registrations', { eventId, weightClassId: lightweight });
    for (const eventId of [randomUUID(), (await openEvent({ status: 'DRAFT', publishedAt: null })).id]) {
      const reply = await register(eventId);
      expect(reply.status).toBe(404);
      expect(reply.body.code).toBe('HUBEVNF001');
    }
    const closed = [
      await openEvent({ registrationOpensAt: daysFromNow(2) }),
      await openEvent({ registrationClosesAt: daysFromNow(-1) }),
      await openEvent({ startsAt: daysFromNow(-0.1) }),
      await openEvent({ status: 'LIVE', startsAt: daysFromNow(-0.1) }),
      await openEvent({ status: 'COMPLETED', startsAt: daysFromNow(-3) }),
      await openEvent({ status: 'CANCELLED', cancelReason: 'Venue flooded' }),
    ];
    for (const event of closed) {
      const reply = await register(event.id);
      expect(reply.status, event.status).toBe(409);
      expect(reply.body).toMatchObject({ code: 'HUBERWN001', message: 'Registration for this event is not open' });
    }
    // Inside an explicit window it is open.
    const windowed = await openEvent({ registrationOpensAt: daysFromNow(-1), registrationClosesAt: daysFromNow(1) });
    expect((await register(windowed.id)).status).toBe(200);
  });

  it('refuses a weight class the event does not take (400 HUBERWC001 on the field)', async () => {
    const event = await openEvent();
    const { client } = await signedInFighter(t.app, t.database.db);
    for (const weightClassId of [welterweight, randomUUID()]) {
      const reply = await client.post('/event-registrations', { eventId: event.id, weightClassId });
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe('HUBERWC001');
      expect(reply.body.fieldErrors.weightClassId.code).toBe('HUBERWC001');
    }
    const malformed = await client.post('/event-registrations', {
      eventId: 'x',
      weightClassId: 'y',
      note: 'n'.repeat(501),
    });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.fieldErrors).sort()).toEqual(['eventId', 'note', 'weightClassId']);
    expect(malformed.body.fieldErrors.note.code).toBe('HUBERNT001');
  });

  it("refuses a weight class of the other division (400 HUBERWC002), in the fighter's language", async () => {
    const womensFlyweight = await weightClassNamed(t.database.db, "Women's Flyweight");
    const event = await openEvent({ openWeightClassIds: [lightweight, womensFlyweight] });
    const { client: man } = await signedInFighter(t.app, t.database.db);
    const wrong = await man.post('/event-registrations', { eventId: event.id, weightClassId: womensFlyweight });
    expect([wrong.status, wrong.body.fieldErrors?.weightClassId?.code]).toEqual([400, 'HUBERWC002']);
    const nepali = await man.post(
      '/event-registrations',
      { eventId: event.id, weightClassId: womensFlyweight },
      { 'accept-language': 'ne' },
    );
    expect(nepali.body.message).toBe('यो तौल वर्ग तपाईंको विभाजनका लागि होइन');
    const { client: woman } = await signedInFighter(t.app, t.database.db, { fields: { gender: 'FEMALE' } });
    expect((await woman.post('/event-registrations', { eventId: event.id, weightClassId: lightweight })).status).toBe(
      400,
    );
    expect(
      (await woman.post('/event-registrations', { eventId: event.id, weightClassId: womensFlyweight })).status,
    ).toBe(200);
    expect((await man.post('/event-registrations', { eventId: event.id, weightClassId: lightweight })).status).toBe(
      200,
    );
  });

  it('takes one registration per event (409 HUBERDP001), also from five requests at once', async () => {
    const event = await openEvent();
    const { client, profile } = await signedInFighter(t.app, t.database.db);
    const body = { eventId: event.id, weightClassId: lightweight };
    const replies = await Promise.all(Array.from({ length: 5 }, () => client.post('/event-registrations', body)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const reply of replies.filter((one) => one.status === 409)) expect(reply.body.code).toBe('HUBERDP001');
    const again = await client.post('/event-registrations', body);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('HUBERDP001');
    const rows = await t.database.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.fighterId, profile.id));
    expect(rows).toHaveLength(1);
    expect(await auditOf(rows[0]?.id ?? '')).toHaveLength(1);

    // Accepted is taken too.
    const { client: staff } = await signedInStaff(t.app, t.database.db);
    await staff.post(`/event-registrations/${rows[0]?.id}/accept`, {});
    expect((await client.post('/event-registrations', body)).body.code).toBe('HUBERDP001');
  });

  it('sends a rejected registration again (Re-Apply): the same one back to PENDING, new class and note', async () => {
    const event = await openEvent({ openWeightClassIds: [lightweight, welterweight] });
    const { client } = await signedInFighter(t.app, t.database.db);
    const first = await client.post('/event-registrations', {
      eventId: event.id,
      weightClassId: lightweight,
      note: 'First',
    });
    const { client: staff, staff: reviewer } = await signedInStaff(t.app, t.database.db);
    const rejected = await staff.post(`/event-registrations/${first.body.data.id}/reject`, {
      reason: 'Lightweight is full',
    });
    expect(rejected.body.data).toMatchObject({ status: 'REJECTED', reason: 'Lightweight is full' });

    const again = await client.post('/event-registrations', { eventId: event.id, weightClassId: welterweight });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      id: first.body.data.id,
      status: 'PENDING',
      weightClass: { id: welterweight },
      note: null,
      reason: null,
      decidedAt: null,
      createdAt: first.body.data.createdAt,
    });
    expect(
      (await auditOf(first.body.data.id)).map((entry) => [
        entry.action,
        entry.fromStatus,
        entry.toStatus,
        entry.actorIsStaff,
        entry.reason,
      ]),
    ).toEqual([
      ['SUBMITTED', null, 'PENDING', false, null],
      ['REJECTED', 'PENDING', 'REJECTED', true, 'Lightweight is full'],
      ['RESUBMITTED', 'REJECTED', 'PENDING', false, null],
    ]);
    expect((await auditOf(first.body.data.id))[1]?.actorId).toBe(reviewer.id);
    // Once closed, a rejected fighter cannot re-apply.
    await staff.post(`/event-registrations/${first.body.data.id}/reject`, { reason: 'Still full' });
    await t.database.db
      .update(events)
      .set({ registrationClosesAt: daysFromNow(-1) })
      .where(eq(events.id, event.id));
    expect(
      (await client.post('/event-registrations', { eventId: event.id, weightClassId: lightweight })).body.code,
    ).toBe('HUBERWN001');
  });
});

describe("the fighter's own registrations", () => {
  it('lists the caller’s registrations latest first, one event’s with ?eventId, nobody else’s', async () => {
    const [older, newer] = [await openEvent(), await openEvent()];
    const { client } = await signedInFighter(t.app, t.database.db);
    const { client: other } = await signedInFighter(t.app, t.database.db);
    const first = await client.post('/event-registrations', { eventId: older.id, weightClassId: lightweight });
    const second = await client.post('/event-registrations', { eventId: newer.id, weightClassId: lightweight });
    await other.post('/event-registrations', { eventId: older.id, weightClassId: lightweight });

    const mine = await client.get('/event-registrations');
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((item: { id: string }) => item.id)).toEqual([second.body.data.id, first.body.data.id]);
    const one = await client.get(`/event-registrations?eventId=${older.id}`);
    expect(one.body.data.map((item: { id: string }) => item.id)).toEqual([first.body.data.id]);
    expect((await client.get(`/event-registrations?eventId=${randomUUID()}`)).body.data).toEqual([]);
    expect((await client.get('/event-registrations?eventId=nope')).body.code).toBe('HUBEVNF001');

    const { client: fan } = await signedInCustomer(t.app, t.database.db);
    expect((await fan.get('/event-registrations')).body.data).toEqual([]);
    expect((await new TestClient(t.app).get('/event-registrations')).status).toBe(401);
  });
});

describe('staff decisions', () => {
  it('refuses anonymous callers (401), fans and staff without BOOKINGANDTICKETING (403) on every staff call', async () => {
    const event = await openEvent();
    const { client: fighter } = await signedInFighter(t.app, t.database.db);
    const registration = (await fighter.post('/event-registrations', { eventId: event.id, weightClassId: lightweight }))
      .body.data;
    const { client: fan } = await signedInCustomer(t.app, t.database.db);
    const { client: otherStaff } = await signedInStaff(t.app, t.database.db, ['DASHBOARD', 'TRANSACTION', 'USERS']);
    const calls = (client: TestClient) => [
      client.post('/event-registrations/search/all', {}),
      client.post(`/event-registrations/${registration.id}/accept`, {}),
      client.post(`/event-registrations/${registration.id}/reject`, { reason: 'Not now' }),
    ];
    for (const [client, status, code] of [
      [new TestClient(t.app), 401, 'HUBCSTK001'],
      [fan, 403, 'HUBGNFB001'],
      [fighter, 403, 'HUBGNFB001'],
      [otherStaff, 403, 'HUBGNFB001'],
    ] as const) {
      for (const reply of await Promise.all(calls(client))) {
        expect(reply.status).toBe(status);
        expect(reply.body.code).toBe(code);
      }
    }
    expect((await fighter.get('/event-registrations')).body.data[0].status).toBe('PENDING');
  });

  it('accepts and rejects, refuses the same decision twice (HUBERST001), and may change its mind', async () => {
    const event = await openEvent();
    const { client: fighter } = await signedInFighter(t.app, t.database.db);
    const { id } = (await fighter.post('/event-registrations', { eventId: event.id, weightClassId: lightweight })).body
      .data;
    const { client: staff } = await signedInStaff(t.app, t.database.db);

    const accepted = await staff.post(`/event-registrations/${id}/accept`, { note: 'Main card material' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ id, status: 'ACCEPTED', reason: null, decidedAt: expect.any(String) });
    const twice = await staff.post(`/event-registrations/${id}/accept`, {});
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'HUBERST001', message: 'This registration already has that decision' });

    const withdrawn = await staff.post(`/event-registrations/${id}/reject`, { reason: 'Injured in camp' });
    expect(withdrawn.body.data).toMatchObject({ status: 'REJECTED', reason: 'Injured in camp' });
    expect((await staff.post(`/event-registrations/${id}/reject`, { reason: 'Again' })).body.code).toBe('HUBERST001');
    const reversed = await staff.post(`/event-registrations/${id}/accept`, {});
    expect(reversed.body.data).toMatchObject({ status: 'ACCEPTED', reason: null });

    expect((await staff.post(`/event-registrations/${id}/reject`, {})).body.code).toBe('HUBERRJ001');
    expect((await staff.post(`/event-registrations/${id}/reject`, { reason: 'x'.repeat(501) })).body.code).toBe(
      'HUBERRJ002',
    );
    for (const missing of [randomUUID(), 'not-an-id']) {
      const reply = await staff.post(`/event-registrations/${missing}/accept`, {});
      expect(reply.status).toBe(404);
      expect(reply.body.code).toBe('HUBERNF001');
    }
    const steps = await auditOf(id);
    expect(steps.map((step) => [step.action, step.fromStatus, step.toStatus, step.reason])).toEqual([
      ['SUBMITTED', null, 'PENDING', null],
      ['ACCEPTED', 'PENDING', 'ACCEPTED', 'Main card material'],
      ['REJECTED', 'ACCEPTED', 'REJECTED', 'Injured in camp'],
      ['ACCEPTED', 'REJECTED', 'ACCEPTED', null],
    ]);
  });

  it('emails the fighter each decision in English and Nepali, with the event, the reason and its page', async () => {
    const event = await openEvent({ name: 'Himalayan Fight Night 7', startsAt: new Date('2031-11-01T13:15:00Z') });
    const { client: fighter, customer } = await signedInFighter(t.app, t.database.db);
    const { id } = (await fighter.post('/event-registrations', { eventId: event.id, weightClassId: lightweight })).body
      .data;
    const { client: staff } = await signedInStaff(t.app, t.database.db);
    const to = customer.email ?? '';
    const link = `http://ringside.test/events/${event.slug}`;

    await staff.post(`/event-registrations/${id}/reject`, { reason: 'Weight not verified' });
    const [rejected] = await outboxFor(t.app, to);
    expect(rejected).toMatchObject({ channel: 'EMAIL' });
    expect(rejected?.subject).toBe(
      'Your registration for Himalayan Fight Night 7 was not accepted / Himalayan Fight Night 7 का लागि तपाईंको दर्ता स्वीकृत भएन',
    );
    expect(rejected?.text).toContain('Asha, our team reviewed your registration for Himalayan Fight Night 7');
    // The event's date with its Bikram Sambat date, in each language.
    expect(rejected?.text).toContain('When: Sat, 1 Nov 2031, 19:00 Nepal time (Kartik 15, 2088 BS)');
    expect(rejected?.text).toContain('कहिले: शनि, १ नोभेम्बर २०३१, १९:०० नेपाल समय (२०८८ कात्तिक १५, शनिबार)');
    expect(rejected?.text).toContain('Reason: Weight not verified');
    expect(rejected?.text).toContain('कारण: Weight not verified');
    expect(rejected?.text).toContain(`(Re-Apply): ${link}`);

    await fighter.post('/event-registrations', { eventId: event.id, weightClassId: lightweight });
    await staff.post(`/event-registrations/${id}/accept`, { note: 'Weigh-in at 9:00' });
    const [accepted] = await outboxFor(t.app, to);
    expect(accepted?.subject).toContain('Your registration for Himalayan Fight Night 7 is accepted');
    expect(accepted?.text).toContain('Note from the team: Weigh-in at 9:00');
    expect(accepted?.text).toContain(`The event: ${link}`);
    expect(accepted?.text).toContain('तपाईंको दर्ता स्वीकृत भएको छ');

    await staff.post(`/event-registrations/${id}/reject`, { reason: 'Injured' });
    const [withdrawn] = await outboxFor(t.app, to);
    expect(withdrawn?.text).toContain('Asha, our team has withdrawn your place at Himalayan Fight Night 7.');
    expect(await outboxFor(t.app, to)).toHaveLength(3);
  });

  it('sends the decision by SMS to a fighter who has only a mobile number', async () => {
    const event = await openEvent({ name: 'Pokhara Rumble', startsAt: new Date('2031-11-01T13:15:00Z') });
    const number = mobileNumber();
    const { client: fighter } = await signedInFighter(t.app, t.database.db, {
      customer: {
        email: null,
        emailVerified: false,
        countryCode: '+977',
        mobileNumber: number,
        mobileNumberVerified: true,
      },
    });
    const { id } = (await fighter.post('/event-registrations', { eventId: event.id, weightClassId: lightweight })).body
      .data;
    const { client: staff } = await signedInStaff(t.app, t.database.db);
    await staff.post(`/event-registrations/${id}/accept`, {});
    const [sms] = await outboxFor(t.app, `+977${number}`);
    expect(sms).toMatchObject({ channel: 'SMS', subject: null });
    expect(sms?.text).toBe(
      'Summit Fighting Championship: Your registration for Pokhara Rumble is accepted (Kartik 15, 2088 BS). ' +
        'Pokhara Rumble का लागि तपाईंको दर्ता स्वीकृत भयो (२०८८ कात्तिक १५, शनिबार)। ' +
        `http://ringside.test/events/${event.slug}`,
    );
  });
});

describe("staff's list of registrations", () => {
  it('lists pending ones first (oldest sent first), then decided ones, with filters and paging', async () => {
    const tag = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
    const event = await openEvent({ openWeightClassIds: [lightweight, welterweight] });
    const other = await openEvent();
    const { client: staff } = await signedInStaff(t.app, t.database.db);
    const fighters = await Promise.all(
      ['Anita', 'Bikash', 'Chiran', 'Dawa'].map((firstName) =>
        signedInFighter(t.app, t.database.db, { fields: { firstName, lastName: `List${tag}` } }),
      ),
    );
    const ids: string[] = [];
    for (const [index, { client }] of fighters.entries()) {
      const weightClassId = index === 3 ? welterweight : lightweight;
      ids.push((await client.post('/event-registrations', { eventId: event.id, weightClassId })).body.data.id);
    }
    const [anita, bikash, chiran, dawa] = ids;
    await fighters[0]?.client.post('/event-registrations', { eventId: other.id, weightClassId: lightweight });
    await staff.post(`/event-registrations/${bikash}/accept`, {});
    await staff.post(`/event-registrations/${anita}/reject`, { reason: 'Not ready' });

    const search = async (filter: Record<string, unknown>) => {
      const reply = await staff.post('/event-registrations/search/all', { eventId: event.id, ...filter });
      expect(reply.status).toBe(200);
      return reply.body.data.items.map((item: { id: string }) => item.id);
    };
    // Pending oldest first, then the latest decision first.
    expect(await search({})).toEqual([chiran, dawa, anita, bikash]);
    expect(await search({ status: 'PENDING' })).toEqual([chiran, dawa]);
    expect(await search({ status: 'ACCEPTED' })).toEqual([bikash]);
    expect(await search({ weightClassId: welterweight })).toEqual([dawa]);
    expect(await search({ query: `chiran list${tag}` })).toEqual([chiran]);
    expect(await search({ eventId: undefined, query: `anita` + ` list${tag}` })).toHaveLength(2);
    const page = await staff.post('/event-registrations/search/all', { eventId: event.id, page: 2, pageSize: 3 });
    expect(page.body.data).toMatchObject({ page: 2, pageSize: 3, total: 4 });
    expect(page.body.data.items.map((item: { id: string }) => item.id)).toEqual([bikash]);
    expect(page.body.data.items[0]).toMatchObject({
      status: 'ACCEPTED',
      event: { id: event.id },
      fighter: { firstName: 'Bikash', lastName: `List${tag}` },
    });
    const bad = await staff.post('/event-registrations/search/all', { eventId: 'x', status: 'MAYBE' });
    expect(bad.status).toBe(400);
  });
});
