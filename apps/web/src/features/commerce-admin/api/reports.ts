import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportGroup } from '@ringside/contract';
import { type ApiPath, api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { COMMERCE_ADMIN_KEY } from './keys';

/** Back office (TRANSACTION): sales of a period of Kathmandu days, by day, event, product type or gateway. */
export function useSalesReport(period: { from: string; to: string } | null, groupBy: ReportGroup) {
  return useQuery({
    queryKey: [COMMERCE_ADMIN_KEY, 'reports', 'sales', period?.from, period?.to, groupBy],
    queryFn: () => api.post('/reports/sales', { body: { from: period?.from ?? '', to: period?.to ?? '', groupBy } }),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
}

/** How many upcoming events are looked through for the next one that sells seats. */
const UPCOMING_LOOKED_AT = 6;

/**
 * The next upcoming event with ticket tiers, and its seats (TRANSACTION): the soonest published events, asked in
 * turn until one has tiers (usually the first); null when none of them sells seats.
 */
export function useNextEventTiers(enabled: boolean) {
  return useQuery({
    queryKey: [COMMERCE_ADMIN_KEY, 'reports', 'next-event-tiers'],
    queryFn: async () => {
      const upcoming = await api.post('/events/search/all', {
        body: { period: 'UPCOMING', page: 1, pageSize: UPCOMING_LOOKED_AT },
      });
      for (const event of upcoming.items) {
        if (event.status === 'CANCELLED') continue;
        const report = await api.get('/reports/tiers', { query: { eventId: event.id } });
        if (report.items.length) return { event, report };
      }
      return null;
    },
    enabled,
    refetchInterval: 60_000,
  });
}

/** Downloads the purchases of a period as CSV; the browser saves it. */
export function downloadPurchasesCsv(period: { from: string; to: string }): Promise<void> {
  const path: ApiPath<'get'> = '/reports/purchases.csv';
  return downloadFile(`${path}?${new URLSearchParams(period).toString()}`, {
    accept: 'text/csv',
    fallbackName: `purchases-${period.from}-${period.to}.csv`,
  });
}
