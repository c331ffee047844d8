import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeAdminVideo } from './video-cache';

const ACTIONS = {
  publish: (videoId: string) => api.post('/videos/{videoId}/publish', { path: { videoId } }),
  unpublish: (videoId: string) => api.post('/videos/{videoId}/unpublish', { path: { videoId } }),
  retry: (videoId: string) => api.post('/videos/{videoId}/retry', { path: { videoId } }),
};

export type VideoAction = keyof typeof ACTIONS;

export const videoAction = ({ videoId, action }: { videoId: string; action: VideoAction }) => ACTIONS[action](videoId);

/** Publish a processed video, take it back to draft, or process a failed one again. */
export function useVideoAction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: videoAction, onSuccess: (video) => storeAdminVideo(queryClient, video) });
}
