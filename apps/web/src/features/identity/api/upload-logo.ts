import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Logo } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';
import { logoQuery } from './logo';

export function uploadLogo(file: File): Promise<Logo> {
  const form = new FormData();
  form.append('logo', file);
  return untypedApi<Logo>('PUT', '/customers/logo', form);
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: (logo) => queryClient.setQueryData(logoQuery().queryKey, logo),
  });
}
