import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../../lib/api-client';

type EventRegistrationSearchRequest = ApiBody<'post', '/event-registrations/search/all'>;
import { ADMIN_EVENTS_KEY } from './admin-events';
import { FIGHTER_POOL_KEY } from './admin-fighter-pool';
import { REGISTRATION_AUDIT_KEY } from './admin-registration-audit';

const REGISTRATIONS_KEY = 'admin-event-registrations';

export const registrationsQuery = (body: EventRegistrationSearchRequest) =>
  queryOptions({
    queryKey: [REGISTRATIONS_KEY, body],
    queryFn: () => api.post('/event-registrations/search/all', { body }),
    placeholderData: keepPreviousData,
    // Fighters and fans change these lists from elsewhere: each visit asks again.
    staleTime: 0,
  });

/** Back office: fighter registrations, pending first (oldest sent first), then the decided ones. */
export function useRegistrations(body: EventRegistrationSearchRequest) {
  return useQuery(registrationsQuery(body));
}

type Decision = { registrationId: string } & (
  { status: 'ACCEPTED'; note?: string } | { status: 'REJECTED'; reason: string }
);

export const decideRegistration = (decision: Decision) =>
  decision.status === 'ACCEPTED'
    ? api.post('/event-registrations/{registrationId}/accept', {
        path: { registrationId: decision.registrationId },
        body: { note: decision.note },
      })
    : api.post('/event-registrations/{registrationId}/reject', {
        path: { registrationId: decision.registrationId },
        body: { reason: decision.reason },
      });

/** Accepts or rejects a registration; the lists, the audit log and the events' counts are fetched again. */
export function useDecideRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRegistration,
    onSuccess: () =>
      Promise.all(
        [REGISTRATIONS_KEY, REGISTRATION_AUDIT_KEY, ADMIN_EVENTS_KEY, FIGHTER_POOL_KEY].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  });
}
