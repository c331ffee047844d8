import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductType } from '@ringside/contract';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { COMMERCE_ADMIN_KEY } from './keys';

/** Something a product can sell, as a picker offers it. */
export interface SellableOption {
  id: string;
  title: string;
  /** A short fact to tell similar ones apart: a draft, an event's date. */
  startsAt?: string;
  draft?: boolean;
}

type Titled = { id: string; title: string; publication?: string };

/**
 * Videos, events or showcases by title for the product dialog. Each back-office search needs its own area
 * (DASHBOARD for videos and showcases, BOOKINGANDTICKETING for events); staff without it search what fans see.
 */
export function useSellableOptions(kind: ProductType, query: string | undefined, enabled = true) {
  const permissions = useSession()?.permissions ?? [];
  const content = permissions.includes('DASHBOARD');
  const events = permissions.includes('BOOKINGANDTICKETING');
  const admin = kind === 'LIVE_EVENT' ? events : content;
  return useQuery({
    queryKey: [COMMERCE_ADMIN_KEY, 'options', kind, admin, query],
    queryFn: async (): Promise<SellableOption[]> => {
      const body = { query, page: 1, pageSize: 20 };
      if (kind === 'LIVE_EVENT') {
        const page = admin
          ? await api.post('/events/admin/search', { body })
          : await api.post('/events/search/all', { body });
        return page.items.map((event) => ({
          id: event.id,
          title: event.name,
          startsAt: event.startsAt,
          draft: event.status === 'DRAFT',
        }));
      }
      const items: Titled[] = (
        kind === 'VIDEO'
          ? admin
            ? await api.post('/videos/admin/search', { body })
            : await api.post('/videos/search/all', { body })
          : admin
            ? await api.post('/showcases/admin/search', { body })
            : // The public showcase list takes no search: it is short, and filtered here.
              await api.post('/showcases/search/all', { body: { page: 1, pageSize: 48 } })
      ).items;
      const needle = query?.toLowerCase();
      return items
        .filter((item) => !needle || item.title.toLowerCase().includes(needle))
        .map((item) => ({ id: item.id, title: item.title, draft: item.publication === 'DRAFT' }));
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}
