import { Readable } from 'node:stream';
import type { FileStorage, StoredFile } from './storage';

/**
 * Live playlists read from a bucket, kept in memory for a moment: every player of a stream asks for the same few
 * playlists every few seconds, and each read from the bucket is a request that costs time and money. Concurrent
 * reads of one playlist share one request. A playlist changes once a segment (seconds): a second's staleness is
 * what a player's own polling already has. Everything else passes through.
 */
export class CachedPlaylists implements FileStorage {
  private readonly cache = new Map<string, { at: number; read: Promise<Buffer | undefined> }>();

  constructor(
    private readonly storage: FileStorage,
    private readonly ttlMs = 1000,
  ) {}

  async get(key: string): Promise<StoredFile | undefined> {
    if (!key.endsWith('.m3u8')) return this.storage.get(key);
    const now = Date.now();
    let entry = this.cache.get(key);
    if (!entry || now - entry.at >= this.ttlMs) {
      entry = { at: now, read: this.read(key) };
      this.cache.set(key, entry);
      // Failed reads are not kept; old entries go (a stream's playlists are few, its broadcasts end).
      entry.read.catch(() => this.cache.delete(key));
      for (const [other, { at }] of this.cache) if (now - at >= this.ttlMs * 10) this.cache.delete(other);
    }
    const body = await entry.read;
    return body ? { body: Readable.from([body]), size: body.length } : undefined;
  }

  has(key: string): Promise<boolean> {
    return this.storage.has(key);
  }

  put(key: string, body: Buffer): Promise<void> {
    return this.storage.put(key, body);
  }

  putFile(key: string, localPath: string): Promise<void> {
    return this.storage.putFile(key, localPath);
  }

  removePrefix(prefix: string): Promise<void> {
    return this.storage.removePrefix(prefix);
  }

  private async read(key: string): Promise<Buffer | undefined> {
    const stored = await this.storage.get(key);
    if (!stored) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks);
  }
}
