import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../../../lib/storage';

const RENDITION_PLAYLIST = /^\d{3,4}p\/index\.m3u8$/;

/**
 * Copies a live ladder that ffmpeg writes on the ingest's disk into the live storage (the bucket, decision 67) as it
 * grows, so that any api instance serves it. Each pass reads the rendition playlists, sends the segments they list
 * that were not sent (a segment is complete once listed; the one being written is not listed yet), then the
 * playlists as read, then the master once: a player never finds a listed segment missing.
 */
export class LadderSync {
  private readonly sent = new Set<string>();
  private readonly playlists = new Map<string, string>();
  private running: Promise<boolean> | undefined;

  constructor(
    private readonly storage: FileStorage,
    private readonly outDir: string,
    /** The ladder's prefix in the storage (the broadcast's output key). */
    private readonly key: string,
  ) {}

  /** One pass (a pass still running is joined); answers whether the master playlist is in the storage. */
  sync(): Promise<boolean> {
    this.running ??= this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async pass(): Promise<boolean> {
    const master = await readFile(path.join(this.outDir, 'master.m3u8'), 'utf8').catch(() => undefined);
    if (!master) return false;
    const renditions = master.split('\n').filter((line) => RENDITION_PLAYLIST.test(line.trim()));
    for (const playlist of renditions.map((line) => line.trim())) {
      const text = await readFile(path.join(this.outDir, playlist), 'utf8').catch(() => undefined);
      if (text === undefined || this.playlists.get(playlist) === text) continue;
      const folder = path.posix.dirname(playlist);
      for (const segment of text.split('\n').filter((line) => /^seg-\d+\.ts$/.test(line.trim()))) {
        const file = `${folder}/${segment.trim()}`;
        if (this.sent.has(file)) continue;
        await this.storage.putFile(`${this.key}/${file}`, path.join(this.outDir, file));
        this.sent.add(file);
      }
      await this.storage.put(`${this.key}/${playlist}`, Buffer.from(text));
      this.playlists.set(playlist, text);
    }
    if (!this.sent.has('master.m3u8') && this.playlists.size > 0) {
      await this.storage.put(`${this.key}/master.m3u8`, Buffer.from(master));
      this.sent.add('master.m3u8');
    }
    return this.sent.has('master.m3u8');
  }
}
