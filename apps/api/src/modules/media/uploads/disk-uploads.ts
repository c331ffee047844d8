import { mkdirSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { UploadFiles } from './upload-files';
import { UploadStore } from './upload-store';

/** Source files on local disk (UPLOAD_DIR), beside tus's `<id>.json`: one api instance, or a shared folder. */
export class DiskUploads implements UploadFiles {
  readonly datastore: UploadStore;
  readonly idPrefix = '';

  constructor(
    private readonly directory: string,
    expiryMs: number,
  ) {
    mkdirSync(directory, { recursive: true });
    this.datastore = new UploadStore({ directory, expirationPeriodInMilliseconds: expiryMs });
  }

  async has(key: string): Promise<boolean> {
    return Boolean(await stat(this.pathOf(key)).catch(() => undefined));
  }

  withLocal<T>(key: string, _work: string, use: (file: string) => Promise<T>): Promise<T> {
    return use(this.pathOf(key));
  }

  async keep(localFile: string, name: string): Promise<string> {
    await mkdir(this.directory, { recursive: true });
    await rename(localFile, this.pathOf(name));
    return name;
  }

  async remove(key: string): Promise<void> {
    const file = this.pathOf(key);
    await Promise.all([rm(file, { force: true }), rm(`${file}.json`, { force: true })]);
  }

  removeExpired(now?: Date): Promise<string[]> {
    return this.datastore.removeExpired(now);
  }

  freeBytes(): Promise<number> {
    return this.datastore.freeBytes();
  }

  /** Keys are file names: whatever else a key holds never leaves the folder. */
  private pathOf(key: string): string {
    return path.join(this.directory, path.basename(key));
  }
}
