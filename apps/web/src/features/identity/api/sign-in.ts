import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';
import { storeSignIn } from '../../../lib/session';

export const signIn = (body: LoginRequest) => untypedApi<LoginResponse>('POST', '/auth', body);

/** Signs in; the device-limit codes (HUBSLLC001, HUBSLDN001) and HUBCSNV001 are left to the form. */
export function useSignIn() {
  return useMutation({ mutationFn: signIn, onSuccess: storeSignIn, meta: { silent: true } });
}
