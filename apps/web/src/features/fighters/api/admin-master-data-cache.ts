import type { QueryClient } from '@tanstack/react-query';
import type { MasterDataKind } from '@ringside/contract';

/**
 * After a change to master data: the kind's lists, and the fighter form's option lists (which embed
 * weight classes, affiliations and titles), are fetched again.
 */
export function refreshMasterData(queryClient: QueryClient, kind: MasterDataKind) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['master-data', kind] }),
    queryClient.invalidateQueries({ queryKey: ['fighters', 'selectables'] }),
  ]);
}
