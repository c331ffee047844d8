import { setTimeout as delay } from 'node:timers/promises';
import type { FileStorage, StoredFile } from '../src/lib/storage';

/**
 * A disk that is full for the keys matching `failOn` (the write fails at once, ENOSPC) and slow for the others
 * (each written `slowMs` later), so that a failure arrives while other files of the same upload are on their way.
 */
export class FailingStorage implements FileStorage {
  private readonly writing = new Set<Promise<unknown>>();

  constructor(
    private readonly disk: FileStorage,
    private readonly failOn: RegExp,
    private readonly slowMs = 150,
  ) {}

  put(key: string, body: Buffer): Promise<void> {
    return this.track(this.pass(key).then(() => this.disk.put(key, body)));
  }

  putFile(key: string, localPath: string): Promise<void> {
    return this.track(this.pass(key).then(() => this.disk.putFile(key, localPath)));
  }

  /** Resolves once every write begun so far has ended: what is on disk then stays. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.writing]);
  }

  get(key: string): Promise<StoredFile | undefined> {
    return this.disk.get(key);
  }

  has(key: string): Promise<boolean> {
    return this.disk.has(key);
  }

  removePrefix(prefix: string): Promise<void> {
    return this.disk.removePrefix(prefix);
  }

  private track(write: Promise<void>): Promise<void> {
    this.writing.add(write);
    void write.catch(() => undefined).finally(() => this.writing.delete(write));
    return write;
  }

  private async pass(key: string): Promise<void> {
    if (this.failOn.test(key)) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    await delay(this.slowMs);
  }
}
