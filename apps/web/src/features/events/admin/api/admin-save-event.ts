import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../../lib/api-client';

export type EventFields = ApiBody<'post', '/events'>;
import { storeAdminEvent } from './admin-event-cache';

export const saveEvent = ({ eventId, fields }: { eventId?: string; fields: EventFields }) =>
  eventId ? api.put('/events/{eventId}', { path: { eventId }, body: fields }) : api.post('/events', { body: fields });

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
