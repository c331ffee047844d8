import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeSignIn } from '../../../lib/session';

export const verifySignUp = (body: { userId: string; code: string }) => api.post('/register/verify', { body });

/** Confirms the sign-up code; the answer signs this browser in. */
export function useVerifySignUp() {
  return useMutation({ mutationFn: verifySignUp, onSuccess: storeSignIn });
}

/** The same call for the code page, which shows its errors under the code field instead of a notification. */
export function useVerifySignUpInline() {
  return useMutation({ mutationFn: verifySignUp, onSuccess: storeSignIn, meta: { silent: true } });
}
