import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import type { TestClient } from '../../../test/client';
import { signedInStaff } from '../../../test/fighter-factories';
import { multipartFile, pngImage } from '../../../test/uploads';
import { DAY, createEvent, fromNow, insertEvent } from '../../../test/calendar-factories';

const t = useTestApp();

function upload(client: TestClient, eventId: string, content: Buffer, filename = 'poster.png', type = 'image/png') {
  const { body, headers } = multipartFile('poster', filename, type, content);
  return client.call('PUT', `/events/${eventId}/poster`, body, headers);
}

async function served(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
}

describe('event posters', () => {
  it('stores every size under a new key per upload, shows it on the event, and removes it', async () => {
    const { client: staff } = await signedInStaff(t.app, t.database.db);
    const event = await createEvent(staff);
    const reply = await upload(staff, event.id, await pngImage(1600, 2000));
    expect(reply.status).toBe(200);
    const poster = reply.body.data.poster;
    expect(poster.card).toMatch(new RegExp(`^/media/events/${event.id}/[0-9a-f]{16}/card\\.webp$`));
    // Its shape, for frames of its own: the card file's size.
    expect([poster.width, poster.height]).toEqual([640, 800]);
    const sizes = { card: [640, 800, 'webp'], large: [1280, 1600, 'webp'], share: [1200, 630, 'jpeg'] };
    for (const [name, [width, height, format]] of Object.entries(sizes)) {
      const file = await served(poster[name]);
      expect(file.status).toBe(200);
      expect(file.headers['cache-control']).toContain('immutable');
      expect(await sharp(file.body).metadata()).toMatchObject({ width, height, format });
    }
    const page = await staff.get(`/events/search/detail/${event.slug}`);
    expect(page.body.data.poster).toEqual(poster);

    const replaced = (await upload(staff, event.id, await pngImage(800, 1000))).body.data.poster;
    expect(replaced.card).not.toBe(poster.card);
    // The old files stay: pages cached elsewhere may still show them.
    expect((await served(poster.card)).status).toBe(200);

    const removed = await staff.call('DELETE', `/events/${event.id}/poster`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.poster).toBeNull();
    expect((await staff.get(`/events/search/detail/${event.slug}`)).body.data.poster).toBeNull();
  });

  it('keeps each poster in its own shape, portrait or landscape, and tells pages that shape', async () => {
    const { client: staff } = await signedInStaff(t.app, t.database.db);
    const event = await createEvent(staff);
    const shapes: [upload: [number, number], card: [number, number]][] = [
      [
        [1200, 1500],
        [640, 800],
      ], // a 4:5 print
      [
        [1920, 1080],
        [640, 360],
      ], // a 16:9 banner
      [
        [300, 200],
        [300, 200],
      ], // a small one is never enlarged
    ];
    for (const [[width, height], size] of shapes) {
      const poster = (await upload(staff, event.id, await pngImage(width, height))).body.data.poster;
      expect([poster.width, poster.height]).toEqual(size);
      const card = await sharp((await served(poster.card)).body).metadata();
      expect([card.width, card.height]).toEqual(size);
      // The large file has the same shape.
      const large = await sharp((await served(poster.large)).body).metadata();
      expect((large.width ?? 0) / (large.height ?? 1)).toBeCloseTo(size[0] / size[1], 2);
      expect((await staff.get(`/events/search/detail/${event.slug}`)).body.data.poster).toEqual(poster);
    }
  });

  it('refuses a missing file, a file that is not an image, and closed events', async () => {
    const { client: staff } = await signedInStaff(t.app, t.database.db);
    const event = await createEvent(staff);
    const none = await staff.put(`/events/${event.id}/poster`, {});
    expect(none.body).toMatchObject({ code: 'HUBEVPT001', fieldErrors: { poster: { code: 'HUBEVPT001' } } });
    const text = await upload(staff, event.id, Buffer.from('not a poster\n'.repeat(40)), 'poster.jpg', 'image/jpeg');
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({
      code: 'HUBEVPT002',
      message: 'The poster must be a JPEG, PNG or WebP image up to 5 MB',
    });
    const completed = await insertEvent(t.database.db, { status: 'COMPLETED', startsAt: fromNow(-DAY) });
    const closed = await upload(staff, completed.id, await pngImage(100, 100));
    expect([closed.status, closed.body.code]).toEqual([409, 'HUBEVPS002']);
  });
});
