import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { TestClient } from '../../../test/client';
import { PASSWORD, createCustomer, createStaff, mobileNumber } from '../../../test/factories';
import { multipartFile, pngImage } from '../../../test/uploads';

const t = useTestApp({ LOGO_MAX_BYTES: String(200 * 1024) });

async function signedIn(overrides: Parameters<typeof createCustomer>[1] = {}) {
  const customer = await createCustomer(t.database.db, overrides);
  const client = new TestClient(t.app);
  await client.signIn({ email: customer.email ?? '', password: PASSWORD });
  return { customer, client };
}

const profile = {
  title: 'MS',
  firstName: 'Sabina',
  middleName: 'Kumari',
  lastName: 'Thapa',
  dateOfBirth: '1998-04-14',
  gender: 'FEMALE',
  nationality: 'np',
  country: 'NP',
  state: 'Bagmati',
  city: 'Lalitpur',
  streetAddress: 'Jhamsikhel Marg 12',
  postCode: '44600',
  registrationPurpose: 'FIGHTER',
};

describe('GET and PUT /customers/{userId}', () => {
  it('reads and updates one’s own profile', async () => {
    const { customer, client } = await signedIn();
    const read = await client.get(`/customers/${customer.id}`);
    expect(read.body.data).toMatchObject({
      id: customer.id,
      customerType: 'INDIVIDUAL',
      firstName: 'Asha',
      logoUrl: null,
    });
    const updated = await client.put(`/customers/${customer.id}`, profile);
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      ...profile,
      nationality: 'NP',
      fullName: 'Sabina Kumari Thapa',
      countryCode: null,
      mobileNumber: null,
      customerType: 'INDIVIDUAL',
    });
    expect((await client.get(`/customers/${customer.id}`)).body.data.registrationPurpose).toBe('FIGHTER');
  });

  it('refuses to change the customer type', async () => {
    const { customer, client } = await signedIn();
    const reply = await client.put(`/customers/${customer.id}`, { ...profile, customerType: 'SUPPORT' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'HUBCSCT001', message: 'Cannot change customer type' });
    expect((await client.put(`/customers/${customer.id}`, { ...profile, customerType: 'INDIVIDUAL' })).status).toBe(
      200,
    );
  });

  it.each([
    [{ dateOfBirth: '' }, 'dateOfBirth', 'HUBCSDB001'],
    [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth', 'HUBCSDB002'],
    [{ dateOfBirth: '1998-02-30' }, 'dateOfBirth', 'HUBCSDB002'],
    [{ nationality: undefined }, 'nationality', 'HUBCSNT001'],
    [{ nationality: 'XX' }, 'nationality', 'HUBCSNT002'],
    [{ nationality: 'Nepal' }, 'nationality', 'HUBCSNT002'],
    [{ country: '' }, 'country', 'HUBCSCY001'],
    [{ country: 'QQ' }, 'country', 'HUBCSCY002'],
    [{ state: '' }, 'state', 'HUBCSSA001'],
    [{ streetAddress: '' }, 'streetAddress', 'HUBCSAD001'],
    [{ streetAddress: 'ab' }, 'streetAddress', 'HUBCSAD002'],
    [{ streetAddress: 'a'.repeat(201) }, 'streetAddress', 'HUBCSAD003'],
    [{ postCode: '4' }, 'postCode', 'HUBCSPC001'],
    [{ postCode: '44600!!' }, 'postCode', 'HUBCSPC001'],
    [{ title: 'KING' }, 'title', 'HUBCSTL001'],
    [{ gender: 'X' }, 'gender', 'HUBCSGN001'],
    [{ city: 'c'.repeat(81) }, 'city', 'HUBCSCI003'],
    [{ mobileNumber: '12345', countryCode: '+977' }, 'mobileNumber', 'HUBCSMB002'],
  ])('refuses %j with %s %s', async (change, field, code) => {
    const { customer, client } = await signedIn();
    const reply = await client.put(`/customers/${customer.id}`, { ...profile, ...change });
    expect(reply.status).toBe(400);
    expect(reply.body.fieldErrors[field]).toMatchObject({ code });
  });

  it('refuses a new mobile number, which only its SMS code can add (mobile-numbers.test.ts)', async () => {
    const { customer, client } = await signedIn();
    const reply = await client.put(`/customers/${customer.id}`, {
      ...profile,
      countryCode: '+977',
      mobileNumber: mobileNumber(),
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      code: 'HUBCSMB006',
      message: 'A new mobile number is added by confirming the code we send to it',
      fieldErrors: { mobileNumber: { code: 'HUBCSMB006' } },
    });
  });

  it('keeps customers out of each other’s data', async () => {
    const { client } = await signedIn();
    const other = await createCustomer(t.database.db);
    for (const reply of [
      await client.get(`/customers/${other.id}`),
      await client.put(`/customers/${other.id}`, profile),
      await client.get(`/customers/search/detail/${other.id}`),
    ]) {
      expect(reply.status).toBe(403);
      expect(reply.body.code).toBe('HUBGNFB001');
    }
    expect((await client.get(`/customers/${other.id}`)).status).toBe(403);
  });

  it('lets staff with USERS read and change any profile, and no other staff', async () => {
    const customer = await createCustomer(t.database.db);
    const users = await createStaff(t.database.db, ['USERS']);
    const dashboard = await createStaff(t.database.db, ['DASHBOARD', 'TRANSACTION', 'BOOKINGANDTICKETING']);
    const staff = new TestClient(t.app);
    await staff.signIn({ email: users.email ?? '', password: PASSWORD });
    expect((await staff.get(`/customers/${customer.id}`)).status).toBe(200);
    expect((await staff.put(`/customers/${customer.id}`, profile)).body.data.firstName).toBe('Sabina');
    const detail = await staff.get(`/customers/search/detail/${customer.id}`);
    expect(detail.body.data).toMatchObject({ id: customer.id, devices: [] });
    const other = new TestClient(t.app);
    await other.signIn({ email: dashboard.email ?? '', password: PASSWORD });
    expect((await other.get(`/customers/${customer.id}`)).status).toBe(403);
  });

  it('answers unknown and malformed ids', async () => {
    const staff = await createStaff(t.database.db, ['USERS']);
    const client = new TestClient(t.app);
    await client.signIn({ email: staff.email ?? '', password: PASSWORD });
    expect((await client.get(`/customers/${crypto.randomUUID()}`)).body.code).toBe('HUBCSNF001');
    const malformed = await client.get('/customers/not-a-uuid');
    expect(malformed.status).toBe(404);
    expect(malformed.body.code).toBe('HUBCSNF001');
  });

  it('shows one’s own devices in the detail, this one marked', async () => {
    const { customer, client } = await signedIn();
    const detail = await client.get(`/customers/search/detail/${customer.id}`);
    expect(detail.body.data.devices).toEqual([
      expect.objectContaining({
        current: true,
        deviceName: 'Chrome on Android',
        deviceType: 'mobile',
        ipAddress: '203.0.113.10',
      }),
    ]);
  });
});

