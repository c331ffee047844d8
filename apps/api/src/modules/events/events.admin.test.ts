import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { TestClient } from '../../../test/client';
import { createCustomer } from '../../../test/factories';
import { createFighter, signedInCustomer, signedInStaff, weightClassNamed } from '../../../test/fighter-factories';
import { createAffiliation, createWeightClass } from '../../../test/master-data-factories';
import {
  DAY,
  createEvent,
  eventBody,
  eventFieldsOf,
  fighterPair,
  fromNow,
  insertBout,
  insertEvent,
} from '../../../test/calendar-factories';
import { masterDataChanged } from '../masterdata/master-data-cache';
import { masterData } from '../masterdata/master-data.table';
import { eventRegistrations, eventTickets, events } from './events.table';

const t = useTestApp();
const staffClient = async () => (await signedInStaff(t.app, t.database.db)).client;
const year = (iso: string) => iso.slice(0, 4);

describe('creating and editing events', () => {
  it('creates a draft with a slug from the name and year, unique with a suffix', async () => {
    const staff = await staffClient();
    const body = eventBody({ name: `Kathmandu Rumble ${randomUUID().slice(0, 4).replace(/\d/g, 'k')}` });
    const first = await staff.post('/events', body);
    expect(first.status).toBe(200);
    const base = `${body.name.toLowerCase().replace(/ /g, '-')}-${year(body.startsAt)}`;
    expect(first.body.data).toMatchObject({
      name: body.name,
      slug: base,
      status: 'DRAFT',
      tagline: 'Ten bouts under the lights',
      venue: body.venue,
      startsAt: body.startsAt,
      fightCard: [],
      boutCount: 0,
      counts: { pendingRegistrations: 0, acceptedRegistrations: 0, attendees: 0, checkedIn: 0 },
      publishedAt: null,
      registration: { opensAt: null, closesAt: body.registrationClosesAt, weightClasses: [], isOpen: false },
      attendance: { capacity: null, taken: 0, isOpen: false },
      ticketTiers: [],
    });
    expect((await staff.post('/events', body)).body.data.slug).toBe(`${base}-2`);
    expect((await staff.post('/events', body)).body.data.slug).toBe(`${base}-3`);
    const nepali = await staff.post('/events', eventBody({ name: 'काठमाडौं फाइट नाइट' }));
    expect(nepali.body.data.slug).toMatch(new RegExp(`^event-${year(body.startsAt)}(-\\d+)?$`));
  });

  it('lets a draft’s slug follow its name, and keeps it once published', async () => {
    const staff = await staffClient();
    const draft = await createEvent(staff, {}, false);
    const renamed = await staff.put(`/events/${draft.id}`, { ...eventFieldsOf(draft), name: `${draft.name} Returns` });
    expect(renamed.body.data.slug).toBe(`${draft.slug.replace(/-\d{4}$/, '')}-returns-${year(draft.startsAt)}`);
    const published = (await staff.post(`/events/${draft.id}/publish`)).body.data;
    const again = await staff.put(`/events/${draft.id}`, { ...eventFieldsOf(published), name: 'Another Name' });
    expect(again.body.data).toMatchObject({ name: 'Another Name', slug: published.slug });
  });

  it('refuses invalid fields with their codes', async () => {
    const staff = await staffClient();
    const db = t.database.db;
    const retired = await createWeightClass(db, { retiredAt: new Date() });
    const gym = await createAffiliation(db);
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ name: 'ab' }, 'HUBEVNM001', 'name'],
      [{ name: 'x'.repeat(121) }, 'HUBEVNM002', 'name'],
      [{ startsAt: 'next friday' }, 'HUBEVST001', 'startsAt'],
      [{ startsAt: fromNow(-DAY).toISOString() }, 'HUBEVST002', 'startsAt'],
      [{ venue: { name: 'Hall', city: '' } }, 'HUBEVVN002', 'venue.city'],
      [{ venue: { name: 'Hall', city: 'Pokhara', mapUrl: 'http://maps.example.com' } }, 'HUBEVMP001', 'venue.mapUrl'],
      [
        { registrationOpensAt: fromNow(10 * DAY).toISOString(), registrationClosesAt: fromNow(5 * DAY).toISOString() },
        'HUBEVRW001',
        'registrationOpensAt',
      ],
      [{ registrationClosesAt: fromNow(31 * DAY).toISOString() }, 'HUBEVRW001', 'registrationClosesAt'],
      [
        { registrationOpensAt: fromNow(40 * DAY).toISOString(), registrationClosesAt: null },
        'HUBEVRW001',
        'registrationOpensAt',
      ],
      [{ weightClassIds: [randomUUID()] }, 'HUBEVWC001', 'weightClassIds'],
      [{ weightClassIds: [gym.id] }, 'HUBEVWC001', 'weightClassIds'],
      [{ weightClassIds: [retired.id] }, 'HUBEVWC001', 'weightClassIds'],
      [{ weightClassIds: ['heavy'] }, 'HUBEVWC001'],
    ];
    for (const [overrides, code, field] of cases) {
      const reply = await staff.post('/events', eventBody(overrides));
      expect(reply.status, JSON.stringify(overrides)).toBe(400);
      expect(reply.body.code, JSON.stringify(overrides)).toBe(code);
      expect(reply.body.message).toEqual(expect.any(String));
      if (field) expect(reply.body.fieldErrors?.[field]?.code, JSON.stringify(overrides)).toBe(code);
    }
  });

  it('edits every field; refuses a new start in the past, capacity below the tickets, closed events', async () => {
    const staff = await staffClient();
    const db = t.database.db;
    const lightweight = await weightClassNamed(db, 'Lightweight');
    const event = await createEvent(staff);
    const fields = eventFieldsOf(event);
    const edited = await staff.put(`/events/${event.id}`, {
      ...fields,
      tagline: null,
      description: '',
      venue: { name: 'Pokhara Rangasala', city: 'Pokhara' },
      registrationOpensAt: fromNow(DAY).toISOString(),
      weightClassIds: [lightweight, lightweight],
      capacity: null,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      tagline: null,
      description: null,
      venue: { name: 'Pokhara Rangasala', city: 'Pokhara', address: null, mapUrl: null },
      registration: { weightClasses: [{ id: lightweight }], isOpen: false },
      attendance: { capacity: null, isOpen: false },
    });

    const moved = await staff.put(`/events/${event.id}`, { ...fields, startsAt: fromNow(-DAY).toISOString() });
    expect(moved.body).toMatchObject({ code: 'HUBEVST002', fieldErrors: { startsAt: { code: 'HUBEVST002' } } });

    // A live event that has started can still be corrected, as long as its start stays.
    const live = await insertEvent(db, { status: 'LIVE', startsAt: fromNow(-3_600_000) });
    const liveFields = { ...fields, startsAt: live.startsAt.toISOString(), registrationClosesAt: null };
    expect((await staff.put(`/events/${live.id}`, liveFields)).status).toBe(200);

    for (const status of ['CANCELLED', 'COMPLETED'] as const) {
      const closed = await insertEvent(db, { status, startsAt: fromNow(-DAY) });
      const reply = await staff.put(`/events/${closed.id}`, { ...fields, startsAt: closed.startsAt.toISOString() });
      expect(reply.status).toBe(409);
      expect(reply.body.code).toBe('HUBEVPS002');
    }
    const unknown = await staff.put(`/events/${randomUUID()}`, fields);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('HUBEVNF001');
  });

  it('keeps a weight class the event already takes after it is retired, but offers it to no new event', async () => {
    const staff = await staffClient();
    const db = t.database.db;
    const division = await createWeightClass(db);
    const event = await createEvent(staff, { weightClassIds: [division.id] });
    await db.update(masterData).set({ retiredAt: new Date() }).where(eq(masterData.id, division.id));
    masterDataChanged(db);
    const kept = await staff.put(`/events/${event.id}`, eventFieldsOf(event));
    expect(kept.status).toBe(200);
    expect(kept.body.data.registration.weightClasses).toEqual([expect.objectContaining({ id: division.id })]);
    expect((await staff.post('/events', eventBody({ weightClassIds: [division.id] }))).body.code).toBe('HUBEVWC001');
  });
});

