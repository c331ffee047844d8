import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function uploadFighterPhotoForStaff({ fighterId, file }: { fighterId: string; file: File }) {
  const form = new FormData();
  form.append('photo', file);
  return api.post('/fighter-profiles/admin/{fighterId}/photo', { path: { fighterId }, body: form });
}

/** Uploads a replacement photo for a fighter; the edit form then saves its id with the other fields. */
export function useUploadFighterPhotoForStaff() {
  return useMutation({ mutationFn: uploadFighterPhotoForStaff });
}
