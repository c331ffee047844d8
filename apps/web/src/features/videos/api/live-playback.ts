import { api } from '../../../lib/api-client';
import type { PlaybackSource } from './video-playback';

/** The live stream's signed manifest URLs, with the same rules as a video's (LIVE_EVENT access). */
export const livePlayback: PlaybackSource = {
  access: (eventId) => api.post('/live/{eventId}/access', { path: { eventId } }),
  playback: (eventId) => api.post('/live/{eventId}/playback', { path: { eventId } }),
};
