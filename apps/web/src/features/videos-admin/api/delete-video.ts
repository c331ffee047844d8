import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminVideoQuery } from './admin-videos';
import { VIDEOS_ADMIN_KEY } from './keys';

export const deleteVideo = (videoId: string) => api.delete('/videos/{videoId}', { path: { videoId } });

/**
 * Deletes a video, its files and any upload in progress. Its own query is left alone (asking for it again would
 * only answer 404 while the editor closes); the editor treats a later 404 as "deleted".
 */
export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVideo,
    onMutate: (videoId) => queryClient.cancelQueries({ queryKey: adminVideoQuery(videoId).queryKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [VIDEOS_ADMIN_KEY, 'videos', 'list'] }),
  });
}
