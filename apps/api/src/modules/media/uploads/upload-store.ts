import { statfs } from 'node:fs/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS } from '@tus/server';

/**
 * tus's file store (uploads on local disk beside their `<id>.json`), with an expiry that spares finished files.
 * FileStore's own `deleteExpired` compares the size with the offset written at creation (always 0), so it would
 * also remove a finished upload waiting for processing, or kept for Retry after its processing failed.
 */
export class UploadStore extends FileStore {
  /** Removes the unfinished uploads that began longer ago than the expiry; answers their ids. */
  async removeExpired(now = new Date()): Promise<string[]> {
    const expiry = this.getExpiration();
    if (expiry <= 0) return [];
    const removed: string[] = [];
    for (const id of (await this.configstore.list?.()) ?? []) {
      const upload = await this.getUpload(id).catch((error: unknown) => {
        if (error !== ERRORS.FILE_NO_LONGER_EXISTS) throw error;
        return undefined;
      });
      if (!upload?.creation_date || upload.offset === upload.size) continue;
      if (now.getTime() <= new Date(upload.creation_date).getTime() + expiry) continue;
      await this.remove(id);
      removed.push(id);
    }
    return removed;
  }

  override async deleteExpired(): Promise<number> {
    return (await this.removeExpired()).length;
  }

  /** Bytes free for us on the disk of the upload folder. */
  async freeBytes(): Promise<number> {
    const disk = await statfs(this.directory);
    return disk.bavail * disk.bsize;
  }
}
