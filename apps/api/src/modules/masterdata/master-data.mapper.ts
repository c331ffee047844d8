import type { Language, MasterData } from '@ringside/contract';
import type { MasterDataRow } from './master-data.repository';

/** The logo size that lists and profiles show; the larger rendition beside it is for sharp screens. */
export const LOGO_SIZES = [256, 512] as const;
export const LOGO_LIST_SIZE = LOGO_SIZES[0];

/** The storage key of one logo rendition under the entry's current logo prefix. */
export function logoFileKey(logoKey: string, size: number): string {
  return `${logoKey}/logo-${size}.webp`;
}

/** Where the browser fetches an affiliation's logo (served by the media route, cached forever). */
export function logoUrlOf(logoKey: string): string {
  return `/media/${logoFileKey(logoKey, LOGO_LIST_SIZE)}`;
}

export function toMasterData(row: MasterDataRow): MasterData {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    nameNe: row.nameNe,
    code: row.code,
    lowerKg: row.lowerKg,
    upperKg: row.upperKg,
    gender: row.gender,
    city: row.city,
    logoUrl: row.logoKey ? logoUrlOf(row.logoKey) : null,
    sortOrder: row.sortOrder,
    retired: row.retiredAt !== null,
  };
}

/** An entry's name in the caller's language: the Nepali name where there is one, else the name. */
export function labelOf(entry: Pick<MasterData, 'name' | 'nameNe'>, language: Language): string {
  return language === 'ne' && entry.nameNe ? entry.nameNe : entry.name;
}
