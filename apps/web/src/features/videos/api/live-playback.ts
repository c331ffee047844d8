import type { Playback, PlaybackAccess } from '@ringside/contract';
import { api } from '../../../lib/api-client';
import type { PlaybackSource } from './video-playback';

/** The live stream's signed manifest URLs, with the same rules as a video's (LIVE_EVENT access). */
export const livePlayback: PlaybackSource = {
  access: (eventId) => api<PlaybackAccess>('POST', `/live/${encodeURIComponent(eventId)}/access`),
  playback: (eventId) => api<Playback>('POST', `/live/${encodeURIComponent(eventId)}/playback`),
};
