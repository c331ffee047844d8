import { useMutation } from '@tanstack/react-query';
import type { RegisterResponse } from '@ringside/contract';
import { api } from '../../../lib/api-client';

export const resendSignUpCode = (userId: string) => api<RegisterResponse>('POST', '/register/resend', { userId });

export function useResendSignUpCode() {
  return useMutation({ mutationFn: resendSignUpCode });
}
