import { useMutation } from '@tanstack/react-query';
import type { Identifier, OtpSent } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';

export const forgotPassword = (body: Identifier) => untypedApi<OtpSent>('POST', '/auth/forgot-password', body);

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
