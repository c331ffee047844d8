import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { myTicketsQuery } from './my-tickets';

export const attendEvent = (eventId: string) =>
  api.post('/events/{eventId}/attendance', { path: { eventId }, body: {} });
export const giveUpPlace = (eventId: string) => api.delete('/events/{eventId}/attendance', { path: { eventId } });

/** Seats taken change with every ticket: the event pages and the caller's tickets are read again. */
function useAttendanceMutation<T>(userId: string, call: (eventId: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: myTicketsQuery(userId).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['events', 'public', 'detail'] });
    },
  });
}

/** Register to attend: a free ticket with its QR code. */
export const useAttendEvent = (userId: string) => useAttendanceMutation(userId, attendEvent);

/** Give the place back (not once checked in). */
export const useGiveUpPlace = (userId: string) => useAttendanceMutation(userId, giveUpPlace);
