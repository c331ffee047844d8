import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MasterData } from '@ringside/contract';
import { api } from '../../../lib/api-client';
import { refreshMasterData } from './admin-master-data-cache';

export const setMasterDataRetired = ({ id, retired }: { id: string; retired: boolean }) =>
  api.put('/master-datas/{id}/retired', { path: { id }, body: { retired } });

/** Retires an entry (no longer offered on forms, kept on the profiles that use it) or restores it. */
export function useRetireMasterData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: { id: string; kind: MasterData['kind']; retired: boolean }) => setMasterDataRetired(entry),
    onSuccess: (_entry, { kind }) => refreshMasterData(queryClient, kind),
  });
}
