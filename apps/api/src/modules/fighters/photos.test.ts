import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FailingStorage } from '../../../test/failing-storage';
import { useTestApp } from '../../../test/use-test-app';
import { LocalDiskStorage } from '../../lib/storage';
import { fighterPhotos } from './fighters.table';
import { FighterPhotos } from './photos.service';
import type { TestClient } from '../../../test/client';
import { multipartFile, pngImage } from '../../../test/uploads';
import {
  applicationBody,
  createFighter,
  signedInCustomer,
  signedInStaff,
  weightClassNamed,
} from '../../../test/fighter-factories';

const t = useTestApp({ PHOTO_UPLOADS_PER_DAY: '3' });

function upload(
  client: TestClient,
  content: Buffer,
  filename = 'me.png',
  type = 'image/png',
  url = '/fighter-profiles/photo',
) {
  const { body, headers } = multipartFile('photo', filename, type, content);
  return client.call('POST', url, body, headers);
}

async function served(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
}

describe('fighter photos', () => {
  it('takes a PNG and serves its four sizes from /media, cached for good', async () => {
    const { client } = await signedInCustomer(t.app, t.database.db);
    const reply = await upload(client, await pngImage(1000, 1400));
    expect(reply.status).toBe(200);
    const photo = reply.body.data;
    const id = photo.id as string;
    expect(photo).toEqual({
      id: expect.any(String),
      thumb: `/media/fighters/${id}/thumb.webp`,
      card: `/media/fighters/${id}/card.webp`,
      large: `/media/fighters/${id}/large.webp`,
      share: `/media/fighters/${id}/share.jpg`,
    });
    const sizes = {
      thumb: [160, 160, 'webp'],
      card: [480, 672, 'webp'],
      large: [960, 1344, 'webp'],
      share: [1200, 630, 'jpeg'],
    };
    for (const [name, [width, height, format]] of Object.entries(sizes)) {
      const file = await served(photo[name]);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe(format === 'jpeg' ? 'image/jpeg' : 'image/webp');
      expect(file.headers['cache-control']).toContain('immutable');
      expect(await sharp(file.body).metadata()).toMatchObject({ width, height, format });
    }
  });

  it('takes photos larger than the JSON body limit, up to 5 MB', async () => {
    const { client } = await signedInCustomer(t.app, t.database.db);
    const large = await sharp(await pngImage(1200, 1200))
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(large.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(large.length).toBeLessThan(5 * 1024 * 1024);
    expect((await upload(client, large)).status).toBe(200);
  });

  it('refuses a text file named photo.jpg (HUBFPPH003), whatever its declared type', async () => {
    const { client } = await signedInCustomer(t.app, t.database.db);
    const reply = await upload(client, Buffer.from('not a photo at all\n'.repeat(50)), 'photo.jpg', 'image/jpeg');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      code: 'HUBFPPH003',
      message: 'The photo must be a JPEG, PNG or WebP image up to 5 MB',
      fieldErrors: { photo: { code: 'HUBFPPH003' } },
    });
  });

  it('refuses other image formats by content (a GIF)', async () => {
    const { client } = await signedInCustomer(t.app, t.database.db);
    const gif = await sharp(await pngImage(64, 64))
      .gif()
      .toBuffer();
    expect((await upload(client, gif, 'me.png', 'image/png')).body.code).toBe('HUBFPPH003');
  });

  it('refuses more than 5 MB (HUBFPPH003)', async () => {
    const { client } = await signedInCustomer(t.app, t.database.db);
    const png = await pngImage(64, 64);
    const huge = Buffer.concat([png, randomBytes(5 * 1024 * 1024)]);
    const reply = await upload(client, huge);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('HUBFPPH003');
    expect(reply.body.message).toContain('5 MB');
  });

  it('asks for a file when none comes (HUBFPPH004)', async () => {
    const { client } = await signedInCustomer(t.app, t.database.db);
    const reply = await client.post('/fighter-profiles/photo', {});
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'HUBFPPH004', fieldErrors: { photo: { code: 'HUBFPPH004' } } });
  });

  it('takes uploads from individual accounts only', async () => {
    const { client } = await signedInCustomer(t.app, t.database.db, { customerType: 'AGENT' });
    const reply = await upload(client, await pngImage(64, 64));
    expect(reply.status).toBe(403);
    expect(reply.body.code).toBe('HUBFPNP001');
  });

  it('refuses another customer’s photo id (HUBFPPH002)', async () => {
    const owner = await signedInCustomer(t.app, t.database.db);
    const theirs = (await upload(owner.client, await pngImage(64, 64))).body.data.id;
    const { client } = await signedInCustomer(t.app, t.database.db);
    const weightClassId = await weightClassNamed(t.database.db, 'Lightweight');
    const body = applicationBody(weightClassId, theirs);
    for (const reply of [
      await client.post('/fighter-profiles', body),
      await client.post('/fighter-profiles', { ...body, submit: true }),
    ]) {
      expect(reply.status).toBe(400);
      expect(reply.body.fieldErrors.photo.code).toBe('HUBFPPH002');
    }
    const mine = (await upload(client, await pngImage(64, 64))).body.data.id;
    const sent = await client.post('/fighter-profiles', { ...body, photo: mine, submit: true });
    expect(sent.body.data.photo.id).toBe(mine);
    expect((await client.put('/fighter-profiles', { ...body, photo: theirs })).body.fieldErrors.photo.code).toBe(
      'HUBFPPH002',
    );
  });

  it('lets staff upload for a fighter; the photo is the fighter’s to use', async () => {
    const { customer, profile } = await createFighter(t.database.db, { status: 'PENDING' });
    const { client: staff } = await signedInStaff(t.app, t.database.db);
    const photo = await upload(
      staff,
      await pngImage(300, 300),
      'p.png',
      'image/png',
      `/fighter-profiles/admin/${profile.id}/photo`,
    );
    expect(photo.status).toBe(200);
    expect((await served(photo.body.data.thumb)).status).toBe(200);
    const current = (await staff.get(`/fighter-profiles/admin/${profile.id}`)).body.data.profile;
    const edit = {
      ...Object.fromEntries(
        Object.entries(current).filter(([key]) => key in applicationBody('', '') || key === 'middleName'),
      ),
      photo: photo.body.data.id,
    };
    const edited = await staff.put(`/fighter-profiles/admin/${profile.id}`, edit);
    expect(edited.status).toBe(200);
    expect(edited.body.data.profile.photo.id).toBe(photo.body.data.id);
    expect((await staff.post(`/fighter-profiles/admin/${customer.id}/photo`, {})).body.code).toBe('HUBFPNF001');
  });

  it('leaves nothing behind when an image passes the format check but cannot be decoded', async () => {
    const { client, customer } = await signedInCustomer(t.app, t.database.db);
    const before = photoFolders();
    const png = await pngImage(800, 800);
    // A real PNG header, its pixels cut off half way.
    const reply = await upload(client, png.subarray(0, Math.floor(png.length / 2)));
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('HUBFPPH003');
    expect(photoFolders()).toEqual(before);
    expect(await photosOf(customer.id)).toEqual([]);
  });

  it('leaves nothing behind when the disk fails part way through the sizes', async () => {
    const { customer } = await signedInCustomer(t.app, t.database.db);
    const before = photoFolders();
    const full = new FailingStorage(new LocalDiskStorage(t.config.mediaDir), /thumb\.webp$/);
    const photos = new FighterPhotos(t.database.db, full, { maxBytes: 5 * 1024 * 1024, perDay: 20 });
    const png = await pngImage(400, 400);
    await expect(photos.upload(customer.id, async () => png)).rejects.toThrow('ENOSPC');
    await full.settled();
    expect(photoFolders()).toEqual(before);
    expect(await photosOf(customer.id)).toEqual([]);
  });
});

