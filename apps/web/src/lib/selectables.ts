import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from './api-client';

export const getSelectables = () => api.get('/fighter-profiles/selectables');

/** Labels come in the request's language, so each language is its own cache entry. */
export const selectablesQuery = (language: string) =>
  queryOptions({
    queryKey: ['fighters', 'selectables', language],
    queryFn: getSelectables,
    staleTime: 10 * 60_000,
  });

/** Every option list of the fighter form and the directory's filters, in one call. */
export function useSelectables() {
  const { i18n } = useTranslation();
  return useQuery(selectablesQuery(i18n.language));
}
