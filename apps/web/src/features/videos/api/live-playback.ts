import type { Playback } from '@ringside/contract';
import { api } from '../../../lib/api-client';

/** `POST /live/{eventId}/playback`: the live stream's signed manifest URL, with the same rules as a video's. */
export const startLivePlayback = (eventId: string) =>
  api<Playback>('POST', `/live/${encodeURIComponent(eventId)}/playback`);
