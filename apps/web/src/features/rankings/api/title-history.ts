import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';

export const getTitleHistory = (weightClassId: string) =>
  api.get('/titles/{weightClassId}', { path: { weightClassId } });

/** A class's title: the champion and every reign; names in the caller's language, so the language is in the key. */
export const titleHistoryQuery = (weightClassId: string, language: string) =>
  queryOptions({
    queryKey: ['rankings', 'title', weightClassId, language],
    queryFn: () => getTitleHistory(weightClassId),
    meta: { silent: true },
  });

export function useTitleHistory(weightClassId: string) {
  const { i18n } = useTranslation();
  return useQuery(titleHistoryQuery(weightClassId, i18n.language));
}
