import { afterAll, afterEach, beforeAll, describe, expect, it, inject, vi } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../../test/database';
import { createAffiliation } from '../../../test/master-data-factories';
import { MasterDataCache, masterDataCacheOf } from './master-data-cache';
import { masterDataRepository } from './master-data.repository';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase(inject('templateDatabase'));
});
afterAll(() => database.close());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const queries = () => vi.spyOn(masterDataRepository, 'list');

describe('MasterDataCache', () => {
  it('shares one query between concurrent readers and keeps the copy for its lifetime', async () => {
    const cache = new MasterDataCache(database.db, 30_000);
    const list = queries();
    const [first, second] = await Promise.all([cache.all(), cache.all()]);
    expect(first).toBe(second);
    await cache.all();
    expect(list).toHaveBeenCalledTimes(1);
    cache.invalidate();
    await cache.all();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('reloads once its lifetime is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new MasterDataCache(database.db, 30_000);
    const list = queries();
    await cache.all();
    vi.setSystemTime(Date.now() + 29_000);
    await cache.all();
    expect(list).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 2_000);
    await cache.all();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('finds an entry written elsewhere by reloading on a miss, at most once a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // A cache of its own: the factory evicts only the shared one, as another instance's write would not.
    const cache = new MasterDataCache(database.db, 30_000);
    await cache.all();
    const gym = await createAffiliation(database.db);
    const list = queries();
    expect((await cache.byIds([gym.id])).size).toBe(0);
    expect(list).toHaveBeenCalledTimes(0);
    vi.setSystemTime(Date.now() + 1_500);
    expect((await cache.byIds([gym.id, gym.id])).get(gym.id)).toEqual(gym);
    expect(list).toHaveBeenCalledTimes(1);
    // Unknown ids after that do not reload within the second.
    expect((await cache.byIds([crypto.randomUUID()])).size).toBe(0);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new MasterDataCache(database.db, 30_000);
    vi.spyOn(masterDataRepository, 'list').mockRejectedValueOnce(new Error('connection lost'));
    await expect(cache.all()).rejects.toThrow('connection lost');
    expect(await cache.all()).toBeInstanceOf(Array);
  });

  it('is one per database handle', () => {
    expect(masterDataCacheOf(database.db)).toBe(masterDataCacheOf(database.db));
  });
});
