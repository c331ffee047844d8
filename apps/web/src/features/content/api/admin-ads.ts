import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdPlacement } from '@ringside/contract';
import { api } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

export interface AdFilters {
  placement?: AdPlacement;
  running?: boolean;
  page: number;
}

export const ADS_PAGE_SIZE = 20;

export const searchAds = (filters: AdFilters) =>
  api.post('/ads/admin/search', { body: { ...filters, pageSize: ADS_PAGE_SIZE } });

export const adminAdsQuery = (filters: AdFilters) =>
  queryOptions({
    queryKey: [...contentKeys.adminAds, filters],
    queryFn: () => searchAds(filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Every ad, newest first, by placement and whether it runs now. */
export function useAdminAds(filters: AdFilters) {
  return useQuery(adminAdsQuery(filters));
}
