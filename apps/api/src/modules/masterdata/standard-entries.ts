import type { FighterGender, MasterDataKind } from '@ringside/contract';
import type { Db } from '../../db/client';
import { masterDataChanged } from './master-data-cache';
import { masterDataRepository as repository, type NewMasterData } from './master-data.repository';

interface WeightClass {
  name: string;
  nameNe: string;
  gender: FighterGender;
  lowerKg: number;
  upperKg: number;
}

const division = (gender: FighterGender, name: string, nameNe: string, lowerKg: number, upperKg: number) =>
  gender === 'MALE'
    ? { name, nameNe, gender, lowerKg, upperKg }
    : // Names are unique within a kind, and both divisions have a flyweight.
      { name: `Women's ${name}`, nameNe: `महिला ${nameNe}`, gender, lowerKg, upperKg };

/** The unified rules' divisions (kg), men's then women's, lightest first. */
export const STANDARD_WEIGHT_CLASSES: readonly WeightClass[] = [
  division('MALE', 'Flyweight', 'फ्लाइवेट', 52.2, 56.7),
  division('MALE', 'Bantamweight', 'ब्यान्टमवेट', 56.7, 61.2),
  division('MALE', 'Featherweight', 'फेदरवेट', 61.2, 65.8),
  division('MALE', 'Lightweight', 'लाइटवेट', 65.8, 70.3),
  division('MALE', 'Welterweight', 'वेल्टरवेट', 70.3, 77.1),
  division('MALE', 'Middleweight', 'मिडलवेट', 77.1, 83.9),
  division('MALE', 'Light Heavyweight', 'लाइट हेभीवेट', 83.9, 93.0),
  division('MALE', 'Heavyweight', 'हेभीवेट', 93.0, 120.2),
  division('FEMALE', 'Atomweight', 'एटमवेट', 45.0, 47.6),
  division('FEMALE', 'Strawweight', 'स्ट्रवेट', 47.6, 52.2),
  division('FEMALE', 'Flyweight', 'फ्लाइवेट', 52.2, 56.7),
  division('FEMALE', 'Bantamweight', 'ब्यान्टमवेट', 56.7, 61.2),
  division('FEMALE', 'Featherweight', 'फेदरवेट', 61.2, 65.8),
];

/** The honorifics forms offer (PRODUCT.md: "User title"). */
export const STANDARD_TITLES: readonly { code: string; name: string; nameNe: string }[] = [
  { code: 'MR', name: 'Mr', nameNe: 'श्री' },
  { code: 'MS', name: 'Ms', nameNe: 'सुश्री' },
  { code: 'MRS', name: 'Mrs', nameNe: 'श्रीमती' },
  { code: 'MISS', name: 'Miss', nameNe: 'कुमारी' },
  { code: 'DR', name: 'Dr', nameNe: 'डा.' },
];

/** Adds entries of a kind when it has none yet; staff's own lists (retired entries count) are left alone. */
export async function seedKind(db: Db, kind: MasterDataKind, values: Omit<NewMasterData, 'kind'>[]): Promise<number> {
  if ((await repository.countOfKind(db, kind)) > 0) return 0;
  const added = await repository.insertMissing(
    db,
    values.map((value, index) => ({ ...value, kind, sortOrder: index })),
  );
  masterDataChanged(db);
  return added;
}

/**
 * Weight classes and titles every install needs before staff have set anything up (a fighter cannot apply
 * without a weight class). Runs at every start; adds nothing once a kind has entries.
 */
export async function seedStandardMasterData(db: Db): Promise<number> {
  const weightClasses = await seedKind(db, 'WEIGHT_CLASS', [...STANDARD_WEIGHT_CLASSES]);
  const titles = await seedKind(db, 'TITLE', [...STANDARD_TITLES]);
  return weightClasses + titles;
}
