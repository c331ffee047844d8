import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@ringside/contract';
import { api } from '../../../lib/api-client';

export const resetPassword = (body: ResetPasswordRequest) => api.post('/auth/reset-password', { body });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
