import { useSearchParams } from 'react-router';

export const PAGE_SIZE = 20;

/**
 * A list's filters and page live in the address (?type=AGENT&page=2): links from elsewhere can open a
 * filtered list, and coming back from a detail page finds the list as it was left.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? undefined])) as Record<
    K,
    string | undefined
  >;
  const page = Math.max(1, Number(params.get('page')) || 1);

  /** Changing a filter goes back to the first page; the address is replaced, not pushed, while typing. */
  const setFilter = (key: K, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
  return { values, page, setFilter, setPage };
}
