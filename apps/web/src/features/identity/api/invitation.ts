import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getInvitation = (reference: string) => api.get('/invitations/{reference}', { path: { reference } });

/** The invitation a sign-up link carries, to pre-fill and lock the invited email. */
export function useInvitation(reference: string | null) {
  return useQuery({
    queryKey: ['invitation', reference],
    queryFn: () => getInvitation(reference ?? ''),
    enabled: Boolean(reference),
    retry: false,
  });
}

/** The same for the sign-up page, which explains a bad link in the form itself rather than a notification. */
export function useSignUpInvitation(reference: string | null) {
  return useQuery({
    queryKey: ['invitation', reference],
    queryFn: () => getInvitation(reference ?? ''),
    enabled: Boolean(reference),
    retry: false,
    meta: { silent: true },
  });
}
