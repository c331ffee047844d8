import type { Playback } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';

/** A signed manifest URL for this staff member and this device; staff with DASHBOARD may play drafts too. */
export const startPlayback = (videoId: string) => untypedApi<Playback>('POST', `/videos/${videoId}/playback`);
