import { useMutation } from '@tanstack/react-query';
import type { OtpSent } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';

export const requestEmailVerification = (email: string) =>
  untypedApi<OtpSent>('POST', '/customers/verify-request/email', { email });

export function useRequestEmailVerification() {
  return useMutation({ mutationFn: requestEmailVerification });
}
