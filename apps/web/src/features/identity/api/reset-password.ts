import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';

export const resetPassword = (body: ResetPasswordRequest) => untypedApi<{ reset: true }>('POST', '/auth/reset-password', body);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
