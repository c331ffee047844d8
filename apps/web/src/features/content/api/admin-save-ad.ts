import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdFields, AdminAd } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';
import { refreshAds } from './content-keys';

export const saveAd = ({ adId, fields }: { adId?: string; fields: AdFields }) =>
  adId ? untypedApi<AdminAd>('PUT', `/ads/${adId}`, fields) : untypedApi<AdminAd>('POST', '/ads', fields);

/** Adds an ad or replaces an ad's fields (its picture stays). */
export function useSaveAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAd,
    meta: { silent: true },
    onSuccess: () => refreshAds(queryClient),
  });
}
