import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../../test/database';
import { seedDemoAffiliations } from './demo-affiliations';
import { masterDataRepository } from './master-data.repository';
import { STANDARD_TITLES, STANDARD_WEIGHT_CLASSES, seedStandardMasterData } from './standard-entries';

// A database of its own without the test app, which seeds at start.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase(inject('templateDatabase'));
});
afterAll(() => database.close());

const listOf = (kind: 'WEIGHT_CLASS' | 'TITLE' | 'AFFILIATION') =>
  masterDataRepository.list(database.db, { kind, includeRetired: true });

describe('standard master data', () => {
  it('adds the standard weight classes and titles once, even when two servers start together', async () => {
    const added = await Promise.all([seedStandardMasterData(database.db), seedStandardMasterData(database.db)]);
    expect(added.reduce((sum, count) => sum + count, 0)).toBe(STANDARD_WEIGHT_CLASSES.length + STANDARD_TITLES.length);
    expect(await seedStandardMasterData(database.db)).toBe(0);

    const weightClasses = await listOf('WEIGHT_CLASS');
    expect(weightClasses.map((row) => row.name)).toEqual(STANDARD_WEIGHT_CLASSES.map((entry) => entry.name));
    expect(weightClasses.map((row) => row.sortOrder)).toEqual(weightClasses.map((_row, index) => index));
    expect(weightClasses.find((row) => row.name === "Women's Atomweight")).toMatchObject({
      gender: 'FEMALE',
      lowerKg: 45,
      upperKg: 47.6,
      nameNe: 'महिला एटमवेट',
    });
    expect((await listOf('TITLE')).map((row) => [row.code, row.name, row.nameNe])).toEqual(
      STANDARD_TITLES.map((title) => [title.code, title.name, title.nameNe]),
    );
  });

  it('keeps limits contiguous within each division', () => {
    for (const gender of ['MALE', 'FEMALE'] as const) {
      const classes = STANDARD_WEIGHT_CLASSES.filter((entry) => entry.gender === gender);
      for (const [index, entry] of classes.entries()) {
        expect(entry.lowerKg).toBeLessThan(entry.upperKg);
        if (index > 0) expect(entry.lowerKg).toBe(classes[index - 1]?.upperKg);
      }
    }
  });

  it('leaves a kind alone once staff have entries in it, retired ones included', async () => {
    const titles = await listOf('TITLE');
    for (const title of titles) await masterDataRepository.update(database.db, title.id, { retiredAt: new Date() });
    expect(await seedStandardMasterData(database.db)).toBe(0);
    expect(await listOf('TITLE')).toHaveLength(titles.length);
  });

  it('adds the demo gyms once', async () => {
    expect(await seedDemoAffiliations(database.db)).toBe(6);
    expect(await seedDemoAffiliations(database.db)).toBe(0);
    const cities = (await listOf('AFFILIATION')).map((row) => row.city);
    expect(new Set(cities)).toEqual(new Set(['Kathmandu', 'Pokhara', 'Lalitpur', 'Dharan', 'Chitwan']));
  });
});