describe('event status', () => {
  it('publishes drafts only, while their start is ahead', async () => {
    const staff = await staffClient();
    const draft = await createEvent(staff, {}, false);
    const published = await staff.post(`/events/${draft.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ status: 'PUBLISHED', publishedAt: expect.any(String) });
    expect((await staff.post(`/events/${draft.id}/publish`)).body).toMatchObject({ code: 'HUBEVPS001' });
    const stale = await insertEvent(t.database.db, { status: 'DRAFT', startsAt: fromNow(-DAY) });
    const late = await staff.post(`/events/${stale.id}/publish`);
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('HUBEVST002');
  });

  it('goes live from published, completes once started, and then cannot change', async () => {
    const staff = await staffClient();
    const db = t.database.db;
    const draft = await createEvent(staff, {}, false);
    expect((await staff.post(`/events/${draft.id}/live`)).body.code).toBe('HUBEVPS004');
    expect((await staff.post(`/events/${draft.id}/complete`)).body.code).toBe('HUBEVPS003');
    const ahead = await createEvent(staff);
    const early = await staff.post(`/events/${ahead.id}/complete`);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('HUBEVPS003');

    const tonight = await insertEvent(db, { startsAt: fromNow(-3_600_000) });
    expect((await staff.post(`/events/${tonight.id}/live`)).body.data.status).toBe('LIVE');
    expect((await staff.post(`/events/${tonight.id}/live`)).body.code).toBe('HUBEVPS004');
    expect((await staff.post(`/events/${tonight.id}/complete`)).body.data.status).toBe('COMPLETED');
    for (const step of ['live', 'complete'])
      expect((await staff.post(`/events/${tonight.id}/${step}`)).body.code).toBe('HUBEVPS002');
    expect((await staff.post(`/events/${tonight.id}/cancel`, { reason: 'Too late' })).body.code).toBe('HUBEVPS002');
    // Completing straight from published works too, once started.
    const unmarked = await insertEvent(db, { startsAt: fromNow(-3_600_000) });
    expect((await staff.post(`/events/${unmarked.id}/complete`)).body.data.status).toBe('COMPLETED');
  });

  it('cancels with a reason, once', async () => {
    const staff = await staffClient();
    const event = await createEvent(staff);
    const noReason = await staff.post(`/events/${event.id}/cancel`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.code).toBe('HUBEVCN001');
    const cancelled = await staff.post(`/events/${event.id}/cancel`, { reason: 'Monsoon floods' });
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', cancelReason: 'Monsoon floods' });
    expect((await staff.post(`/events/${event.id}/cancel`, { reason: 'Again' })).body.code).toBe('HUBEVPS002');
    expect((await staff.put(`/events/${event.id}`, eventFieldsOf(event))).body.code).toBe('HUBEVPS002');
  });
});

describe('the back-office list', () => {
  it('shows every status with registration and attendance counts, filterable', async () => {
    const staff = await staffClient();
    const db = t.database.db;
    const key = `Counted ${randomUUID().slice(0, 6)}`;
    const draft = await createEvent(staff, { name: `${key} Draft` }, false);
    const event = await createEvent(staff, { name: `${key} Night` });
    const lightweight = await weightClassNamed(db, 'Lightweight');
    for (const status of ['PENDING', 'PENDING', 'ACCEPTED', 'REJECTED'] as const) {
      const { profile } = await createFighter(db);
      await db
        .insert(eventRegistrations)
        .values({ eventId: event.id, fighterId: profile.id, weightClassId: lightweight, status });
    }
    for (const checkedInAt of [new Date(), null, null]) {
      const fan = await createCustomer(db);
      await db.insert(eventTickets).values({ eventId: event.id, customerId: fan.id, code: randomUUID(), checkedInAt });
    }
    await insertBout(db, event.id, await fighterPair(db), lightweight);

    const search = (body: Record<string, unknown>) => staff.post('/events/admin/search', { query: key, ...body });
    const all = await search({});
    expect(all.status).toBe(200);
    expect(all.body.data.items.map((item: { id: string }) => item.id).sort()).toEqual([draft.id, event.id].sort());
    const night = all.body.data.items.find((item: { id: string }) => item.id === event.id);
    expect(night).toMatchObject({
      status: 'PUBLISHED',
      boutCount: 1,
      counts: { pendingRegistrations: 2, acceptedRegistrations: 1, attendees: 3, checkedIn: 1 },
    });
    expect((await search({ status: 'DRAFT' })).body.data.items).toEqual([
      expect.objectContaining({
        id: draft.id,
        counts: { pendingRegistrations: 0, acceptedRegistrations: 0, attendees: 0, checkedIn: 0 },
      }),
    ]);
    expect((await search({ period: 'PAST' })).body.data.total).toBe(0);
    const detail = await staff.get(`/events/admin/${event.id}`);
    expect(detail.body.data.counts).toEqual({
      pendingRegistrations: 2,
      acceptedRegistrations: 1,
      attendees: 3,
      checkedIn: 1,
    });
    expect((await staff.get(`/events/admin/${draft.id}`)).body.data.status).toBe('DRAFT');
    expect((await staff.get(`/events/admin/${randomUUID()}`)).body.code).toBe('HUBEVNF001');
    expect((await staff.get('/events/admin/not-an-id')).body.code).toBe('HUBEVNF001');
  });
});

describe('authorization', () => {
  it('refuses every staff call to visitors (401), fans (403) and staff without BOOKINGANDTICKETING (403)', async () => {
    const db = t.database.db;
    const staff = await staffClient();
    const lightweight = await weightClassNamed(db, 'Lightweight');
    const event = await createEvent(staff);
    const pair = await fighterPair(db);
    const bout = { weightClassId: lightweight, redFighterId: pair.red, blueFighterId: pair.blue, scheduledRounds: 3 };
    const boutId = (await staff.post(`/events/${event.id}/bouts`, bout)).body.data.fightCard[0].id as string;
    const before = (await staff.get(`/events/admin/${event.id}`)).body.data;
    const fields = eventFieldsOf(event);
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['POST', '/events/admin/search', {}],
      ['GET', `/events/admin/${event.id}`],
      ['GET', `/events/admin/${event.id}/fighter-pool`],
      ['POST', '/events', eventBody()],
      ['PUT', `/events/${event.id}`, { ...fields, name: 'Taken over' }],
      ['POST', `/events/${event.id}/publish`, {}],
      ['POST', `/events/${event.id}/live`, {}],
      ['POST', `/events/${event.id}/complete`, {}],
      ['POST', `/events/${event.id}/cancel`, { reason: 'Taken over' }],
      ['PUT', `/events/${event.id}/poster`, {}],
      ['DELETE', `/events/${event.id}/poster`],
      ['POST', `/events/${event.id}/bouts`, bout],
      ['PUT', `/events/${event.id}/bouts/order`, { boutIds: [boutId] }],
      ['PUT', `/events/${event.id}/bouts/${boutId}`, { ...bout, scheduledRounds: 5 }],
      ['DELETE', `/events/${event.id}/bouts/${boutId}`],
      ['PUT', `/events/${event.id}/bouts/${boutId}/result`, { outcome: 'DRAW', round: 3, time: '5:00' }],
      ['DELETE', `/events/${event.id}/bouts/${boutId}/result`],
    ];
    const { client: fan } = await signedInCustomer(t.app, db);
    const { client: otherStaff } = await signedInStaff(t.app, db, ['DASHBOARD', 'USERS', 'TRANSACTION']);
    const anonymous = new TestClient(t.app);
    for (const [client, status, code] of [
      [anonymous, 401, 'HUBCSTK001'],
      [fan, 403, 'HUBGNFB001'],
      [otherStaff, 403, 'HUBGNFB001'],
    ] as const) {
      for (const [method, url, body] of calls) {
        const reply = await client.call(method, url, body);
        expect(reply.status, `${method} ${url}`).toBe(status);
        expect(reply.body.code, `${method} ${url}`).toBe(code);
      }
    }
    expect((await staff.get(`/events/admin/${event.id}`)).body.data).toEqual(before);

    // The table covers every documented staff route of the calendar.
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const documented = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags?.includes('Events (staff)'))
        .map(([method]) => `${method.toUpperCase()} ${path.replace('/api/v1', '').replace(/\{[^}]+\}/g, '*')}`),
    );
    const tested = calls.map(([method, url]) => `${method} ${url.replaceAll(event.id, '*').replaceAll(boutId, '*')}`);
    for (const route of tested) expect(documented).toContain(route);
  });
});

describe('an event’s Nepali values (decision 50)', () => {
  const nepali = {
    nameNe: 'काठमाडौं शोडाउन',
    taglineNe: 'थापा र राई: पाँच राउन्डमा फैसला',
    descriptionNe: 'राष्ट्रिय रंगशालामा लाइटवेट रिम्याच।',
  };
  const venueNe = { nameNe: 'दशरथ रंगशाला', cityNe: 'काठमाडौं', addressNe: 'त्रिपुरेश्वर' };

  it('are kept beside the English ones on create and edit; a blank one is cleared; public answers keep their shape', async () => {
    const staff = await staffClient();
    const body = eventBody({ ...nepali, venue: { ...eventBody().venue, ...venueNe } });
    const created = await staff.post('/events', body);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      name: body.name,
      ...nepali,
      venue: { name: 'Dasarath Rangasala', ...venueNe },
    });
    const eventId = created.body.data.id as string;
    expect((await staff.get(`/events/admin/${eventId}`)).body.data).toMatchObject({ ...nepali, venue: venueNe });

    const edited = await staff.put(`/events/${eventId}`, {
      ...eventFieldsOf(created.body.data),
      nameNe: '  काठमाडौं फाइट नाइट  ',
      taglineNe: '   ',
      descriptionNe: null,
      venue: { ...created.body.data.venue, cityNe: '', addressNe: undefined },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      nameNe: 'काठमाडौं फाइट नाइट',
      taglineNe: null,
      descriptionNe: null,
      venue: { nameNe: 'दशरथ रंगशाला', cityNe: null, addressNe: null },
    });
    // An edit that leaves them out clears them (the whole set is sent), as for the English optional fields.
    const { nameNe: _name, ...withoutNepali } = eventFieldsOf(edited.body.data);
    const cleared = await staff.put(`/events/${eventId}`, { ...withoutNepali, venue: eventBody().venue });
    expect(cleared.body.data).toMatchObject({ nameNe: null, venue: { nameNe: null, cityNe: null, addressNe: null } });

    await staff.put(`/events/${eventId}`, body);
    await staff.post(`/events/${eventId}/publish`);
    const detail = (await new TestClient(t.app).get(`/events/search/detail/${eventId}`)).body.data;
    expect(detail.name).toBe(body.name);
    for (const key of ['nameNe', 'taglineNe', 'descriptionNe']) expect(detail).not.toHaveProperty(key);
    expect(detail.venue).not.toHaveProperty('nameNe');
    const [row] = await t.database.db.select().from(events).where(eq(events.id, eventId));
    expect(row).toMatchObject({
      nameNe: nepali.nameNe,
      taglineNe: nepali.taglineNe,
      descriptionNe: nepali.descriptionNe,
      venueNameNe: venueNe.nameNe,
      venueCityNe: venueNe.cityNe,
      venueAddressNe: venueNe.addressNe,
    });
  });

  it('take the English field’s length limit and error code', async () => {
    const staff = await staffClient();
    const venue = eventBody().venue;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nameNe: 'न'.repeat(121) }, 'HUBEVNM002', 'nameNe'],
      [{ taglineNe: 'न'.repeat(161) }, 'HUBEVTG001', 'taglineNe'],
      [{ descriptionNe: 'न'.repeat(5001) }, 'HUBEVDS001', 'descriptionNe'],
      [{ venue: { ...venue, nameNe: 'न'.repeat(121) } }, 'HUBEVVN001', 'venue.nameNe'],
      [{ venue: { ...venue, cityNe: 'न'.repeat(81) } }, 'HUBEVVN002', 'venue.cityNe'],
      [{ venue: { ...venue, addressNe: 'न'.repeat(201) } }, 'HUBEVVN003', 'venue.addressNe'],
      [{ nameNe: 42 }, 'HUBEVNM002', 'nameNe'],
    ];
    for (const [overrides, code, field] of cases) {
      const reply = await staff.post('/events', eventBody(overrides));
      expect([field, reply.status, reply.body.fieldErrors?.[field]?.code]).toEqual([field, 400, code]);
    }
    const longest = await staff.post('/events', eventBody({ nameNe: 'न'.repeat(120) }));
    expect(longest.status).toBe(200);
  });

  it('are set by event staff only: a fan is refused', async () => {
    const { client: fan } = await signedInCustomer(t.app, t.database.db);
    const reply = await fan.post('/events', eventBody(nepali));
    expect([reply.status, reply.body.code]).toEqual([403, 'HUBGNFB001']);
    const event = await createEvent(await staffClient());
    const edit = await fan.put(`/events/${event.id}`, { ...eventFieldsOf(event), ...nepali });
    expect([edit.status, edit.body.code]).toEqual([403, 'HUBGNFB001']);
    const [row] = await t.database.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.nameNe).toBeNull();
  });
});
