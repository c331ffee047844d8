import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../../lib/api-client';

type RegistrationAuditSearchRequest = ApiBody<'post', '/audit-logs/event-registrations/search/all'>;

export const REGISTRATION_AUDIT_KEY = 'admin-registration-audit';

export const searchRegistrationAudit = (body: RegistrationAuditSearchRequest) =>
  api.post('/audit-logs/event-registrations/search/all', { body });

/** Every change of registrations (who, when, from, to, why), newest first; `enabled` waits for a panel to open. */
export function useRegistrationAudit(body: RegistrationAuditSearchRequest, enabled = true) {
  return useQuery({
    queryKey: [REGISTRATION_AUDIT_KEY, body],
    queryFn: () => searchRegistrationAudit(body),
    placeholderData: keepPreviousData,
    enabled,
  });
}
