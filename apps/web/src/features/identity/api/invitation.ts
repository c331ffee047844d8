import { useQuery } from '@tanstack/react-query';
import type { PublicInvitation } from '@ringside/contract';
import { api } from '../../../lib/api-client';

export const getInvitation = (reference: string) => api<PublicInvitation>('GET', `/invitations/${encodeURIComponent(reference)}`);

/** The invitation a sign-up link carries, to pre-fill and lock the invited email. */
export function useInvitation(reference: string | null) {
  return useQuery({ queryKey: ['invitation', reference], queryFn: () => getInvitation(reference ?? ''), enabled: Boolean(reference), retry: false });
}
