import { useMutation } from '@tanstack/react-query';
import type { Customer } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';
import { useMobileChanged } from './verify-mobile';

export const removeMobile = () => untypedApi<Customer>('DELETE', '/customers/mobile');

export function useRemoveMobile() {
  const changed = useMobileChanged();
  return useMutation({ mutationFn: removeMobile, onSuccess: changed });
}
