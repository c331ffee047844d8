import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { logoQuery } from './logo';

export function uploadLogo(file: File) {
  const form = new FormData();
  form.append('logo', file);
  return api.put('/customers/logo', { body: form });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: (logo) => queryClient.setQueryData(logoQuery().queryKey, logo),
  });
}
