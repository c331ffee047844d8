import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageMeta } from '../../components/use-page-meta';
import { fighterVideosQuery } from '../../features/fighters/api/fighter-videos';
import { isFighterNotFound, publicFighterQuery, usePublicFighter } from '../../features/fighters/api/public-fighter';
import { billedName, recordLine } from '../../components/fighter-name';
import {
  FighterLoadError,
  FighterNotFound,
  FighterProfileSkeleton,
  FighterProfileView,
} from '../../features/fighters/components/fighter-profile-view';
import { FollowButton } from '../../features/following/components/follow-button';
import { usePublicConfig } from '../../lib/public-config';
import type { Prefetch } from '../routes';

export default function FighterProfilePage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const fighter = usePublicFighter(slug);
  const data = fighter.data;
  const notFound = fighter.isError && isFighterNotFound(fighter.error);

  // The pattern the server uses for crawlers: First "Nickname" Last | SFC.
  usePageMeta(
    data
      ? {
          title: `${billedName(data)} | ${brand.shortName}`,
          // The same description the server sends crawlers for this page.
          description: [
            t('fighters.profile.metaDescription', {
              weightClass: data.weightClass?.name ?? 'MMA',
              country: data.countryName,
              record: recordLine(data.priorRecord),
            }),
            data.nickname ? t('fighters.profile.metaNickname', { nickname: data.nickname }) : '',
          ]
            .filter(Boolean)
            .join(' '),
          // The photo's 1200 x 630 JPEG, the link preview the server also sends.
          image: data.photo?.share,
        }
      : notFound
        ? { title: `${t('fighters.profile.notFound')} | ${brand.shortName}`, noindex: true }
        : { title: `${t('fighters.directory.title')} | ${brand.shortName}` },
  );

  if (data)
    return (
      <FighterProfileView
        fighter={data}
        brandName={brand.shortName}
        actions={<FollowButton target="fighters" id={data.id} name={billedName(data)} variant="ghost" />}
      />
    );
  if (notFound)
    return (
      <div className="section">
        <FighterNotFound />
      </div>
    );
  if (fighter.isError)
    return (
      <div className="section">
        <FighterLoadError onRetry={() => void fighter.refetch()} retrying={fighter.isFetching} />
      </div>
    );
  return <FighterProfileSkeleton />;
}

/** The profile, then the videos it lists (they are asked by the fighter's id, which the profile gives). */
export const prefetch: Prefetch = async ({ queryClient, params, language }) => {
  const profile = publicFighterQuery(params.slug ?? '', language);
  await queryClient.prefetchQuery(profile);
  const fighter = queryClient.getQueryData(profile.queryKey);
  if (fighter) await queryClient.prefetchQuery(fighterVideosQuery(fighter.id));
};
