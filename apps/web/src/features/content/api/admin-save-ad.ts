import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client';

export type AdFields = ApiBody<'post', '/ads'>;
import { refreshAds } from './content-keys';

export const saveAd = ({ adId, fields }: { adId?: string; fields: AdFields }) =>
  adId ? api.put('/ads/{adId}', { path: { adId }, body: fields }) : api.post('/ads', { body: fields });

/** Adds an ad or replaces an ad's fields (its picture stays). */
export function useSaveAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAd,
    meta: { silent: true },
    onSuccess: () => refreshAds(queryClient),
  });
}
