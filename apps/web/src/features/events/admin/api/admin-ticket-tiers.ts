import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../../lib/api-client';
import { ADMIN_EVENTS_KEY } from './admin-events';
import { storeAdminEvent } from './admin-event-cache';

export type TicketTierFields = ApiBody<'post', '/events/{eventId}/ticket-tiers'>;

export const ticketTiersQuery = (eventId: string) =>
  queryOptions({
    queryKey: [ADMIN_EVENTS_KEY, 'tiers', eventId],
    queryFn: async () => (await api.get('/events/{eventId}/ticket-tiers', { path: { eventId } })).items,
  });

/** Back office (BOOKINGANDTICKETING): an event's ticket tiers with seats sold, held and left. */
export function useTicketTiers(eventId: string) {
  return useQuery(ticketTiersQuery(eventId));
}

export const saveTicketTier = ({
  eventId,
  tierId,
  fields,
}: {
  eventId: string;
  tierId?: string;
  fields: TicketTierFields;
}) =>
  tierId
    ? api.put('/events/{eventId}/ticket-tiers/{tierId}', { path: { eventId, tierId }, body: fields })
    : api.post('/events/{eventId}/ticket-tiers', { path: { eventId }, body: fields });

/** Adds a tier (no id) or changes one; the dialog shows field errors, so none is reported here. */
export function useSaveTicketTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTicketTier,
    meta: { silent: true },
    onSuccess: (_tier, { eventId }) =>
      queryClient.invalidateQueries({ queryKey: [ADMIN_EVENTS_KEY, 'tiers', eventId] }),
  });
}

/** A cancelled event's refund report (TRANSACTION), asked again every few seconds while refunds are under way. */
export function useEventRefunds(eventId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [ADMIN_EVENTS_KEY, 'refunds', eventId],
    queryFn: async () => {
      const report = await api.get('/events/{eventId}/refunds', { path: { eventId } });
      // Each refund gives its seats back: the tiers beside the report follow.
      void queryClient.invalidateQueries({ queryKey: [ADMIN_EVENTS_KEY, 'tiers', eventId] });
      return report;
    },
    enabled,
    refetchInterval: (query) => ((query.state.data?.totals.pending ?? 0) > 0 ? 3000 : false),
  });
}

export function useRetryRefunds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => api.post('/events/{eventId}/refunds/retry', { path: { eventId } }),
    onSuccess: (report, eventId) => queryClient.setQueryData([ADMIN_EVENTS_KEY, 'refunds', eventId], report),
  });
}

/** Moves an event to a new date (everyone concerned is told by the server). */
export function usePostponeEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, startsAt, reason }: { eventId: string; startsAt: string; reason?: string }) =>
      api.post('/events/{eventId}/postpone', {
        path: { eventId },
        body: { startsAt, ...(reason ? { reason } : {}) },
      }),
    meta: { silent: true },
    onSuccess: (event) => storeAdminEvent(queryClient, event),
  });
}
