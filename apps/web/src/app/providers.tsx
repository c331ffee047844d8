import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import neNP from 'antd/locale/ne_NP';
import type { PublicConfig } from '@ringside/contract';
import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackBridge, NOTIFICATION_CONFIG, TOAST_CONFIG } from '../lib/feedback';
import { PublicConfigContext } from '../lib/public-config';
import { createQueryClient } from './query-client';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const watchReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Visitors who ask their system for less motion get no interface animations. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    watchReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** `queryClient`: the server renderer's own, per request; the browser makes one. */
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
  const reducedMotion = usePrefersReducedMotion();
  const { i18n } = useTranslation();
  return (
    <PublicConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider
          locale={i18n.language === 'ne' ? neNP : enUS}
          theme={{
            algorithm: theme.defaultAlgorithm,
            token: {
              colorPrimary: config.brand.primaryColor,
              colorLink: config.brand.primaryColor,
              borderRadius: 8,
              motion: !reducedMotion,
              fontFamily:
                "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Helvetica Neue', Arial, sans-serif",
            },
          }}
        >
          <AntApp message={TOAST_CONFIG} notification={NOTIFICATION_CONFIG}>
            <FeedbackBridge />
            {children}
          </AntApp>
        </ConfigProvider>
      </QueryClientProvider>
    </PublicConfigContext.Provider>
  );
}
