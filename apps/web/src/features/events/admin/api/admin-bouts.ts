import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, type ApiBody, api } from '../../../../lib/api-client';
import { storeAdminEvent } from './admin-event-cache';
import { adminEventQuery } from './admin-events';
import { FIGHTER_POOL_KEY } from './admin-fighter-pool';

// Every card call answers with the whole event, which replaces the cached one.
type CardAnswer = ApiAnswer<'post', '/events/{eventId}/bouts'>;

export type BoutFields = ApiBody<'post', '/events/{eventId}/bouts'>;
export type BoutResultRequest = ApiBody<'put', '/events/{eventId}/bouts/{boutId}/result'>;

export const saveBout = ({ eventId, boutId, fields }: { eventId: string; boutId?: string; fields: BoutFields }) =>
  boutId
    ? api.put('/events/{eventId}/bouts/{boutId}', { path: { eventId, boutId }, body: fields })
    : api.post('/events/{eventId}/bouts', { path: { eventId }, body: fields });

export const removeBout = ({ eventId, boutId }: { eventId: string; boutId: string }) =>
  api.delete('/events/{eventId}/bouts/{boutId}', { path: { eventId, boutId } });

export const reorderBouts = ({ eventId, boutIds }: { eventId: string; boutIds: string[] }) =>
  api.put('/events/{eventId}/bouts/order', { path: { eventId }, body: { boutIds } });

export const saveResult = ({
  eventId,
  boutId,
  result,
}: {
  eventId: string;
  boutId: string;
  result: BoutResultRequest;
}) => api.put('/events/{eventId}/bouts/{boutId}/result', { path: { eventId, boutId }, body: result });

export const clearResult = ({ eventId, boutId }: { eventId: string; boutId: string }) =>
  api.delete('/events/{eventId}/bouts/{boutId}/result', { path: { eventId, boutId } });

/** A card change whose answer is the whole event. `silent` leaves the error to the form that shows it. */
function useCardMutation<V>(mutationFn: (variables: V) => Promise<CardAnswer>, silent = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent },
    onSuccess: (event) => {
      // Who is "on the card" in the fighter pool changes with the card.
      void queryClient.invalidateQueries({ queryKey: [FIGHTER_POOL_KEY, event.id] });
      return storeAdminEvent(queryClient, event);
    },
  });
}

export const useSaveBout = () => useCardMutation(saveBout, true);
export const useRemoveBout = () => useCardMutation(removeBout);
export const useSaveResult = () => useCardMutation(saveResult, true);
export const useClearResult = () => useCardMutation(clearResult);

/** Saves the card's new order; the card shows it at once and goes back if the server refuses. */
export function useReorderBouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderBouts,
    onMutate: async ({ eventId, boutIds }) => {
      const key = adminEventQuery(eventId).queryKey;
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before) {
        const position = new Map(boutIds.map((id, index) => [id, index + 1]));
        const fightCard = before.fightCard
          .map((bout) => ({ ...bout, order: position.get(bout.id) ?? bout.order }))
          .sort((a, b) => a.order - b.order);
        queryClient.setQueryData(key, { ...before, fightCard });
      }
      return { before };
    },
    onError: (_error, { eventId }, context) => {
      if (context?.before) queryClient.setQueryData(adminEventQuery(eventId).queryKey, context.before);
    },
    onSuccess: (event) => storeAdminEvent(queryClient, event),
  });
}
