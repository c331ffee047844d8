import { useMutation } from '@tanstack/react-query';
import type { OtpSent, VerifyMobileRequest } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';

export const requestMobileVerification = (body: VerifyMobileRequest) =>
  untypedApi<OtpSent>('POST', '/customers/verify-request/mobile', body);

export function useRequestMobileVerification() {
  return useMutation({ mutationFn: requestMobileVerification });
}
