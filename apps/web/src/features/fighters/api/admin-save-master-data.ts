import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMasterDataRequest, MasterDataKind, UpdateMasterDataRequest } from '@ringside/contract';
import { api } from '../../../lib/api-client';
import { refreshMasterData } from './admin-master-data-cache';

export const createMasterData = (body: CreateMasterDataRequest) => api.post('/master-datas', { body });
export const updateMasterData = (id: string, body: UpdateMasterDataRequest) =>
  api.put('/master-datas/{id}', { path: { id }, body });

type SaveInput =
  | { kind: MasterDataKind; id?: undefined; fields: UpdateMasterDataRequest }
  | { kind: MasterDataKind; id: string; fields: UpdateMasterDataRequest };

/** Creates an entry (without an id) or updates one. Field errors are left to the form to show. */
export function useSaveMasterData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, fields }: SaveInput) =>
      id ? updateMasterData(id, fields) : createMasterData({ kind, ...fields }),
    meta: { silent: true },
    onSuccess: (_entry, { kind }) => refreshMasterData(queryClient, kind),
  });
}
