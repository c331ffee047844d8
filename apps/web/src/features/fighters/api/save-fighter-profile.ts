import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client';
import { myFighterProfileQuery } from './my-fighter-profile';

/** The application as the fighter sends it (PUT and POST take the same body). */
export type FighterProfileRequest = ApiBody<'post', '/fighter-profiles'>;

export interface SaveFighterProfile {
  /** PUT replaces an existing application (every field is sent); POST creates the first one. */
  exists: boolean;
  body: FighterProfileRequest;
}

export const saveFighterProfile = ({ exists, body }: SaveFighterProfile) =>
  exists ? api.put('/fighter-profiles', { body }) : api.post('/fighter-profiles', { body });

/** Saves a draft or (with `submit: true`) sends the application for review. */
export function useSaveFighterProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFighterProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(myFighterProfileQuery(userId).queryKey, profile);
      // Status, history and, for live changes of an approved fighter, the public pages move with it.
      void queryClient.invalidateQueries({ queryKey: ['fighters', 'mine', userId] });
      void queryClient.invalidateQueries({ queryKey: ['fighters', 'public'] });
    },
  });
}
