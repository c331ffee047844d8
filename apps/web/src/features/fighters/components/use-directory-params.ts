import type { FighterGender } from '@ringside/contract';
import { useSearchParams } from 'react-router';
import { FIGHTERS_PAGE_SIZE } from '../api/public-fighters';
import type { PublicFighterSearchRequest } from '../api/public-fighters';

export const FILTER_KEYS = ['weightClass', 'gender', 'affiliation', 'nationality'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const GENDERS: readonly string[] = ['MALE', 'FEMALE'];

/**
 * The directory's search, filters and page live in the address (/fighters?q=thapa&gender=FEMALE&page=2),
 * so a filtered list can be shared and survives a reload. Values that could not be valid are ignored
 * rather than sent, so a mistyped link still shows a list.
 */
/** The directory's search and filters as the address has them, and the request they make. */
export function directoryRequest(params: URLSearchParams) {
  const get = (key: string) => params.get(key)?.trim() || undefined;
  const uuid = (key: string) => {
    const value = get(key);
    return value && UUID.test(value) ? value : undefined;
  };
  const gender = get('gender');
  const nationality = get('nationality')?.toUpperCase();
  const values = {
    q: get('q')?.slice(0, 60),
    weightClass: uuid('weightClass'),
    gender: gender && GENDERS.includes(gender) ? (gender as FighterGender) : undefined,
    affiliation: uuid('affiliation'),
    nationality: nationality && /^[A-Z]{2}$/.test(nationality) ? nationality : undefined,
  };
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const request: PublicFighterSearchRequest = {
    query: values.q,
    weightClassId: values.weightClass,
    gender: values.gender,
    affiliationId: values.affiliation,
    nationality: values.nationality,
    page,
    pageSize: FIGHTERS_PAGE_SIZE,
  };
  return { values, page, request };
}

export function useDirectoryParams() {
  const [params, setParams] = useSearchParams();
  const { values, page, request } = directoryRequest(params);

  /** A new search or filter starts again at page 1; typing replaces the address instead of stacking history. */
  const setValues = (changes: Partial<Record<'q' | FilterKey, string | undefined>>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        next.delete('page');
        return next;
      },
      // The list changes under the filters; the visitor stays where they are.
      { replace, preventScrollReset: true },
    );
  const setPage = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      },
      { preventScrollReset: true },
    );
  const clear = () => setParams(new URLSearchParams(), { preventScrollReset: true });
  const activeFilters = FILTER_KEYS.filter((key) => values[key]).length + (values.q ? 1 : 0);

  return { values, page, request, setValues, setPage, clear, activeFilters };
}
