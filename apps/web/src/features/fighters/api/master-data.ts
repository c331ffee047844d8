import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MasterDataKind } from '@ringside/contract';
import { api } from '../../../lib/api-client';

export const searchMasterData = (kind: MasterDataKind, includeRetired: boolean) =>
  api.post('/master-datas/search/all', { body: { kind, includeRetired } });

/** Every entry of a kind; staff see the retired ones too. */
export const masterDataQuery = (kind: MasterDataKind, includeRetired = true) =>
  queryOptions({
    queryKey: ['master-data', kind, includeRetired],
    queryFn: () => searchMasterData(kind, includeRetired),
    select: (list) => [...list.items].sort((a, b) => a.sortOrder - b.sortOrder),
  });

export function useMasterData(kind: MasterDataKind, includeRetired = true) {
  return useQuery(masterDataQuery(kind, includeRetired));
}
