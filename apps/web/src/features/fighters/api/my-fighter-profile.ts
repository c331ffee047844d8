import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';

/** The caller's own application, or null before there is one (ALIAEEN002, the spec's "fighter form not found"). */
export async function getMyFighterProfile() {
  try {
    return await api.get('/fighter-profiles');
  } catch (error) {
    if (error instanceof ApiError && error.code === 'ALIAEEN002') return null;
    throw error;
  }
}

/** Keyed by the account so that another account signing in on this tab never sees a cached application. */
export const myFighterProfileQuery = (userId: string) =>
  queryOptions({ queryKey: ['fighters', 'mine', userId, 'profile'], queryFn: getMyFighterProfile });

/** `enabled` false (the status says there is no application yet) skips a call that could only answer 404. */
export function useMyFighterProfile(userId: string, enabled = true) {
  return useQuery({ ...myFighterProfileQuery(userId), enabled });
}
