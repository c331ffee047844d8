import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app';
import type { TestClient } from '../../../../test/client';
import { signedInStaff } from '../../../../test/fighter-factories';

const t = useTestApp();
let base: string;
let staff: TestClient;

beforeAll(async () => {
  // tus speaks HTTP with streamed bodies: the server really listens.
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  staff = (await signedInStaff(t.app, t.database.db, ['DASHBOARD'])).client;
});

const b64 = (text: string) => Buffer.from(text).toString('base64');
const auth = () => ({ 'x-xsrf-token': staff.token ?? '', 'device-token': staff.deviceToken });
const tus = (headers: Record<string, string> = {}) => ({ ...auth(), 'tus-resumable': '1.0.0', ...headers });

async function draftVideo(): Promise<string> {
  const reply = await staff.post('/videos', { title: 'Upload errors', access: 'FREE' });
  return reply.body.data.id as string;
}

/** Starts an upload of `length` bytes for a new video; answers its URL. */
async function started(length = 100): Promise<string> {
  const videoId = await draftVideo();
  const created = await fetch(`${base}/api/v1/uploads`, {
    method: 'POST',
    headers: tus({ 'upload-length': String(length), 'upload-metadata': `videoId ${b64(videoId)}` }),
  });
  expect(created.status).toBe(201);
  return new URL(created.headers.get('location') ?? '', `${base}/api/v1/uploads/`).href;
}

