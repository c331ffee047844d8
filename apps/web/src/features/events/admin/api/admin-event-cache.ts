import type { QueryClient } from '@tanstack/react-query';
import type { AdminEvent } from '@ringside/contract';
import { ADMIN_EVENTS_KEY, adminEventQuery } from './admin-events';

/**
 * After a staff action answered with the whole event: the answer replaces the cached event at once, and the
 * lists (their counts, statuses and headlines) are fetched again.
 */
export function storeAdminEvent(queryClient: QueryClient, event: AdminEvent) {
  queryClient.setQueryData(adminEventQuery(event.id).queryKey, event);
  return queryClient.invalidateQueries({ queryKey: [ADMIN_EVENTS_KEY, 'list'] });
}
