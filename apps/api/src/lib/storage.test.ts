import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FailingStorage } from '../../test/failing-storage';
import { pngImage } from '../../test/uploads';
import { storeArtwork } from './artwork';
import { LocalDiskStorage, putAll, savedOrRemoved } from './storage';

let parent: string;
let root: string;
let storage: LocalDiskStorage;

beforeEach(() => {
  parent = mkdtempSync(path.join(tmpdir(), 'ringside-storage-'));
  root = path.join(parent, 'media');
  storage = new LocalDiskStorage(root);
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

async function read(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Whether a key can be read (read to the end, so that no stream is left open when the folder goes). */
async function exists(key: string): Promise<boolean> {
  const file = await storage.get(key);
  if (file) await read(file.body);
  return file !== undefined;
}

describe('LocalDiskStorage', () => {
  it('stores a file under its key, creating folders, and reads it back with its size', async () => {
    await storage.put('affiliations/7a1/abc/logo-256.webp', Buffer.from('logo bytes'));
    const file = await storage.get('affiliations/7a1/abc/logo-256.webp');
    expect(file?.size).toBe(10);
    expect((await read(file!.body)).toString()).toBe('logo bytes');
    expect(existsSync(path.join(root, 'affiliations/7a1/abc/logo-256.webp'))).toBe(true);
  });

  it('stores a file from disk under its key, leaving the original in place', async () => {
    const local = path.join(parent, 'seg-000.ts');
    writeFileSync(local, Buffer.alloc(4096, 7));
    await storage.putFile('videos/abc/v1/240p/seg-000.ts', local);
    const file = await storage.get('videos/abc/v1/240p/seg-000.ts');
    expect(file?.size).toBe(4096);
    expect(await read(file?.body as Readable)).toEqual(Buffer.alloc(4096, 7));
    expect(existsSync(local)).toBe(true);
    expect(readdirSync(path.join(root, 'videos/abc/v1/240p'))).toEqual(['seg-000.ts']);
  });

  it('replaces a file whole and leaves no partial file behind', async () => {
    await storage.put('a/b.webp', Buffer.from('first'));
    await storage.put('a/b.webp', Buffer.from('second'));
    expect((await read((await storage.get('a/b.webp'))!.body)).toString()).toBe('second');
    expect(readdirSync(path.join(root, 'a'))).toEqual(['b.webp']);
  });

  it('answers missing files and folders as undefined', async () => {
    await storage.put('a/b/c.webp', Buffer.from('x'));
    expect(await exists('a/b/missing.webp')).toBe(false);
    expect(await exists('a/b')).toBe(false);
  });

  it.each([
    '../outside.json',
    'a/../../outside.json',
    '/etc/passwd',
    'a//b.webp',
    'a/b.webp/',
    'A/b.webp',
    'a\\..\\outside.json',
    'a/b.webp\0.json',
    '',
    '.',
  ])('never reads outside its folder: %j', async (key) => {
    writeFileSync(path.join(parent, 'outside.json'), 'secret');
    expect(await exists(key)).toBe(false);
  });

  it('refuses to write to an unsafe key', async () => {
    await expect(storage.put('../outside.json', Buffer.from('x'))).rejects.toThrow('Unsafe storage key');
    expect(existsSync(path.join(parent, 'outside.json'))).toBe(false);
  });

  it('removes every file under a prefix, and nothing else', async () => {
    await storage.put('affiliations/one/v1/logo-256.webp', Buffer.from('1'));
    await storage.put('affiliations/one/v2/logo-256.webp', Buffer.from('2'));
    await storage.put('affiliations/two/v1/logo-256.webp', Buffer.from('3'));
    await storage.removePrefix('affiliations/one/');
    expect(await exists('affiliations/one/v2/logo-256.webp')).toBe(false);
    expect(await exists('affiliations/two/v1/logo-256.webp')).toBe(true);
    // Unsafe or missing prefixes are ignored rather than reaching outside the folder.
    await storage.removePrefix('..');
    await storage.removePrefix('affiliations/none');
    expect(existsSync(parent)).toBe(true);
    expect(await exists('affiliations/two/v1/logo-256.webp')).toBe(true);
  });

  it('leaves no partial file behind when a write fails', async () => {
    // A folder where the file should go: the last step of the write fails, as it would on a full disk.
    mkdirSync(path.join(root, 'a/b.webp/taken'), { recursive: true });
    await expect(storage.put('a/b.webp', Buffer.from('x'))).rejects.toThrow();
    const local = path.join(parent, 'x.bin');
    writeFileSync(local, 'x');
    await expect(storage.putFile('a/b.webp', local)).rejects.toThrow();
    expect(readdirSync(path.join(root, 'a'))).toEqual(['b.webp']);
  });
});

/** The files (not folders) below a folder. */
const filesUnder = (folder: string) =>
  existsSync(folder)
    ? readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    : [];

describe('files stored together', () => {
  const files = (folder: string) =>
    ['card.webp', 'large.webp', 'share.jpg'].map((name) => [`${folder}/${name}`, Buffer.from(name)] as const);

  it('are all kept, or none: one failed write removes the others, even those still being written', async () => {
    const full = new FailingStorage(storage, /share\.jpg$/);
    await expect(putAll(full, 'videos/v1/k1', files('videos/v1/k1'))).rejects.toThrow('ENOSPC');
    await full.settled();
    expect(filesUnder(root)).toEqual([]);
    await putAll(storage, 'videos/v1/k2', files('videos/v1/k2'));
    expect(readdirSync(path.join(root, 'videos/v1/k2')).sort()).toEqual(['card.webp', 'large.webp', 'share.jpg']);
  });

  it('are removed when the step that records them fails', async () => {
    await putAll(storage, 'videos/v1/k3', files('videos/v1/k3'));
    const failed = savedOrRemoved(storage, 'videos/v1/k3', async () => {
      throw new Error('the database is gone');
    });
    await expect(failed).rejects.toThrow('the database is gone');
    expect(existsSync(path.join(root, 'videos/v1/k3'))).toBe(false);
    await putAll(storage, 'videos/v1/k4', files('videos/v1/k4'));
    expect(await savedOrRemoved(storage, 'videos/v1/k4', async () => 'saved')).toBe('saved');
    expect(existsSync(path.join(root, 'videos/v1/k4/card.webp'))).toBe(true);
  });

  it('leave nothing of an artwork whose last size cannot be written', async () => {
    const full = new FailingStorage(storage, /share\.jpg$/);
    await expect(storeArtwork(full, 'categories/c1', await pngImage(800, 450))).rejects.toThrow('ENOSPC');
    await full.settled();
    expect(filesUnder(path.join(root, 'categories'))).toEqual([]);
  });
});
