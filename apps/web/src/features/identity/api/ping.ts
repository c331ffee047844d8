import { api } from '../../../lib/api-client';

/** Confirms the session is alive (and reports seconds left with v2); a revoked session answers 401. */
export const ping = () => api.get('/customers/ping');
export const pingV2 = () => api.get('/customers/ping/v2');
