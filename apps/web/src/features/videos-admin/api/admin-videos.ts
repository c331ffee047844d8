import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VideoStatus } from '@ringside/contract';
import { type ApiBody, api } from '../../../lib/api-client';
import { VIDEOS_ADMIN_KEY } from './keys';

export type AdminVideoSearch = ApiBody<'post', '/videos/admin/search'>;

/** Statuses whose state changes by itself: their screens ask again every two seconds. */
export const MOVING: readonly VideoStatus[] = ['UPLOADING', 'PROCESSING'];
export const POLL_MS = 2000;

export const adminVideosQuery = (body: AdminVideoSearch) =>
  queryOptions({
    queryKey: [VIDEOS_ADMIN_KEY, 'videos', 'list', body],
    queryFn: () => api.post('/videos/admin/search', { body }),
    placeholderData: keepPreviousData,
  });

export const adminVideoQuery = (videoId: string) =>
  queryOptions({
    queryKey: [VIDEOS_ADMIN_KEY, 'videos', 'detail', videoId],
    queryFn: () => api.get('/videos/admin/{videoId}', { path: { videoId } }),
  });

/** Every video, drafts and unfinished ones too; the page is asked again while one of it uploads or processes. */
export function useAdminVideos(body: AdminVideoSearch, { poll = true, enabled = true } = {}) {
  return useQuery({
    ...adminVideosQuery(body),
    enabled,
    refetchInterval: (query) =>
      poll && query.state.data?.items.some((video) => MOVING.includes(video.processing.status)) ? POLL_MS : false,
  });
}

/**
 * One video as staff edit it. While it processes it is asked again every two seconds; while it waits for its
 * file and no upload runs in this browser, every five (another browser may be sending it).
 */
export function useAdminVideo(videoId: string | undefined, { uploadingHere = false } = {}) {
  return useQuery({
    ...adminVideoQuery(videoId ?? ''),
    enabled: Boolean(videoId),
    refetchInterval: (query) => {
      const status = query.state.data?.processing.status;
      if (status === 'PROCESSING') return POLL_MS;
      if (status === 'UPLOADING' && !uploadingHere) return 5000;
      return false;
    },
  });
}
