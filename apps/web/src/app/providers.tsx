import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import neNP from 'antd/locale/ne_NP';
import type { PublicConfig } from '@ringside/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackBridge, NOTIFICATION_CONFIG, TOAST_CONFIG } from '../lib/feedback';
import { PublicConfigContext } from '../lib/public-config';
import { createQueryClient } from './query-client';

export function Providers({ config, children }: { config: PublicConfig; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
