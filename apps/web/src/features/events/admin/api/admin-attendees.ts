import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { ADMIN_EVENTS_KEY } from './admin-events';

const ATTENDEES_KEY = 'admin-attendees';

interface AttendeeSearch {
  query?: string;
  checkedIn?: boolean;
  page: number;
  pageSize: number;
}

/** The event's ticket holders, with masked contact and check-in time. */
export function useAttendees(eventId: string, body: AttendeeSearch) {
  return useQuery({
    queryKey: [ATTENDEES_KEY, eventId, body],
    queryFn: () => api.post('/events/{eventId}/attendees/search', { path: { eventId }, body }),
    placeholderData: keepPreviousData,
    // Fighters and fans change these lists from elsewhere: each visit asks again.
    staleTime: 0,
  });
}

export const checkIn = ({ eventId, code }: { eventId: string; code: string }) =>
  api.post('/events/{eventId}/check-ins', { path: { eventId }, body: { code } });

/** Checks a ticket in at the door; the screen shows every answer (refusals included) itself. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    meta: { silent: true },
    // The counts refresh in the background: the door is ready for the next code at once.
    onSuccess: (_result, { eventId }) => {
      void queryClient.invalidateQueries({ queryKey: [ATTENDEES_KEY, eventId] });
      void queryClient.invalidateQueries({ queryKey: [ADMIN_EVENTS_KEY] });
    },
  });
}
