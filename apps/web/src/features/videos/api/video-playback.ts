import { type ApiAnswer, api } from '../../../lib/api-client';

/** Where a player gets its signed manifest URLs: a first call that never fails for a locked page, then refreshes. */
export interface PlaybackSource {
  /** The first call: the playback, or why not (SIGN_IN, NO_ACCESS, NOT_READY) in a 200. */
  access: (id: string) => Promise<ApiAnswer<'post', '/videos/{videoId}/access'>>;
  /** A fresh URL before the current one expires; 403 if access has ended meanwhile. */
  playback: (id: string) => Promise<ApiAnswer<'post', '/videos/{videoId}/playback'>>;
}

/**
 * A video's playback: `POST /videos/{id}/access` first, then `POST /videos/{id}/playback` before each
 * `refreshInSeconds`. Not cached: every answer is a fresh signature.
 */
export const videoPlayback: PlaybackSource = {
  access: (videoId) => api.post('/videos/{videoId}/access', { path: { videoId } }),
  playback: (videoId) => api.post('/videos/{videoId}/playback', { path: { videoId } }),
};