/** What a response must never show: SQL and its parameters, stacks, file paths. */
const LEAKS = [
  /\bselect\b/i,
  /\binsert\b/i,
  /\bupdate\b/i,
  /params:/i,
  /failed query/i,
  /\bat\s+\S+\s*\(/,
  /\bat \//,
  /\/tmp|\/work\/|node_modules|\.[jt]s:\d+/,
  /error:/i,
];

async function refused(response: Response, status: number, code: string) {
  const text = await response.text();
  for (const leak of LEAKS) expect(text, `${leak} in ${text}`).not.toMatch(leak);
  expect(response.status, text).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = JSON.parse(text) as { code: string; message: string };
  expect(body).toEqual({ code, message: expect.any(String) });
  expect(body.message).not.toBe(code);
  return body;
}

describe('tus errors', () => {
  it('answer a video id that is no UUID as not found, without running a query', async () => {
    const reply = await fetch(`${base}/api/v1/uploads`, {
      method: 'POST',
      headers: tus({ 'upload-length': '10', 'upload-metadata': `videoId ${b64('a'.repeat(36))}` }),
    });
    await refused(reply, 404, 'HUBVDNF001');
    const nepali = await fetch(`${base}/api/v1/uploads`, {
      method: 'POST',
      headers: tus({
        'upload-length': '10',
        'upload-metadata': `videoId ${b64('a'.repeat(36))}`,
        'accept-language': 'ne',
      }),
    });
    expect((await refused(nepali, 404, 'HUBVDNF001')).message).toBe('भिडियो भेटिएन');
  });

  it('answer every malformed creation with the envelope and a code', async () => {
    const videoId = await draftVideo();
    const metadata = `videoId ${b64(videoId)}`;
    const cases: [string, Record<string, string>, number, string][] = [
      ['no Tus-Resumable', { ...auth(), 'upload-length': '10', 'upload-metadata': metadata }, 412, 'HUBVDUP006'],
      ['no length', tus({ 'upload-metadata': metadata }), 400, 'HUBVDUP006'],
      ['a length that is no number', tus({ 'upload-length': 'ten', 'upload-metadata': metadata }), 400, 'HUBVDUP006'],
      ['a negative length', tus({ 'upload-length': '-5', 'upload-metadata': metadata }), 400, 'HUBVDUP006'],
      ['a deferred length', tus({ 'upload-defer-length': '1', 'upload-metadata': metadata }), 400, 'HUBVDUP006'],
      [
        'metadata that is not base64',
        tus({ 'upload-length': '10', 'upload-metadata': 'videoId ***' }),
        400,
        'HUBVDUP006',
      ],
      [
        'metadata twice',
        tus({ 'upload-length': '10', 'upload-metadata': `${metadata},${metadata}` }),
        400,
        'HUBVDUP006',
      ],
      [
        'no video named',
        tus({ 'upload-length': '10', 'upload-metadata': `filename ${b64('a.mp4')}` }),
        400,
        'HUBVDUP003',
      ],
      [
        'a concatenation',
        tus({ 'upload-length': '10', 'upload-concat': 'partial', 'upload-metadata': metadata }),
        501,
        'HUBVDUP006',
      ],
      [
        'more than the largest upload',
        tus({ 'upload-length': String(10 ** 15), 'upload-metadata': metadata }),
        413,
        'HUBVDUP002',
      ],
    ];
    for (const [, headers, status, code] of cases) {
      await refused(await fetch(`${base}/api/v1/uploads`, { method: 'POST', headers }), status, code);
    }
  });

  it('answer every malformed transfer with the envelope and a code', async () => {
    const url = await started(100);
    const chunk = Buffer.alloc(10, 1);
    const octets = { 'content-type': 'application/offset+octet-stream' };
    const unknown = `${base}/api/v1/uploads/0123456789abcdef0123456789abcdef`;
    const cases: [string, string, RequestInit, number, string][] = [
      [
        'a wrong offset',
        url,
        { method: 'PATCH', headers: tus({ ...octets, 'upload-offset': '50' }), body: chunk },
        409,
        'HUBVDUP008',
      ],
      ['no offset', url, { method: 'PATCH', headers: tus(octets), body: chunk }, 403, 'HUBVDUP006'],
      [
        'an offset that is no number',
        url,
        { method: 'PATCH', headers: tus({ ...octets, 'upload-offset': 'x' }), body: chunk },
        400,
        'HUBVDUP006',
      ],
      [
        'no content type',
        url,
        { method: 'PATCH', headers: tus({ 'upload-offset': '0' }), body: chunk },
        403,
        'HUBVDUP006',
      ],
      [
        'a text body',
        url,
        { method: 'PATCH', headers: tus({ 'upload-offset': '0', 'content-type': 'text/plain' }), body: 'hello' },
        400,
        'HUBVDUP006',
      ],
      [
        'a JSON body',
        url,
        {
          method: 'PATCH',
          headers: tus({ 'upload-offset': '0', 'content-type': 'application/json' }),
          body: '{"a":1}',
        },
        400,
        'HUBVDUP006',
      ],
      [
        'more than declared',
        url,
        { method: 'PATCH', headers: tus({ ...octets, 'upload-offset': '0' }), body: Buffer.alloc(200, 1) },
        413,
        'HUBVDUP006',
      ],
      [
        'an unknown upload',
        unknown,
        { method: 'PATCH', headers: tus({ ...octets, 'upload-offset': '0' }), body: chunk },
        404,
        'HUBVDUP007',
      ],
      [
        'a path outside the folder',
        `${base}/api/v1/uploads/..%2f..%2fetc%2fpasswd`,
        { method: 'PATCH', headers: tus({ ...octets, 'upload-offset': '0' }), body: chunk },
        404,
        'HUBVDUP007',
      ],
      ['cancelling an unknown upload', unknown, { method: 'DELETE', headers: tus() }, 404, 'HUBVDUP007'],
      ['reading an upload back', url, { method: 'GET', headers: tus() }, 404, 'HUBGNNF001'],
      ['a method tus does not know', url, { method: 'PUT', headers: tus(), body: chunk }, 404, 'HUBGNNF001'],
    ];
    for (const [name, target, init, status, code] of cases) {
      const response = await fetch(target, { ...init, ...(init.body ? { duplex: 'half' } : {}) } as RequestInit);
      await refused(response, status, code).catch((error: Error) => {
        throw new Error(`${name}: ${error.message}`);
      });
    }
    // The upload still takes its bytes from where it is.
    const sent = await fetch(url, {
      method: 'PATCH',
      headers: tus({ ...octets, 'upload-offset': '0' }),
      body: chunk,
      duplex: 'half',
    } as RequestInit);
    expect(sent.status).toBe(204);
    expect(sent.headers.get('upload-offset')).toBe('10');
  });

  it('answer HEAD of an unknown upload with a JSON status and no text', async () => {
    const head = await fetch(`${base}/api/v1/uploads/0123456789abcdef0123456789abcdef`, {
      method: 'HEAD',
      headers: tus(),
    });
    expect(head.status).toBe(404);
    expect(head.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await head.text()).toBe('');
  });
});
