import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../src/db/client';
import { masterDataChanged } from '../src/modules/masterdata/master-data-cache';
import { toMasterData } from '../src/modules/masterdata/master-data.mapper';
import { masterDataRepository, type NewMasterData } from '../src/modules/masterdata/master-data.repository';

/** A name no other test uses, so that files sharing a database never meet the one-name-per-kind rule. */
const unique = (base: string) => `${base} ${randomUUID().slice(0, 6)}`;

/** One entry straight in the database (after the others of its kind unless placed); the API's copy is evicted. */
export async function createMasterDataEntry(db: Db, values: NewMasterData) {
  const sortOrder = values.sortOrder ?? (await masterDataRepository.nextSortOrder(db, values.kind));
  const row = await masterDataRepository.insert(db, { ...values, sortOrder });
  masterDataChanged(db);
  return toMasterData(row);
}

export function createWeightClass(db: Db, overrides: Partial<NewMasterData> = {}) {
  return createMasterDataEntry(db, {
    kind: 'WEIGHT_CLASS',
    name: unique('Catchweight'),
    gender: 'MALE',
    lowerKg: 65.8,
    upperKg: 70.3,
    ...overrides,
  });
}

export function createAffiliation(db: Db, overrides: Partial<NewMasterData> = {}) {
  return createMasterDataEntry(db, {
    kind: 'AFFILIATION',
    name: unique('Kathmandu Fight Club'),
    city: 'Kathmandu',
    ...overrides,
  });
}

/** A title code no other test uses (codes are unique within TITLE): ten capital letters. */
export const uniqueTitleCode = () =>
  Array.from(randomBytes(10), (byte) => String.fromCharCode(65 + (byte % 26))).join('');

export function createTitle(db: Db, overrides: Partial<NewMasterData> = {}) {
  return createMasterDataEntry(db, { kind: 'TITLE', name: unique('Er'), code: uniqueTitleCode(), ...overrides });
}
