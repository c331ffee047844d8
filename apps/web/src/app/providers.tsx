import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PublicConfig } from '@ringside/contract';
import { type ReactNode, useState } from 'react';
import { PublicConfigContext } from '../lib/public-config';
import { createQueryClient } from './query-client';

/**
 * The site's settings and the query cache, around every page. antd's theme is not here: it wraps only the areas
 * that use antd (AntdArea), so the reading pages load none of it (decision 43).
 * `queryClient`: the server renderer's own, per request; the browser makes one.
 */
export function Providers({
  config,
  queryClient: given,
  children,
}: {
  config: PublicConfig;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <PublicConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </PublicConfigContext.Provider>
  );
}
