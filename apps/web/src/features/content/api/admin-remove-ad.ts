import { useMutation, useQueryClient } from '@tanstack/react-query';
import { untypedApi } from '../../../lib/api-client';
import { refreshAds } from './content-keys';

export const removeAd = (adId: string) => untypedApi<{ ok: true }>('DELETE', `/ads/${adId}`);

export function useRemoveAd() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeAd, onSuccess: () => refreshAds(queryClient) });
}
