import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { storeAdminEvent } from './admin-event-cache';

export const EVENT_ACTIONS = ['publish', 'live', 'complete', 'cancel'] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];

export const changeEventStatus = ({
  eventId,
  action,
  reason,
}: {
  eventId: string;
  action: EventAction;
  reason?: string;
}) => {
  const path = { eventId };
  switch (action) {
    case 'publish':
      return api.post('/events/{eventId}/publish', { path });
    case 'live':
      return api.post('/events/{eventId}/live', { path });
    case 'complete':
      return api.post('/events/{eventId}/complete', { path });
    case 'cancel':
      return api.post('/events/{eventId}/cancel', { path, body: { reason: reason ?? '' } });
  }
};

/** Publish, go live, complete, or cancel (with the reason fans read). */
export function useChangeEventStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEventStatus,
    onSuccess: (event) => storeAdminEvent(queryClient, event),
  });
}
