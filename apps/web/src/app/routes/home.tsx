import { Suspense, lazy } from 'react';
import { usePageMeta } from '../../components/use-page-meta';
import { homeSectionsQuery, useHomeSections } from '../../features/content/api/home-sections';
import { runningAdsQuery, useRunningAds } from '../../features/content/api/running-ads';
import { HomePlaceholder } from '../../features/content/components/home-placeholder';
import { HomeSectionsView } from '../../features/content/components/home-sections-view';
import { useBrandLines, usePublicConfig } from '../../lib/public-config';
import { useSession } from '../../lib/session';
import type { Prefetch } from '../routes';

// Only a home page without sections (a new installation) shows the welcome: its code stays out of every other visit.
const HomeWelcome = lazy(async () => ({
  default: (await import('../../features/content/components/home-welcome')).HomeWelcome,
}));

// Only signed-in fans have a Continue watching row: visitors' first page carries none of its code.
const ContinueWatching = lazy(async () => ({
  default: (await import('../../features/videos/components/continue-watching')).ContinueWatching,
}));

/**
 * The home page: the sections staff arrange (the next event, rows of videos, events and fighters, banners) with
 * the running ads; until there are any, the promotion's welcome and the call to sign up.
 */
export default function HomePage() {
  const { brand } = usePublicConfig();
  const { tagline, description } = useBrandLines();
  const home = useHomeSections();
  const ads = useRunningAds();
  const session = useSession();
  usePageMeta({ title: `${brand.name} | ${tagline}`, description });
  // After hydration only (the session is the browser's): the server's page is the same for everyone.
  const personal = session ? (
    <Suspense fallback={null}>
      <ContinueWatching />
    </Suspense>
  ) : null;

  const sections = home.data?.items ?? [];
  if (home.isPending) return <HomePlaceholder />;
  if (sections.length === 0)
    return (
      <Suspense fallback={<HomePlaceholder />}>
        <HomeWelcome />
      </Suspense>
    );
  return (
    <>
      {/* The sections' own titles are level 2: the page's one heading is the promotion. */}
      <h1 className="visually-hidden">{brand.name}</h1>
      <HomeSectionsView sections={sections} ads={ads.data?.items ?? []} personal={personal} />
    </>
  );
}

export const prefetch: Prefetch = ({ queryClient }) =>
  Promise.all([queryClient.prefetchQuery(homeSectionsQuery), queryClient.prefetchQuery(runningAdsQuery)]);
