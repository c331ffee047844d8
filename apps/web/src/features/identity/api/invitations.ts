import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateInvitationRequest, Invitation, Page } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';

type InvitationFilter = { status?: 'PENDING' | 'ACCEPTED' | 'EXPIRED'; page: number; pageSize: number };

export const createInvitation = (body: CreateInvitationRequest) =>
  untypedApi<Invitation>('POST', '/customers/invitations', body);
export const searchInvitations = (body: InvitationFilter) =>
  untypedApi<Page<Invitation>>('POST', '/customers/invitations/search', body);

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
