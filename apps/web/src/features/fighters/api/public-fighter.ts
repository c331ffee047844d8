import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../../lib/api-client';

export const getPublicFighter = (slugOrId: string) =>
  api.get('/fighter-profiles/public/{fighterId}', { path: { fighterId: slugOrId } });

/** HUBFPNF001 (not public, or no such fighter) is the page's not-found state, not a notification. */
export const publicFighterQuery = (slugOrId: string, language: string) =>
  queryOptions({
    queryKey: ['fighters', 'public', 'profile', language, slugOrId],
    queryFn: () => getPublicFighter(slugOrId),
    meta: { silent: true },
  });

export function usePublicFighter(slugOrId: string) {
  const { i18n } = useTranslation();
  return useQuery(publicFighterQuery(slugOrId, i18n.language));
}

export const isFighterNotFound = (error: unknown) =>
  error instanceof ApiError && (error.code === 'HUBFPNF001' || error.status === 404);
