import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminVideo, VideoFields } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';
import { storeAdminVideo } from './video-cache';

export const saveVideo = ({ videoId, fields }: { videoId?: string; fields: VideoFields }) =>
  videoId ? untypedApi<AdminVideo>('PUT', `/videos/${videoId}`, fields) : untypedApi<AdminVideo>('POST', '/videos', fields);

/** Creates a draft video (its file comes next) or replaces an existing video's details. */
export function useSaveVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVideo,
    // Field errors are shown on the form's fields; the form reports the others.
    meta: { silent: true },
    onSuccess: (video) => storeAdminVideo(queryClient, video),
  });
}
