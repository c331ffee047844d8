import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The newest this many: a row on the profile, not a catalogue. */
export const FIGHTER_VIDEOS_LIMIT = 12;

/** The public videos a fighter is tagged in, newest first: the video hub's own search, by fighter. */
export const getFighterVideos = (fighterId: string) =>
  api.post('/videos/search/all', { body: { fighterId, page: 1, pageSize: FIGHTER_VIDEOS_LIMIT } });

/** Video titles are not translated: one cache entry per fighter, whatever the language. */
export const fighterVideosQuery = (fighterId: string) =>
  queryOptions({
    queryKey: ['fighters', 'public', 'videos', fighterId],
    queryFn: () => getFighterVideos(fighterId),
    // A row that fails to load is left out of the page, not announced.
    meta: { silent: true },
  });

export function useFighterVideos(fighterId: string) {
  return useQuery(fighterVideosQuery(fighterId));
}
