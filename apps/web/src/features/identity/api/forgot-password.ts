import { useMutation } from '@tanstack/react-query';
import type { Identifier } from '@ringside/contract';
import { api } from '../../../lib/api-client';

export const forgotPassword = (body: Identifier) => api.post('/auth/forgot-password', { body });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
