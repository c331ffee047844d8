import type { QueryClient } from '@tanstack/react-query';
import type { AdminShowcase } from '@ringside/contract';
import { adminShowcaseQuery } from './admin-showcases';
import { VIDEOS_ADMIN_KEY } from './keys';

/** A staff action answered with the whole showcase: it replaces the cached one, and the lists are asked again. */
export function storeAdminShowcase(queryClient: QueryClient, showcase: AdminShowcase) {
  queryClient.setQueryData(adminShowcaseQuery(showcase.id).queryKey, showcase);
  return queryClient.invalidateQueries({ queryKey: [VIDEOS_ADMIN_KEY, 'showcases', 'list'] });
}
