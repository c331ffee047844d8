import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resendSignUpCode = (userId: string) => api.post('/register/resend', { body: { userId } });

export function useResendSignUpCode() {
  return useMutation({ mutationFn: resendSignUpCode });
}
