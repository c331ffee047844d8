import type { MasterData } from '@ringside/contract';
import type { Db } from '../../db/client';
import { toMasterData } from './master-data.mapper';
import { masterDataRepository as entries } from './master-data.repository';

/**
 * How long another instance's write can stay unseen here. Writes in this process evict at once; entries
 * created elsewhere are found sooner still, because a lookup that misses reloads (see `MasterDataCache`).
 */
const TTL_MS = 30_000;
/** A lookup that misses reloads at most this often, so requests naming unknown ids cannot hammer the table. */
const MISS_RELOAD_MS = 1_000;

/**
 * The whole master_data table in memory, retired entries included. It holds a few dozen rows that change
 * a few times a year, yet every fighter form, directory page and profile reads them: one query per 30 s
 * instead of one or more per request. Kept per database handle, so that every writer in this process
 * (the service, the start-up seed, test factories) evicts the copy that the routes read.
 */
export class MasterDataCache {
  private loading: Promise<readonly MasterData[]> | undefined;
  private loadedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = TTL_MS,
  ) {}

  /** Every entry, in list order (kind, staff order, name). */
  all(): Promise<readonly MasterData[]> {
    if (this.loading && Date.now() - this.loadedAt < this.ttlMs) return this.loading;
    // The promise is kept at once, so concurrent readers share one query; a write evicts it, so a read
    // that starts after the write never sees the old rows.
    const loading = entries
      .list(this.db, { includeRetired: true })
      .then((rows) => Object.freeze(rows.map((row) => Object.freeze(toMasterData(row)))));
    this.loading = loading;
    this.loadedAt = Date.now();
    loading.catch(() => {
      if (this.loading === loading) this.loading = undefined;
    });
    return loading;
  }

  /** Entries by id; ids not in the copy trigger one reload (an entry created by another instance). */
  async byIds(ids: readonly string[]): Promise<Map<string, MasterData>> {
    const find = (all: readonly MasterData[]) => {
      const wanted = new Set(ids);
      return new Map(all.filter((entry) => wanted.has(entry.id)).map((entry) => [entry.id, entry]));
    };
    const found = find(await this.all());
    if (found.size === new Set(ids).size || Date.now() - this.loadedAt < MISS_RELOAD_MS) return found;
    this.invalidate();
    return find(await this.all());
  }

  invalidate(): void {
    this.loading = undefined;
  }
}

const caches = new WeakMap<Db, MasterDataCache>();

/** The one cache of this database handle in this process. */
export function masterDataCacheOf(db: Db): MasterDataCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new MasterDataCache(db);
    caches.set(db, cache);
  }
  return cache;
}

/** Call after writing master_data outside the service (seeds, tests), so the next read sees the rows. */
export function masterDataChanged(db: Db): void {
  caches.get(db)?.invalidate();
}
