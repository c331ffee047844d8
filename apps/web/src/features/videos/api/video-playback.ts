import type { Playback } from '@ringside/contract';
import { api } from '../../../lib/api-client';

/**
 * `POST /videos/{id}/playback`: a short-lived manifest URL signed for this viewer and device. The player calls it
 * again before `refreshInSeconds`; 403 HUBPBSI001 (sign in) and HUBPBNA001 (no access) are its call to action.
 * Not cached: every answer is a fresh signature.
 */
export const startVideoPlayback = (videoId: string) =>
  api<Playback>('POST', `/videos/${encodeURIComponent(videoId)}/playback`);
