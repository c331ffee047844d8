import { useMutation } from '@tanstack/react-query';
import type { ErrorResponse, FighterPhoto } from '@ringside/contract';
import { ApiError } from '../../../lib/api-client';
import { deviceToken } from '../../../lib/device-token';
import { currentLanguage } from '../../../lib/language';
import { clearSession, currentSession, replaceToken, tokenProblem } from '../../../lib/session';

/**
 * `POST /fighter-profiles/photo` (multipart field `photo`). The same headers and answers as the api client,
 * but over XMLHttpRequest: fetch cannot report upload progress, and a photo on a slow mobile connection
 * takes long enough to need it.
 */
export function uploadFighterPhoto(file: Blob, onProgress?: (percent: number) => void): Promise<FighterPhoto> {
  const session = currentSession();
  if (session && tokenProblem(session.token)) clearSession('expired');
  const token = currentSession()?.token;
  const form = new FormData();
  form.append('photo', file, file instanceof File ? file.name : 'photo.jpg');

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/v1/fighter-profiles/photo');
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('accept-language', currentLanguage());
    request.setRequestHeader('device-token', deviceToken());
    if (token) request.setRequestHeader('x-xsrf-token', token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError(0, undefined, 'Server error. Please try again.'));
    request.onload = () => {
      const fresh = request.getResponseHeader('x-xsrf-token');
      if (fresh) replaceToken(fresh);
      let payload: { data?: FighterPhoto } | ErrorResponse | undefined;
      try {
        payload = JSON.parse(request.responseText) as typeof payload;
      } catch {
        payload = undefined;
      }
      if (request.status === 200 && payload && 'data' in payload && payload.data) return resolve(payload.data);
      const error = payload && 'code' in payload ? payload : undefined;
      if (request.status === 401 && token) clearSession('multiple-login');
      reject(
        new ApiError(
          request.status,
          error?.code,
          error?.message ?? request.statusText,
          error?.fieldErrors,
          error?.details,
        ),
      );
    };
    request.send(form);
  });
}

export function useUploadFighterPhoto() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: Blob; onProgress?: (percent: number) => void }) =>
      uploadFighterPhoto(file, onProgress),
  });
}
