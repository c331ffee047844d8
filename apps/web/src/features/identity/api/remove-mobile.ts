import { useMutation } from '@tanstack/react-query';
import type { Customer } from '@ringside/contract';
import { api } from '../../../lib/api-client';
import { useMobileChanged } from './verify-mobile';

export const removeMobile = () => api<Customer>('DELETE', '/customers/mobile');

export function useRemoveMobile() {
  const changed = useMobileChanged();
  return useMutation({ mutationFn: removeMobile, onSuccess: changed });
}
