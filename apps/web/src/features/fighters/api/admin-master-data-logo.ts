import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshMasterData } from './admin-master-data-cache';

export function uploadMasterDataLogo({ id, file }: { id: string; file: File }) {
  const form = new FormData();
  form.append('logo', file);
  return api.put('/master-datas/{id}/logo', { path: { id }, body: form });
}

export const removeMasterDataLogo = ({ id }: { id: string }) => api.delete('/master-datas/{id}/logo', { path: { id } });

/** An affiliation's logo: uploads a new one (`file`) or removes it (`file: null`). */
export function useMasterDataLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File | null }) =>
      file ? uploadMasterDataLogo({ id, file }) : removeMasterDataLogo({ id }),
    onSuccess: () => refreshMasterData(queryClient, 'AFFILIATION'),
  });
}
