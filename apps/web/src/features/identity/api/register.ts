import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@ringside/contract';
import { api } from '../../../lib/api-client';

export const register = (body: RegisterRequest) => api.post('/register', { body });

export function useRegister() {
  return useMutation({ mutationFn: register });
}
