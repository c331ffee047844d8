import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type ApiBody, api } from '../../../lib/api-client';

export type PublicFighterSearchRequest = ApiBody<'post', '/fighter-profiles/public/search'>;

export const FIGHTERS_PAGE_SIZE = 24;

export const searchPublicFighters = (body: PublicFighterSearchRequest) =>
  api.post('/fighter-profiles/public/search', { body });

export const publicFightersQuery = (body: PublicFighterSearchRequest, language: string) =>
  queryOptions({
    queryKey: ['fighters', 'public', 'search', language, body],
    queryFn: () => searchPublicFighters(body),
  });

/** The directory: approved fighters by name or nickname and filters; the previous page stays while the next loads. */
export function usePublicFighters(body: PublicFighterSearchRequest) {
  const { i18n } = useTranslation();
  return useQuery({ ...publicFightersQuery(body, i18n.language), placeholderData: keepPreviousData });
}
