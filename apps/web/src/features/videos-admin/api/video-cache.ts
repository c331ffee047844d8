import type { QueryClient } from '@tanstack/react-query';
import type { AdminVideo } from '@ringside/contract';
import { adminVideoQuery } from './admin-videos';
import { VIDEOS_ADMIN_KEY } from './keys';

/** A staff action answered with the whole video: it replaces the cached one, and the lists are asked again. */
export function storeAdminVideo(queryClient: QueryClient, video: AdminVideo) {
  queryClient.setQueryData(adminVideoQuery(video.id).queryKey, video);
  return queryClient.invalidateQueries({ queryKey: [VIDEOS_ADMIN_KEY, 'videos', 'list'] });
}

/** Something changed that the video's answer does not carry (a category, a showcase): ask for everything again. */
export function refreshVideos(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: [VIDEOS_ADMIN_KEY, 'videos'] });
}
