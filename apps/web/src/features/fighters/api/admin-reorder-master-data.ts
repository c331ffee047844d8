import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReorderMasterDataRequest } from '@ringside/contract';
import { api } from '../../../lib/api-client';
import { refreshMasterData } from './admin-master-data-cache';
import { masterDataQuery } from './master-data';

export const reorderMasterData = (body: ReorderMasterDataRequest) => api.put('/master-datas/order', { body });

/** Saves a kind's new order (every entry, retired ones included); the list shows it at once. */
export function useReorderMasterData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderMasterData,
    onMutate: async ({ kind, ids }) => {
      const key = masterDataQuery(kind).queryKey;
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before) {
        const position = new Map(ids.map((id, index) => [id, index]));
        queryClient.setQueryData(key, {
          items: before.items.map((entry) => ({ ...entry, sortOrder: position.get(entry.id) ?? entry.sortOrder })),
        });
      }
      return { before };
    },
    onError: (_error, { kind }, context) => {
      if (context?.before) queryClient.setQueryData(masterDataQuery(kind).queryKey, context.before);
    },
    onSettled: (_answer, _error, { kind }) => refreshMasterData(queryClient, kind),
  });
}
