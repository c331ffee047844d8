import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getVideoHome = () => api.get('/videos/home');

/** The hub's landing: featured, latest, showcases and a row per category. */
export const videoHomeQuery = () =>
  queryOptions({ queryKey: ['videos', 'public', 'home'], queryFn: getVideoHome, meta: { silent: true } });

export function useVideoHome() {
  return useQuery(videoHomeQuery());
}
