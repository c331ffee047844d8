import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { TestClient, latestCode } from '../../../test/client';
import { PASSWORD, createCustomer, email } from '../../../test/factories';

const t = useTestApp();

async function as(overrides: Parameters<typeof createCustomer>[1]) {
  const customer = await createCustomer(t.database.db, overrides);
  const client = new TestClient(t.app);
  await client.signIn({ email: customer.email ?? '', password: PASSWORD });
  return { customer, client };
}

function referenceFrom(text: string): string {
  const match = /invitation=([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no invitation link');
  return match[1];
}

async function invitationEmail(to: string) {
  const outbox = await t.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=1` });
  return outbox.json().data.items[0] as { subject: string; text: string };
}

const newcomer = {
  firstName: 'Kiran',
  lastName: 'Lama',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  registrationPurpose: 'FAN',
};

describe('invitations', () => {
  it('invites a staff member with permission areas, who signs up with the invited email and holds them', async () => {
    const { client: staff } = await as({ customerType: 'SUPPORT', permissions: ['USERS'], registrationPurpose: null });
    const invited = email('newstaff');
    const reply = await staff.post('/customers/invitations', {
      invitedTo: invited.toUpperCase(),
      customerType: 'SUPPORT',
      permissions: ['DASHBOARD', 'TRANSACTION'],
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      invitedTo: invited,
      customerType: 'SUPPORT',
      permissions: ['DASHBOARD', 'TRANSACTION'],
      status: 'PENDING',
    });
    const message = await invitationEmail(invited);
    expect(message.subject).toBe('You are invited to Summit Fighting Championship');
    const reference = referenceFrom(message.text);
    expect(reference).toBe(reply.body.data.reference);

    const publicView = await new TestClient(t.app).get(`/invitations/${reference}`);
    expect(publicView.body.data).toMatchObject({ invitedTo: invited, customerType: 'SUPPORT' });

    const wrongEmail = await new TestClient(t.app).post('/register', {
      ...newcomer,
      email: email(),
      invitationReference: reference,
    });
    expect(wrongEmail.status).toBe(400);
    expect(wrongEmail.body.code).toBe('HUBIVMM001');

    const signUp = await new TestClient(t.app).post('/register', {
      ...newcomer,
      email: invited,
      invitationReference: reference,
    });
    const login = await new TestClient(t.app).post('/register/verify', {
      userId: signUp.body.data.userId,
      code: await latestCode(t.app, invited),
    });
    expect(login.body.data).toMatchObject({ customerType: 'SUPPORT', permissions: ['DASHBOARD', 'TRANSACTION'] });

    const reused = await new TestClient(t.app).post('/register', {
      ...newcomer,
      email: email(),
      invitationReference: reference,
    });
    expect(reused.body.code).toBe('HUBIVUS001');
    const list = await staff.post('/customers/invitations/search', { status: 'ACCEPTED' });
    expect(list.body.data.items.map((i: { reference: string }) => i.reference)).toContain(reference);
  });

  it('lets an agent invite the athletes of their gym, and only them', async () => {
    const { customer: agent, client } = await as({ customerType: 'AGENT' });
    const athlete = email('athlete');
    const reply = await client.post('/customers/invitations', { invitedTo: athlete });
    expect(reply.body.data).toMatchObject({
      customerType: 'INDIVIDUAL',
      registrationPurpose: 'FIGHTER',
      invitedBy: { id: agent.id },
    });
    const asStaff = await client.post('/customers/invitations', {
      invitedTo: email(),
      customerType: 'SUPPORT',
      permissions: ['USERS'],
    });
    expect(asStaff.status).toBe(403);
    expect(asStaff.body.code).toBe('HUBIVTY001');

    const reference = referenceFrom((await invitationEmail(athlete)).text);
    const signUp = await new TestClient(t.app).post('/register', {
      ...newcomer,
      email: athlete,
      invitationReference: reference,
    });
    const login = await new TestClient(t.app).post('/register/verify', {
      userId: signUp.body.data.userId,
      code: await latestCode(t.app, athlete),
    });
    expect(login.body.data).toMatchObject({ customerType: 'INDIVIDUAL', registrationPurpose: 'FIGHTER' });
    const own = await client.post('/customers/invitations/search', {});
    expect(own.body.data.items).toHaveLength(1);
  });

  it('refuses invitations from fans and from staff without USERS', async () => {
    const { client: fan } = await as({});
    const fanReply = await fan.post('/customers/invitations', { invitedTo: email(), customerType: 'AGENT' });
    expect(fanReply.status).toBe(403);
    expect(fanReply.body.code).toBe('HUBGNFB001');
    expect((await fan.post('/customers/invitations/search', {})).status).toBe(403);
    const { client: content } = await as({
      customerType: 'SUPPORT',
      permissions: ['DASHBOARD'],
      registrationPurpose: null,
    });
    expect((await content.post('/customers/invitations', { invitedTo: email(), customerType: 'AGENT' })).status).toBe(
      403,
    );
  });

  it('validates the invitation', async () => {
    const { client } = await as({ customerType: 'SUPPORT', permissions: ['USERS'], registrationPurpose: null });
    expect(
      (await client.post('/customers/invitations', { customerType: 'AGENT' })).body.fieldErrors.invitedTo.code,
    ).toBe('HUBIVIT001');
    expect(
      (await client.post('/customers/invitations', { invitedTo: 'nope', customerType: 'AGENT' })).body.fieldErrors
        .invitedTo.code,
    ).toBe('HUBCSEM002');
    expect(
      (await client.post('/customers/invitations', { invitedTo: email(), customerType: 'SUPPORT', permissions: [] }))
        .body.code,
    ).toBe('HUBSTPM001');
    const existing = await createCustomer(t.database.db);
    expect(
      (await client.post('/customers/invitations', { invitedTo: existing.email, customerType: 'AGENT' })).body.code,
    ).toBe('HUBCSEM003');
  });

  it('expires after 14 days', async () => {
    const { client } = await as({ customerType: 'SUPPORT', permissions: ['USERS'], registrationPurpose: null });
    const invited = email();
    const reply = await client.post('/customers/invitations', { invitedTo: invited, customerType: 'AGENT' });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 24 * 3600 * 1000 });
    const expired = await new TestClient(t.app).post('/register', {
      ...newcomer,
      email: invited,
      invitationReference: reply.body.data.reference,
    });
    expect(expired.status).toBe(404);
    expect(expired.body.code).toBe('HUBIVNF001');
    expect((await new TestClient(t.app).get('/invitations/no-such-reference')).body.code).toBe('HUBIVNF001');
  });
});
