import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable;
  size: number;
}

/**
 * Where uploaded media lives. Keys are relative paths ("fighters/<id>/card.webp"), written once and never
 * changed, so they can be cached forever; a new upload gets a new key. Local disk now, object storage later.
 */
export interface FileStorage {
  put(key: string, body: Buffer): Promise<void>;
  /** Stores a file from local disk (a video segment, a large output) without reading it into memory. */
  putFile(key: string, localPath: string): Promise<void>;
  get(key: string): Promise<StoredFile | undefined>;
  /** Whether the file is there, without reading it. */
  has(key: string): Promise<boolean>;
  /** Removes every file under a key prefix ("fighters/<id>/"). */
  removePrefix(prefix: string): Promise<void>;
}

export const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*(\.[a-z0-9]+)?$/;

/** Files under one folder (by default `DATA_DIR/media`). */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  put(key: string, body: Buffer): Promise<void> {
    return this.write(key, (partial) => writeFile(partial, body));
  }

  putFile(key: string, localPath: string): Promise<void> {
    return this.write(key, (partial) => copyFile(localPath, partial));
  }

  async get(key: string): Promise<StoredFile | undefined> {
    if (!SAFE_KEY.test(key)) return undefined;
    const file = this.pathOf(key);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { body: createReadStream(file), size: info.size };
  }

  async has(key: string): Promise<boolean> {
    if (!SAFE_KEY.test(key)) return false;
    return (await stat(this.pathOf(key)).catch(() => undefined))?.isFile() ?? false;
  }

  async removePrefix(prefix: string): Promise<void> {
    const trimmed = prefix.replace(/\/$/, '');
    if (!SAFE_KEY.test(trimmed)) return;
    await rm(this.pathOf(trimmed), { recursive: true, force: true });
  }

  /** Written beside and renamed, so a reader never sees half a file; a failed write leaves no part behind. */
  private async write(key: string, into: (partial: string) => Promise<void>): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.${Date.now()}.part`;
    try {
      await into(partial);
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }
}

/**
 * Stores the files of one upload (its sizes, under `folder`) all or none: when a write fails, the others are
 * waited for and everything under `folder` is removed, so a failed upload leaves nothing behind.
 */
export async function putAll(
  storage: FileStorage,
  folder: string,
  files: readonly (readonly [key: string, content: Buffer])[],
): Promise<void> {
  const results = await Promise.allSettled(files.map(([key, content]) => storage.put(key, content)));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await storage.removePrefix(`${folder}/`);
    throw failed.reason;
  }
}

/** Runs the step that records stored files (a database update); when it fails, the files under `folder` go. */
export async function savedOrRemoved<T>(storage: FileStorage, folder: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    await storage.removePrefix(`${folder}/`);
    throw error;
  }
}
