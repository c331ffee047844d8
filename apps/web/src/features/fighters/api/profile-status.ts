import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';

export const getProfileStatus = () => api.get('/customers/profile-status');

/** The message comes in the request's language. */
export const profileStatusQuery = (userId: string, language: string) =>
  queryOptions({ queryKey: ['fighters', 'mine', userId, 'status', language], queryFn: getProfileStatus });

/** NONE, DRAFT, PENDING, APPROVED or REJECTED, with the spec's message and the rejection reason. */
export function useProfileStatus(userId: string) {
  const { i18n } = useTranslation();
  return useQuery(profileStatusQuery(userId, i18n.language));
}
