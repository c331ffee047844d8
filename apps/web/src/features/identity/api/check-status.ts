import { useMutation } from '@tanstack/react-query';
import type { CheckStatusResponse, Identifier } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';

export const checkStatus = (body: Identifier) => untypedApi<CheckStatusResponse>('POST', '/customers/check-status', body);

export function useCheckStatus() {
  return useMutation({ mutationFn: checkStatus, meta: { silent: true } });
}