describe('agent logo', () => {
  it('lets an agent upload a logo, re-encoded to at most 512 px, and serves it publicly', async () => {
    const { customer, client } = await signedIn({ customerType: 'AGENT' });
    expect((await client.get('/customers/logo')).body.code).toBe('HUBLGNF001');
    const upload = multipartFile('logo', 'gym.png', 'image/png', await pngImage(1024, 512));
    const reply = await client.call('PUT', '/customers/logo', upload.body, upload.headers);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      contentType: 'image/webp',
      logoUrl: expect.stringMatching(new RegExp(`^/api/v1/public/logos/${customer.id}\\?v=`)),
    });
    expect((await client.get('/customers/logo')).body.data).toEqual(reply.body.data);
    expect((await client.get(`/customers/${customer.id}`)).body.data.logoUrl).toBe(reply.body.data.logoUrl);

    const image = await t.app.inject({ method: 'GET', url: reply.body.data.logoUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toContain('immutable');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 256 });
  });

  it('refuses logos to everyone but agents', async () => {
    const { client } = await signedIn();
    const upload = multipartFile('logo', 'gym.png', 'image/png', await pngImage(64, 64));
    const put = await client.call('PUT', '/customers/logo', upload.body, upload.headers);
    expect(put.status).toBe(403);
    expect(put.body).toMatchObject({ code: 'HUBLGNP001', message: 'Customer does not have permission to update logo' });
    expect((await client.get('/customers/logo')).body.code).toBe('HUBLGNP001');
    expect((await new TestClient(t.app).get('/customers/logo')).status).toBe(401);
  });

  it('refuses a missing file, a file that is not an image, and a file over the limit', async () => {
    const { client } = await signedIn({ customerType: 'AGENT' });
    const none = await client.call('PUT', '/customers/logo', {});
    expect(none.body.code).toBe('HUBLGMS001');
    const text = multipartFile('logo', 'gym.png', 'image/png', Buffer.from('not an image at all'));
    expect((await client.call('PUT', '/customers/logo', text.body, text.headers)).body.code).toBe('HUBLGIV001');
    const huge = multipartFile('logo', 'gym.png', 'image/png', Buffer.alloc(300 * 1024, 1));
    const tooLarge = await client.call('PUT', '/customers/logo', huge.body, huge.headers);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toMatchObject({
      code: 'HUBLGIV001',
      message: 'The logo must be a PNG, JPEG or WebP image up to 0.2 MB',
    });
  });
});
