import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAds } from './content-keys';

export const removeAd = (adId: string) => api.delete('/ads/{adId}', { path: { adId } });

export function useRemoveAd() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeAd, onSuccess: () => refreshAds(queryClient) });
}
