import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const continueWatchingKey = ['videos', 'mine', 'continue-watching'] as const;

/**
 * The signed-in viewer's Continue watching row (nothing asked for visitors). Read on every visit of a page showing
 * it: a video watched a moment ago must be there, and where it stopped.
 */
export function useContinueWatching() {
  const session = useSession();
  return useQuery({
    queryKey: [...continueWatchingKey, session?.userId ?? ''],
    queryFn: () => api.get('/videos/continue-watching'),
    enabled: session !== null,
    staleTime: 0,
    // A row that cannot be read is simply not shown.
    meta: { silent: true },
  });
}
