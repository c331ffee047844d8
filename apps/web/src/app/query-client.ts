import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import i18n from '../i18n';
import { ApiError } from '../lib/api-client';
import { errorText, isSilent } from '../lib/error-message';
import { showError } from '../lib/feedback';

function report(error: unknown, meta: Record<string, unknown> | undefined) {
  if (meta?.silent || isSilent(error)) return;
  showError(errorText(error, i18n.t('feedback.networkError')));
}

/** Failed calls show one error notification here, unless the query or mutation says `meta: { silent: true }`. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => report(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => error instanceof ApiError && error.isNetworkError && count < 2,
      },
      mutations: { retry: false },
    },
  });
}
