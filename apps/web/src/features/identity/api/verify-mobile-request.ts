import { useMutation } from '@tanstack/react-query';
import type { VerifyMobileRequest } from '@ringside/contract';
import { api } from '../../../lib/api-client';

export const requestMobileVerification = (body: VerifyMobileRequest) =>
  api.post('/customers/verify-request/mobile', { body });

export function useRequestMobileVerification() {
  return useMutation({ mutationFn: requestMobileVerification });
}
