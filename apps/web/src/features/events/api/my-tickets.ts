import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getMyTickets = () => api.get('/tickets');

/** Keyed by the account so that another account signing in on this tab never sees these tickets. */
export const myTicketsQuery = (userId: string) =>
  queryOptions({ queryKey: ['events', 'mine', userId, 'tickets'], queryFn: getMyTickets });

/** The caller's tickets, upcoming events first; `userId` undefined (signed out) asks nothing. */
export function useMyTickets(userId: string | undefined) {
  return useQuery({ ...myTicketsQuery(userId ?? ''), enabled: Boolean(userId) });
}
