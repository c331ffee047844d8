import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest, RegisterResponse } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';

export const register = (body: RegisterRequest) => untypedApi<RegisterResponse>('POST', '/register', body);

export function useRegister() {
  return useMutation({ mutationFn: register });
}