describe('a customer’s photo uploads', () => {
  it('are limited per day (PHOTO_UPLOADS_PER_DAY): past it, 429 with the seconds until one is free', async () => {
    const { client } = await signedInCustomer(t.app, t.database.db);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const reply = await upload(client, await pngImage(64, 64));
      expect(reply.status).toBe(200);
      ids.push(reply.body.data.id);
    }
    // The first of the day was 23 hours ago: a place frees in an hour.
    await setCreated(ids[0] as string, 23);
    const refused = await upload(client, await pngImage(64, 64));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'HUBFPPH005',
      message: 'You have uploaded 3 photos in the last 24 hours, the most allowed; try again later',
    });
    expect(refused.body.details.retryAfterSeconds).toBeGreaterThan(3500);
    expect(refused.body.details.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(refused.headers['retry-after']).toBe(String(refused.body.details.retryAfterSeconds));
    const form = multipartFile('photo', 'me.png', 'image/png', await pngImage(64, 64));
    const nepali = await client.call('POST', '/fighter-profiles/photo', form.body, {
      ...form.headers,
      'accept-language': 'ne',
    });
    expect(nepali.body.message).toBe('तपाईंले पछिल्लो २४ घण्टामा अनुमति भएका 3 फोटो अपलोड गरिसक्नुभयो; पछि फेरि प्रयास गर्नुहोस्');
    expect(nepali.body.code).toBe('HUBFPPH005');
    // A day after the first, one more is taken.
    await setCreated(ids[0] as string, 25);
    expect((await upload(client, await pngImage(64, 64))).status).toBe(200);
  });

  it('by staff for a fighter are not limited', async () => {
    const { customer, profile } = await createFighter(t.database.db, { status: 'PENDING' });
    const { client: staff } = await signedInStaff(t.app, t.database.db);
    for (let i = 0; i < 4; i += 1) {
      const reply = await upload(
        staff,
        await pngImage(64, 64),
        'p.png',
        'image/png',
        `/fighter-profiles/admin/${profile.id}/photo`,
      );
      expect(reply.status).toBe(200);
    }
    expect((await photosOf(customer.id)).length).toBe(5);
  });
});

