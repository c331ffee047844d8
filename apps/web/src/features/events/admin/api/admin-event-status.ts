import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminEvent } from '@ringside/contract';
import { untypedApi } from '../../../../lib/api-client';
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
}) => untypedApi<AdminEvent>('POST', `/events/${eventId}/${action}`, action === 'cancel' ? { reason } : undefined);

/** Publish, go live, complete, or cancel (with the reason fans read). */
export function useChangeEventStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEventStatus,
    onSuccess: (event) => storeAdminEvent(queryClient, event),
  });
}
