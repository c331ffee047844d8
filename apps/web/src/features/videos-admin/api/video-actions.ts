import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminVideo } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';
import { storeAdminVideo } from './video-cache';

export type VideoAction = 'publish' | 'unpublish' | 'retry';

export const videoAction = ({ videoId, action }: { videoId: string; action: VideoAction }) =>
  untypedApi<AdminVideo>('POST', `/videos/${videoId}/${action}`);

/** Publish a processed video, take it back to draft, or process a failed one again. */
export function useVideoAction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: videoAction, onSuccess: (video) => storeAdminVideo(queryClient, video) });
}