describe('photos never attached', () => {
  it('are deleted, files and rows, once a day old; attached and recent ones stay', async () => {
    const weightClassId = await weightClassNamed(t.database.db, 'Lightweight');
    const applicant = await signedInCustomer(t.app, t.database.db);
    const forgotten = (await upload(applicant.client, await pngImage(64, 64))).body.data;
    const attached = (await upload(applicant.client, await pngImage(64, 64))).body.data;
    expect((await applicant.client.post('/fighter-profiles', applicationBody(weightClassId, attached.id))).status).toBe(
      200,
    );
    const recent = (await upload((await signedInCustomer(t.app, t.database.db)).client, await pngImage(64, 64))).body
      .data;
    // An approved fighter's public photo, and the new one waiting for review in the application.
    const { profile, published } = await createFighter(t.database.db);
    const { client: staff } = await signedInStaff(t.app, t.database.db);
    const replacement = (
      await upload(staff, await pngImage(64, 64), 'p.png', 'image/png', `/fighter-profiles/admin/${profile.id}/photo`)
    ).body.data;
    await t.database.db.execute(sql`update fighter_profiles set photo_id = ${replacement.id} where id = ${profile.id}`);
    for (const id of [forgotten.id, attached.id, replacement.id]) await setCreated(id, 25);
    await setCreated(recent.id, 23);

    // The hourly clean-up (a round of the job queue, once across the instances).
    await new FighterPhotos(t.database.db, new LocalDiskStorage(t.config.mediaDir), { maxBytes: 1, perDay: 1 }).sweep();
    expect(existsSync(path.join(t.config.mediaDir, 'fighters', forgotten.id))).toBe(false);
    expect(await photoRow(forgotten.id)).toBeUndefined();
    expect((await served(forgotten.thumb)).status).toBe(404);
    for (const kept of [attached, recent, replacement]) {
      expect(await photoRow(kept.id)).toBeDefined();
      expect((await served(kept.thumb)).status).toBe(200);
    }
    expect(await photoRow(published?.photoId as string)).toBeDefined();
  });
});

/** As if the photo had been uploaded `hours` ago. */
async function setCreated(photoId: string, hours: number) {
  await t.database.db
    .update(fighterPhotos)
    .set({ createdAt: new Date(Date.now() - hours * 3600_000) })
    .where(eq(fighterPhotos.id, photoId));
}

async function photoRow(photoId: string) {
  const [row] = await t.database.db.select().from(fighterPhotos).where(eq(fighterPhotos.id, photoId));
  return row;
}

function photoFolders(): string[] {
  const folder = path.join(t.config.mediaDir, 'fighters');
  return existsSync(folder) ? readdirSync(folder, { recursive: true }).map(String).sort() : [];
}

function photosOf(ownerId: string) {
  return t.database.db.select().from(fighterPhotos).where(eq(fighterPhotos.ownerId, ownerId));
}
