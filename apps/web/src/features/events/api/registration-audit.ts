import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistrationAuditEntry } from '@ringside/contract';
import { api } from '../../../lib/api-client';

/** A fighter's registrations change a handful of times each: one page holds every entry of them all. */
const HISTORY_SIZE = 100;

/** A fighter asking gets only their own registrations' entries, newest first, whatever the filters say. */
export const searchMyRegistrationAudit = () =>
  api.post('/audit-logs/event-registrations/search/all', {
    body: {
      page: 1,
      pageSize: HISTORY_SIZE,
    },
  });

export const myRegistrationAuditQuery = (userId: string) =>
  queryOptions({
    queryKey: ['events', 'mine', userId, 'audit'],
    queryFn: searchMyRegistrationAudit,
    select: (page) => {
      const byRegistration = new Map<string, RegistrationAuditEntry[]>();
      for (const entry of page.items) {
        const list = byRegistration.get(entry.registrationId) ?? [];
        list.push(entry);
        byRegistration.set(entry.registrationId, list);
      }
      return byRegistration;
    },
  });

/** Who changed each registration, when, from what to what and why; keyed by registration id. */
export function useMyRegistrationAudit(userId: string) {
  return useQuery(myRegistrationAuditQuery(userId));
}
