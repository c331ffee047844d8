import type { Playback, PlaybackAccess } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';
import type { PlaybackSource } from './video-playback';

/** The live stream's signed manifest URLs, with the same rules as a video's (LIVE_EVENT access). */
export const livePlayback: PlaybackSource = {
  access: (eventId) => untypedApi<PlaybackAccess>('POST', `/live/${encodeURIComponent(eventId)}/access`),
  playback: (eventId) => untypedApi<Playback>('POST', `/live/${encodeURIComponent(eventId)}/playback`),
};
