import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type ApiBody, api } from '../../../lib/api-client';

type EventRegistrationRequest = ApiBody<'post', '/event-registrations'>;

export const getMyRegistrations = (eventId?: string) => api.get('/event-registrations', { query: { eventId } });

/** The caller's registrations to compete, latest first; `eventId` keeps one event's. Weight class names are
 * in the request's language. */
export const myRegistrationsQuery = (userId: string, language: string, eventId?: string) =>
  queryOptions({
    queryKey: ['events', 'mine', userId, 'registrations', language, eventId ?? 'all'],
    queryFn: () => getMyRegistrations(eventId),
  });

export function useMyRegistrations(userId: string | undefined, eventId?: string) {
  const { i18n } = useTranslation();
  return useQuery({ ...myRegistrationsQuery(userId ?? '', i18n.language, eventId), enabled: Boolean(userId) });
}

export const registerForEvent = (body: EventRegistrationRequest) => api.post('/event-registrations', { body });

/** Register to compete, or Re-Apply after a rejection; the form shows what went wrong. */
export function useRegisterForEvent(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerForEvent,
    meta: { silent: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['events', 'mine', userId] }),
  });
}
