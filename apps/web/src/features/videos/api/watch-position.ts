import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { continueWatchingKey } from './continue-watching';

/** Where the signed-in viewer stopped in a video they may play (null: never played). */
export const getWatchPosition = (videoId: string) => api.get('/videos/{videoId}/position', { path: { videoId } });

/**
 * Saves where the viewer is. `leaving`: the page is being hidden or left, so the call must outlive it (fetch's
 * keepalive carries our session headers, which navigator.sendBeacon cannot). Continue watching is read afresh after.
 */
export async function saveWatchPosition(
  queryClient: QueryClient,
  videoId: string,
  position: { positionSeconds: number; durationSeconds?: number },
  leaving: boolean,
): Promise<void> {
  await api.put('/videos/{videoId}/position', { path: { videoId }, body: position, keepalive: leaving });
  await queryClient.invalidateQueries({ queryKey: continueWatchingKey });
}
