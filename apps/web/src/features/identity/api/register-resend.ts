import { useMutation } from '@tanstack/react-query';
import type { RegisterResponse } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';

export const resendSignUpCode = (userId: string) => untypedApi<RegisterResponse>('POST', '/register/resend', { userId });

export function useResendSignUpCode() {
  return useMutation({ mutationFn: resendSignUpCode });
}
