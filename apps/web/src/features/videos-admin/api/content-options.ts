import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Artwork, Publication, VideoStatus } from '@ringside/contract';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { VIDEOS_ADMIN_KEY } from './keys';

/** A video or showcase offered by a picker. Drafts carry their state; what fans see has none. */
export interface ContentOption {
  id: string;
  title: string;
  poster: Artwork | null;
  status?: VideoStatus;
  publication?: Publication;
}

/**
 * Videos by title for a picker. Staff holding DASHBOARD find drafts and unfinished ones too; the others find what
 * fans see (published videos).
 */
export function useVideoOptions(query: string | undefined, enabled = true) {
  const staff = useSession()?.permissions.includes('DASHBOARD') ?? false;
  return useQuery({
    queryKey: [VIDEOS_ADMIN_KEY, 'options', 'videos', staff, query],
    queryFn: async (): Promise<ContentOption[]> => {
      const body = { query, page: 1, pageSize: 20 };
      if (!staff) return (await api.post('/videos/search/all', { body })).items;
      const page = await api.post('/videos/admin/search', { body });
      return page.items.map((video) => ({
        id: video.id,
        title: video.title,
        poster: video.poster,
        status: video.processing.status,
        publication: video.publication,
      }));
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Showcases for a picker: every one for DASHBOARD (searched by title), else the published ones. */
export function useShowcaseOptions(query: string | undefined, enabled = true) {
  const staff = useSession()?.permissions.includes('DASHBOARD') ?? false;
  return useQuery({
    queryKey: [VIDEOS_ADMIN_KEY, 'options', 'showcases', staff, staff ? query : undefined],
    queryFn: async (): Promise<ContentOption[]> => {
      if (!staff) return (await api.post('/showcases/search/all', { body: { page: 1, pageSize: 48 } })).items;
      const page = await api.post('/showcases/admin/search', { body: { query, page: 1, pageSize: 20 } });
      return page.items.map((item) => ({
        id: item.id,
        title: item.title,
        poster: item.poster,
        publication: item.publication,
      }));
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}
