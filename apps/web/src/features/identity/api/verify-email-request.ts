import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const requestEmailVerification = (email: string) =>
  api.post('/customers/verify-request/email', { body: { email } });

export function useRequestEmailVerification() {
  return useMutation({ mutationFn: requestEmailVerification });
}
