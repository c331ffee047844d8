import { api } from '../../../lib/api-client';

/** A signed manifest URL for this staff member and this device; staff with DASHBOARD may play drafts too. */
export const startPlayback = (videoId: string) => api.post('/videos/{videoId}/playback', { path: { videoId } });
