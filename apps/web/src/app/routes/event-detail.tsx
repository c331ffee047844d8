import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageMeta } from '../../components/use-page-meta';
import { useDisplayLocale } from '../../components/use-display-locale';
import { eventDetailQuery, isEventNotFound, useEventDetail } from '../../features/events/api/event-detail';
import { runningAdsQuery } from '../../features/content/api/running-ads';
import {
  EventDetailSkeleton,
  EventDetailView,
  EventLoadError,
  EventNotFound,
  type EventViewer,
} from '../../features/events/components/event-detail-view';
import { myFighterProfileQuery } from '../../features/fighters/api/my-fighter-profile';
import { profileStatusQuery } from '../../features/fighters/api/profile-status';
import { usePublicConfig } from '../../lib/public-config';
import { useSession } from '../../lib/session';
import type { Prefetch } from '../routes';
import { BuyButton } from '../../features/commerce/components/buy-button';
import { PlacementAds } from '../../features/content/components/placement-ads';
import { FollowButton } from '../../features/following/components/follow-button';

/** Whether the signed-in customer is an approved fighter, and their weight class (the registration form's default). */
function useViewer(): EventViewer {
  const session = useSession();
  const { i18n } = useTranslation();
  const userId = session?.userId;
  const individual = session?.customerType === 'INDIVIDUAL';
  const status = useQuery({
    ...profileStatusQuery(userId ?? '', i18n.language),
    enabled: Boolean(userId) && individual,
    meta: { silent: true },
  });
  // An approved fighter whose change waits for review stays approved (and public): `isPublic`, as the API checks.
  const approved = status.data?.isPublic === true;
  const profile = useQuery({ ...myFighterProfileQuery(userId ?? ''), enabled: approved, meta: { silent: true } });
  return {
    userId,
    approvedFighter: approved ? { weightClassId: profile.data?.weightClassId ?? null } : undefined,
    checkingFighter: Boolean(userId) && individual && status.isPending,
  };
}

export default function EventDetailPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const locale = useDisplayLocale();
  const viewer = useViewer();
  const event = useEventDetail(slug);
  const data = event.data;
  const notFound = event.isError && isEventNotFound(event.error);

  // The title pattern the server sends crawlers (Name | SFC), and its description in the reader's language.
  usePageMeta(
    data
      ? {
          title: `${data.name} | ${brand.shortName}`,
          description: [
            data.status === 'CANCELLED' ? t('events.detail.metaCancelled') : '',
            data.tagline ? t('events.detail.metaTagline', { tagline: data.tagline.replace(/[.!?।]+$/, '') }) : '',
            t('events.detail.metaWhen', {
              when: formatDateTime(data.startsAt, locale),
              zone: t('events.zoneLong'),
              venue: data.venue.name,
              city: data.venue.city,
            }),
            data.headline ? t('events.detail.metaMainEvent', { headline: data.headline }) : '',
          ]
            .filter(Boolean)
            .join(' '),
          image: data.poster?.share,
        }
      : notFound
        ? { title: `${t('events.detail.notFound')} | ${brand.shortName}`, noindex: true }
        : { title: `${t('events.list.title')} | ${brand.shortName}` },
  );

  const liveProduct = data?.liveProduct;
  if (data)
    return (
      <EventDetailView
        event={data}
        viewer={viewer}
        purchaseAction={
          liveProduct
            ? (look) => (
                <BuyButton
                  offer={liveProduct}
                  variant={look.variant}
                  size="large"
                  label={(price) => t('events.detail.livePass', { price })}
                />
              )
            : undefined
        }
        followAction={<FollowButton target="events" id={data.id} size="large" variant="ghost" />}
        cornerAction={(fighter) => (
          <FollowButton
            target="fighters"
            id={fighter.id}
            name={`${fighter.firstName} ${fighter.lastName}`}
            size="small"
            compact
          />
        )}
        ads={<PlacementAds placement="EVENT_PAGE" />}
      />
    );
  if (notFound)
    return (
      <div className="section">
        <EventNotFound />
      </div>
    );
  if (event.isError)
    return (
      <div className="section">
        <EventLoadError onRetry={() => void event.refetch()} retrying={event.isFetching} />
      </div>
    );
  return <EventDetailSkeleton />;
}

export const prefetch: Prefetch = ({ queryClient, params, language }) =>
  Promise.all([
    queryClient.prefetchQuery(eventDetailQuery(params.slug ?? '', language)),
    queryClient.prefetchQuery(runningAdsQuery),
  ]);
