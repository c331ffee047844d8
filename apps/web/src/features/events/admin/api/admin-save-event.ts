import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminEvent, EventFields } from '@ringside/contract';
import { untypedApi } from '../../../../lib/api-client';
import { storeAdminEvent } from './admin-event-cache';

export const saveEvent = ({ eventId, fields }: { eventId?: string; fields: EventFields }) =>
  eventId ? untypedApi<AdminEvent>('PUT', `/events/${eventId}`, fields) : untypedApi<AdminEvent>('POST', '/events', fields);

/** Creates an event (a draft) or replaces an existing event's details. */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    // Field errors are shown on the form's fields; the form reports the others.
    meta: { silent: true },
    onSuccess: (event) => storeAdminEvent(queryClient, event),
  });
}
