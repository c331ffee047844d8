import { useMutation } from '@tanstack/react-query';
import type { Identifier } from '@ringside/contract';
import { api } from '../../../lib/api-client';

export const checkStatus = (body: Identifier) => api.post('/customers/check-status', { body });

export function useCheckStatus() {
  return useMutation({ mutationFn: checkStatus, meta: { silent: true } });
}
