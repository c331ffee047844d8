import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const searchPublicVideos = (query: string) =>
  api.post('/videos/search/all', { body: { query: query || undefined, pageSize: 20 } });

/** Public videos by title, for the section editor's picker. */
export function usePickVideos(query: string, enabled: boolean) {
  return useQuery({
    queryKey: ['content', 'pick', 'videos', query],
    queryFn: () => searchPublicVideos(query),
    enabled,
    placeholderData: keepPreviousData,
  });
}
