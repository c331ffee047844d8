import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { useTestApp } from '../../../test/use-test-app';
import { TestClient } from '../../../test/client';
import { PASSWORD, createStaff } from '../../../test/factories';
import { createAffiliation, createWeightClass } from '../../../test/master-data-factories';
import { multipartFile, pngImage } from '../../../test/uploads';

const t = useTestApp({ LOGO_MAX_BYTES: String(200 * 1024) });

async function booking() {
  const staff = await createStaff(t.database.db, ['BOOKINGANDTICKETING']);
  const client = new TestClient(t.app);
  await client.signIn({ email: staff.email ?? '', password: PASSWORD });
  return client;
}

const media = (url: string) => t.app.inject({ method: 'GET', url });

async function upload(client: TestClient, entryId: string, content: Buffer, filename = 'logo.png') {
  const form = multipartFile('logo', filename, 'image/png', content);
  return client.call('PUT', `/master-datas/${entryId}/logo`, form.body, form.headers);
}

describe('affiliation logos', () => {
  it('re-encodes an uploaded logo into two WebP sizes, served from /media with a year-long cache', async () => {
    const staff = await booking();
    const gym = await createAffiliation(t.database.db);
    const reply = await upload(staff, gym.id, await pngImage(1024, 512));
    expect(reply.status).toBe(200);
    const logoUrl: string = reply.body.data.logoUrl;
    expect(logoUrl).toMatch(new RegExp(`^/media/affiliations/${gym.id}/[0-9a-f]{16}/logo-256\\.webp$`));
    expect(reply.body.data).toEqual({ ...gym, logoUrl });

    const image = await media(logoUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-length': String(image.rawPayload.length),
    });
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 128 });
    const large = await media(logoUrl.replace('logo-256', 'logo-512'));
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 256 });

    const listed = await new TestClient(t.app).post('/master-datas/search/all', { kind: 'AFFILIATION' });
    expect(listed.body.data.items).toContainEqual(expect.objectContaining({ id: gym.id, logoUrl }));
  });

  it('gives a new upload a new address and removes the replaced files', async () => {
    const staff = await booking();
    const gym = await createAffiliation(t.database.db);
    const first = (await upload(staff, gym.id, await pngImage(300, 300))).body.data.logoUrl;
    const second = (await upload(staff, gym.id, await pngImage(400, 200))).body.data.logoUrl;
    expect(second).not.toBe(first);
    expect((await media(first)).statusCode).toBe(404);
    expect((await media(second)).statusCode).toBe(200);

    const removed = await staff.call('DELETE', `/master-datas/${gym.id}/logo`);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ ...gym, logoUrl: null });
    expect((await media(second)).statusCode).toBe(404);
    // Removing again is harmless.
    expect((await staff.call('DELETE', `/master-datas/${gym.id}/logo`)).body.data.logoUrl).toBeNull();
  });

  it('refuses a renamed text file, a missing file and a file over the limit', async () => {
    const staff = await booking();
    const gym = await createAffiliation(t.database.db);
    const text = await upload(staff, gym.id, Buffer.from('GIF89a, or so it claims'), 'logo.png');
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({
      code: 'HUBMDLG001',
      message: 'The logo must be a PNG, JPEG or WebP image up to 0.2 MB',
      fieldErrors: { logo: { code: 'HUBMDLG001' } },
    });
    expect((await staff.put(`/master-datas/${gym.id}/logo`, {})).body.code).toBe('HUBMDLG001');
    const huge = await upload(staff, gym.id, Buffer.alloc(300 * 1024, 1));
    expect(huge.status).toBe(400);
    expect(huge.body.code).toBe('HUBMDLG001');
    const row = await new TestClient(t.app).post('/master-datas/search/all', { kind: 'AFFILIATION' });
    expect(row.body.data.items).toContainEqual(expect.objectContaining({ id: gym.id, logoUrl: null }));
  });

  it('refuses logos on other kinds and on unknown entries', async () => {
    const staff = await booking();
    const weightClass = await createWeightClass(t.database.db);
    const put = await upload(staff, weightClass.id, await pngImage(64, 64));
    expect(put.status).toBe(400);
    expect(put.body.code).toBe('HUBMDLG002');
    expect((await staff.call('DELETE', `/master-datas/${weightClass.id}/logo`)).body.code).toBe('HUBMDLG002');
    const unknown = await upload(staff, crypto.randomUUID(), await pngImage(64, 64));
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('HUBMDNF001');
  });
});
