import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';

export const getRankings = () => api.get('/rankings');

/** Every weight class's current rankings; the names come in the caller's language, so the language is in the key. */
export const rankingsQuery = (language: string) =>
  queryOptions({ queryKey: ['rankings', 'public', language], queryFn: getRankings });

export function useRankings() {
  const { i18n } = useTranslation();
  return useQuery(rankingsQuery(i18n.language));
}
