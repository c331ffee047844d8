import { existsSync, readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app';
import type { TestClient } from '../../../../test/client';
import { signedInStaff } from '../../../../test/fighter-factories';
import { videosRepository } from '../videos.repository';

// A margin no disk has free: every upload, however small, is larger than the free space left for it.
const t = useTestApp({ UPLOAD_FREE_SPACE_MARGIN_BYTES: String(2 ** 52) });
let base: string;
let staff: TestClient;

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  staff = (await signedInStaff(t.app, t.database.db, ['DASHBOARD'])).client;
});

const uploadsOnDisk = () =>
  existsSync(t.config.video.uploadDir)
    ? readdirSync(t.config.video.uploadDir).filter((name) => name !== 'work' && name !== 'live')
    : [];

describe('an upload larger than the free space', () => {
  it('is refused with 507 and a code before any byte is written', async () => {
    const videoId = (await staff.post('/videos', { title: 'Too large for the disk', access: 'FREE' })).body.data.id;
    for (const language of ['en', 'ne']) {
      // Creation with its first bytes in the same request, as tus clients may send it.
      const response = await fetch(`${base}/api/v1/uploads`, {
        method: 'POST',
        headers: {
          'x-xsrf-token': staff.token ?? '',
          'device-token': staff.deviceToken,
          'accept-language': language,
          'tus-resumable': '1.0.0',
          'upload-length': '10',
          'upload-metadata': `videoId ${Buffer.from(videoId).toString('base64')}`,
          'content-type': 'application/offset+octet-stream',
        },
        body: Buffer.alloc(10, 7),
      });
      expect(response.status).toBe(507);
      expect(await response.json()).toEqual({
        code: 'HUBVDUP005',
        message:
          language === 'en'
            ? 'The server does not have enough free space for this file'
            : 'यो फाइलका लागि सर्भरमा पर्याप्त खाली ठाउँ छैन',
      });
    }
    expect(uploadsOnDisk()).toEqual([]);
    expect(await videosRepository.find(t.database.db, videoId)).toMatchObject({
      status: 'UPLOADING',
      uploadId: null,
      sizeBytes: null,
    });
  });
});
