import type { EventDetail } from '@ringside/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Button } from '../../../components/ui/button';
import { SkeletonBlock, Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { AttendancePanel } from './attendance-panel';
import { EventHero, type PurchaseLook, useWatchLive } from './event-hero';
import { type CornerAction, FightCard } from './fight-card';
import { RegistrationHint } from './registration-hint';
import { RegistrationPanel } from './registration-panel';
import { TicketsPanel } from './tickets-panel';
import './events.css';

/** Who is looking: signed in or not, and whether they are an approved fighter (with their own class). */
export interface EventViewer {
  userId: string | undefined;
  /** Set for an approved fighter; undefined for everyone else (and while that is being found out). */
  approvedFighter?: { weightClassId: string | null };
  /** True while it is not yet known whether the viewer is an approved fighter. */
  checkingFighter: boolean;
}

/**
 * An event page: the hero, the actions (attend, compete), the fight card and the description. `purchaseAction`
 * (the live pass's Buy button, drawn in the look the hero asks for) and `ads` (under the fight card) are composed
 * by the page: they belong to other features (commerce, content). No antd: the registration form loads with it
 * only when a fighter opens it.
 */
export function EventDetailView({
  event,
  viewer,
  purchaseAction,
  followAction,
  cornerAction,
  ads,
}: {
  event: EventDetail;
  viewer: EventViewer;
  purchaseAction?: (look: PurchaseLook) => ReactNode;
  followAction?: ReactNode;
  cornerAction?: CornerAction;
  ads?: ReactNode;
}) {
  const { t } = useTranslation();
  const { userId, approvedFighter } = viewer;
  const watchLive = useWatchLive(event);
  // One primary action per page (decision 44): the hero's (watch live, or the live pass) when it has one.
  const upcoming = event.status === 'PUBLISHED' || event.status === 'LIVE';
  const heroHasPrimary = upcoming && (watchLive || Boolean(purchaseAction));
  const hasPaidTiers = event.ticketTiers.some((tier) => tier.amount > 0 && tier.onSale);
  return (
    <article className="events-detail">
      <EventHero event={event} watchLive={watchLive} purchaseAction={purchaseAction} followAction={followAction} />
      <div className="events-detail-body">
        <aside className="events-detail-actions">
          <TicketsPanel event={event} primary={!heroHasPrimary} />
          <AttendancePanel event={event} userId={userId} primary={!heroHasPrimary && !hasPaidTiers} />
          {userId && approvedFighter ? (
            <RegistrationPanel event={event} userId={userId} fighterClassId={approvedFighter.weightClassId} />
          ) : viewer.checkingFighter ? null : (
            <RegistrationHint event={event} />
          )}
        </aside>
        <div className="events-detail-main">
          <FightCard event={event} cornerAction={cornerAction} />
          {ads}
          {event.description ? (
            <section className="events-panel" aria-labelledby="events-about-title">
              <h2 id="events-about-title">{t('events.detail.about')}</h2>
              <p className="events-description">{event.description}</p>
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** The page's shape while the event loads. */
export function EventDetailSkeleton() {
  return (
    <div className="events-detail" aria-busy>
      <div className="hero events-hero">
        <div className="page-hero-inner">
          <div className="events-poster events-poster-hero" />
        </div>
      </div>
      <div className="events-detail-body">
        <div className="events-detail-main">
          <section className="events-panel events-skeleton-panel">
            <SkeletonBlock width={40} height={40} round />
            <Skeleton lines={3} />
          </section>
        </div>
      </div>
    </div>
  );
}

export function EventNotFound() {
  const { t } = useTranslation();
  return (
    <StatusMessage
      status="not-found"
      headingLevel={1}
      title={t('events.detail.notFound')}
      extra={<ButtonLink to="/events">{t('events.detail.allEvents')}</ButtonLink>}
    >
      {t('events.detail.notFoundText')}
    </StatusMessage>
  );
}

export function EventLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      status="error"
      headingLevel={1}
      title={t('events.detail.loadError')}
      extra={
        <Button onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
