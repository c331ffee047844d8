import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client';

type InvitationFilter = { status?: 'PENDING' | 'ACCEPTED' | 'EXPIRED'; page: number; pageSize: number };

export const createInvitation = (body: ApiBody<'post', '/customers/invitations'>) =>
  api.post('/customers/invitations', { body });
export const searchInvitations = (body: InvitationFilter) => api.post('/customers/invitations/search', { body });

/** Invitations sent: all of them for staff with USERS, their own for an agent. */
export function useInvitations(filter: InvitationFilter) {
  return useQuery({
    queryKey: ['invitations', filter],
    queryFn: () => searchInvitations(filter),
    placeholderData: keepPreviousData,
  });
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['invitations'] }),
  });
}
