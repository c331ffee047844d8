import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

export const fetchAdminSections = () => api.get('/dashboard/sections');

export const adminSectionsQuery = queryOptions({
  queryKey: contentKeys.adminSections,
  queryFn: fetchAdminSections,
  staleTime: 0,
});

/** Every home section in order (inactive ones too), each with what fans see of it now. */
export function useAdminSections() {
  return useQuery(adminSectionsQuery);
}
