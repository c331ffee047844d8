import type { Language, MasterData } from '@ringside/contract';
import { AppError } from '../../lib/app-error';
import { labelOf } from '../masterdata/master-data.mapper';
import type { MasterDataReads } from '../masterdata/master-data.service';

/** The weight class of an id from a path, or HUBRKWC001 (no such class, or an entry of another kind). */
export async function weightClassOf(masterData: MasterDataReads, id: string): Promise<MasterData> {
  const entry = /^[0-9a-f-]{36}$/i.test(id) ? await masterData.weightClass(id.toLowerCase()) : undefined;
  if (!entry) throw new AppError('HUBRKWC001');
  return entry;
}

/** A class as rankings and titles name it, in the caller's language. */
export const weightClassRef = (entry: MasterData, language: Language) => ({
  id: entry.id,
  name: labelOf(entry, language),
  lowerKg: entry.lowerKg,
  upperKg: entry.upperKg,
});
