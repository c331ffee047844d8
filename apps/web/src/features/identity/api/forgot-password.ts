import { useMutation } from '@tanstack/react-query';
import type { Identifier, OtpSent } from '@ringside/contract';
import { api } from '../../../lib/api-client';

export const forgotPassword = (body: Identifier) => api<OtpSent>('POST', '/auth/forgot-password', body);

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
