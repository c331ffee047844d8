import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Follows } from '@ringside/contract';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export type FollowTarget = 'fighters' | 'events';

const NONE: Follows = { fighterIds: [], eventIds: [] };

/** What the signed-in fan follows: every follow button on a page reads this one list. */
export const followsQuery = (userId: string) =>
  queryOptions({ queryKey: ['follows', userId], queryFn: () => api.get('/follows'), staleTime: 60_000 });

export function useFollows(): Follows {
  const session = useSession();
  const follows = useQuery({
    ...followsQuery(session?.userId ?? ''),
    enabled: Boolean(session),
    meta: { silent: true },
  });
  return follows.data ?? NONE;
}

/** Follows or stops following; the button turns at once and turns back if the call fails. */
export function useToggleFollow(target: FollowTarget, id: string) {
  const session = useSession();
  const queryClient = useQueryClient();
  const key = followsQuery(session?.userId ?? '').queryKey;
  const field = target === 'fighters' ? 'fighterIds' : 'eventIds';
  return useMutation({
    mutationFn: (follow: boolean) =>
      follow
        ? api.put(`/follows/${target}/{id}`, { path: { id } })
        : api.delete(`/follows/${target}/{id}`, { path: { id } }),
    onMutate: async (follow: boolean) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      const list = (before ?? NONE)[field].filter((other) => other !== id);
      queryClient.setQueryData(key, { ...(before ?? NONE), [field]: follow ? [id, ...list] : list });
      return { before };
    },
    onError: (_error, _follow, context) => queryClient.setQueryData(key, context?.before),
    onSuccess: (follows) => queryClient.setQueryData(key, follows),
  });
}
