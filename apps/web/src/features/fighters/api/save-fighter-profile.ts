import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FighterProfile, FighterProfileRequest } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';
import { myFighterProfileQuery } from './my-fighter-profile';

export interface SaveFighterProfile {
  /** PUT replaces an existing application (every field is sent); POST creates the first one. */
  exists: boolean;
  body: FighterProfileRequest;
}

export const saveFighterProfile = ({ exists, body }: SaveFighterProfile) =>
  untypedApi<FighterProfile>(exists ? 'PUT' : 'POST', '/fighter-profiles', body);

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
