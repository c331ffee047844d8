import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMobileChanged } from './verify-mobile';

export const removeMobile = () => api.delete('/customers/mobile');

export function useRemoveMobile() {
  const changed = useMobileChanged();
  return useMutation({ mutationFn: removeMobile, onSuccess: changed });
}
