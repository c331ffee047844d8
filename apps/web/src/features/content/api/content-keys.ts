import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the content feature; a staff change refreshes the back-office lists and the public home. */
export const contentKeys = {
  home: ['content', 'home'] as const,
  ads: ['content', 'ads'] as const,
  adminSections: ['content', 'admin', 'sections'] as const,
  adminAds: ['content', 'admin', 'ads'] as const,
};

export function refreshSections(queryClient: QueryClient): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: contentKeys.home });
  return queryClient.invalidateQueries({ queryKey: contentKeys.adminSections });
}

export function refreshAds(queryClient: QueryClient): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: contentKeys.ads });
  return queryClient.invalidateQueries({ queryKey: contentKeys.adminAds });
}
