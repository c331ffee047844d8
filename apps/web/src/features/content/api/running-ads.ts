import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

export const fetchRunningAds = () => api.get('/public/configs/ads');

export const runningAdsQuery = queryOptions({
  queryKey: contentKeys.ads,
  queryFn: fetchRunningAds,
  staleTime: 60_000,
  // An ad that cannot load is no reason to tell the visitor anything.
  meta: { silent: true },
});

/** The ads running now, every placement (a page picks its own). */
export function useRunningAds() {
  return useQuery(runningAdsQuery);
}
