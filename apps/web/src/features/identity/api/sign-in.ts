import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@ringside/contract';
import { api } from '../../../lib/api-client';
import { storeSignIn } from '../../../lib/session';

export const signIn = (body: LoginRequest) => api.post('/auth', { body });

/** Signs in; the device-limit codes (HUBSLLC001, HUBSLDN001) and HUBCSNV001 are left to the form. */
export function useSignIn() {
  return useMutation({ mutationFn: signIn, onSuccess: storeSignIn, meta: { silent: true } });
}
