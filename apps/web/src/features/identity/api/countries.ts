import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getCountries = () => api.get('/public/countries');

/** Countries with demonyms and dial codes (Nepal first), fetched once: the list stays out of the first page. */
export function useCountries() {
  return useQuery({
    queryKey: ['countries'],
    queryFn: getCountries,
    staleTime: Number.POSITIVE_INFINITY,
    select: (data) => data.items,
  });
}
