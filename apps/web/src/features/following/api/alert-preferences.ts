import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateAlertPreferencesRequest } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/feedback';
import { subscribeThisBrowser, unsubscribeThisBrowser } from './push-subscription';

export const alertPreferencesQuery = (userId: string) =>
  queryOptions({ queryKey: ['alerts', 'preferences', userId], queryFn: () => api.get('/alerts/preferences') });

export function useAlertPreferences(userId: string) {
  return useQuery(alertPreferencesQuery(userId));
}

export function useUpdateAlertPreferences(userId: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (body: UpdateAlertPreferencesRequest) => api.put('/alerts/preferences', { body }),
    onSuccess: (preferences) => {
      queryClient.setQueryData(alertPreferencesQuery(userId).queryKey, preferences);
      showSuccess(t('alerts.saved'));
    },
  });
}

/** Turns notifications on or off on this device: the browser's subscription, then the server's copy of it. */
export function usePushOnThisDevice(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ on, serverKey }: { on: boolean; serverKey: string }) => {
      if (!on) {
        const endpoint = await unsubscribeThisBrowser();
        return endpoint ? api.post('/alerts/push/remove', { body: { endpoint } }) : undefined;
      }
      return api.post('/alerts/push', { body: await subscribeThisBrowser(serverKey) });
    },
    onSuccess: (preferences) => {
      if (preferences) queryClient.setQueryData(alertPreferencesQuery(userId).queryKey, preferences);
    },
  });
}

export const unsubscribeByLink = (token: string) => api.post('/alerts/unsubscribe', { query: { token } });
