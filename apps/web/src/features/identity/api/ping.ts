import { untypedApi } from '../../../lib/api-client';

/** Confirms the session is alive (and reports seconds left with v2); a revoked session answers 401. */
export const ping = () => untypedApi<{ active: true }>('GET', '/customers/ping');
export const pingV2 = () => untypedApi<{ active: true; secondsLeft: number; expiresAt: string }>('GET', '/customers/ping/v2');
