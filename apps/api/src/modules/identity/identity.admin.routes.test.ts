import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { TestClient, onPhoneAndLaptop } from '../../../test/client';
import { PASSWORD, createCustomer, createStaff } from '../../../test/factories';

const t = useTestApp();

async function staffWith(permissions: Parameters<typeof createStaff>[1]) {
  const staff = await createStaff(t.database.db, permissions);
  const client = new TestClient(t.app);
  await client.signIn({ email: staff.email ?? '', password: PASSWORD });
  return { staff, client };
}

describe('back-office customer calls', () => {
  it('searches customers by name, email and mobile with a type filter and paging', async () => {
    const { client } = await staffWith(['USERS']);
    const agent = await createCustomer(t.database.db, {
      customerType: 'AGENT',
      firstName: 'Himalayan',
      lastName: 'Tigers',
      countryCode: '+977',
      mobileNumber: '9851234567',
    });
    await createCustomer(t.database.db, { firstName: 'Himal', lastName: 'Karki' });
    const byName = await client.post('/customers/search/all', { search: 'himal' });
    expect(byName.body.data.total).toBe(2);
    const agents = await client.post('/customers/search/all', { search: 'himal', customerType: 'AGENT' });
    expect(agents.body.data.items).toEqual([
      expect.objectContaining({
        id: agent.id,
        fullName: 'Himalayan Tigers',
        customerType: 'AGENT',
        verified: true,
        activeDevices: 0,
      }),
    ]);
    expect((await client.post('/customers/search/all', { search: '985123' })).body.data.items[0].id).toBe(agent.id);
    expect((await client.post('/customers/search/all', { search: agent.email })).body.data.total).toBe(1);
    const page = await client.post('/customers/search/all', { page: 2, pageSize: 1 });
    expect(page.body.data).toMatchObject({ page: 2, pageSize: 1, items: [expect.any(Object)] });
    expect(page.body.data.total).toBeGreaterThanOrEqual(3);
  });

  it('keeps customers, agents and staff without USERS away', async () => {
    const fan = await createCustomer(t.database.db);
    const fanClient = new TestClient(t.app);
    await fanClient.signIn({ email: fan.email ?? '', password: PASSWORD });
    const { client: other } = await staffWith(['DASHBOARD', 'BOOKINGANDTICKETING', 'TRANSACTION']);
    for (const client of [fanClient, other]) {
      const reply = await client.post('/customers/search/all', {});
      expect(reply.status).toBe(403);
      expect(reply.body.code).toBe('HUBGNFB001');
      expect((await client.put(`/customers/${fan.id}/permissions`, { permissions: ['USERS'] })).status).toBe(403);
      expect((await client.post(`/customers/${fan.id}/remove-device`, { all: true })).status).toBe(403);
    }
    expect((await new TestClient(t.app).post('/customers/search/all', {})).status).toBe(401);
  });

  it('changes a staff member’s areas, effective on their next call', async () => {
    const { client } = await staffWith(['USERS']);
    const { staff: colleague, client: colleagueClient } = await staffWith(['USERS']);
    expect((await colleagueClient.post('/customers/search/all', {})).status).toBe(200);
    const reply = await client.put(`/customers/${colleague.id}/permissions`, {
      permissions: ['DASHBOARD', 'DASHBOARD'],
    });
    expect(reply.body.data).toMatchObject({ id: colleague.id, permissions: ['DASHBOARD'] });
    expect((await colleagueClient.post('/customers/search/all', {})).status).toBe(403);
  });

  it('refuses areas for non-staff, none at all, or one’s own', async () => {
    const { staff, client } = await staffWith(['USERS']);
    const fan = await createCustomer(t.database.db);
    expect((await client.put(`/customers/${fan.id}/permissions`, { permissions: ['USERS'] })).body.code).toBe(
      'HUBSTNS001',
    );
    expect((await client.put(`/customers/${fan.id}/permissions`, { permissions: [] })).body.code).toBe('HUBSTPM001');
    expect((await client.put(`/customers/${staff.id}/permissions`, { permissions: ['DASHBOARD'] })).body.code).toBe(
      'HUBSTSF001',
    );
    expect(
      (await client.put(`/customers/${crypto.randomUUID()}/permissions`, { permissions: ['USERS'] })).body.code,
    ).toBe('HUBCSNF001');
  });

  it('forces a customer out of one device or all of them, at once', async () => {
    const { client } = await staffWith(['USERS']);
    const fan = await createCustomer(t.database.db);
    const { phone, laptop } = await onPhoneAndLaptop(t.app, { email: fan.email ?? '', password: PASSWORD });
    const detail = await client.get(`/customers/search/detail/${fan.id}`);
    expect(detail.body.data.devices).toHaveLength(2);
    const one = await client.post(`/customers/${fan.id}/remove-device`, { deviceId: detail.body.data.devices[0].id });
    expect(one.body.data).toEqual({ removed: 1 });
    const stillIn = [await phone.get('/customers/ping'), await laptop.get('/customers/ping')].filter(
      (r) => r.status === 200,
    );
    expect(stillIn).toHaveLength(1);
    expect((await client.post(`/customers/${fan.id}/remove-device`, { all: true })).body.data).toEqual({ removed: 1 });
    expect((await phone.get('/customers/ping')).status).toBe(401);
    expect((await laptop.get('/customers/ping')).status).toBe(401);
    expect((await client.post(`/customers/${fan.id}/remove-device`, {})).body.code).toBe('HUBSLRM001');
  });
});
