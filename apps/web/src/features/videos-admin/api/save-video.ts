import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client';

export type VideoFields = ApiBody<'post', '/videos'>;
import { storeAdminVideo } from './video-cache';

export const saveVideo = ({ videoId, fields }: { videoId?: string; fields: VideoFields }) =>
  videoId ? api.put('/videos/{videoId}', { path: { videoId }, body: fields }) : api.post('/videos', { body: fields });

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
