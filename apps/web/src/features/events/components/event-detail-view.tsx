import { Button, Result, Skeleton } from 'antd';
import type { EventDetail } from '@ringside/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AttendancePanel } from './attendance-panel';
import { EventHero } from './event-hero';
import { FightCard } from './fight-card';
import { RegistrationHint, RegistrationPanel } from './registration-panel';
import './events.css';

/** Who is looking: signed in or not, and whether they are an approved fighter (with their own class). */
export interface EventViewer {
  userId: string | undefined;
  /** Set for an approved fighter; undefined for everyone else (and while that is being found out). */
  approvedFighter?: { weightClassId: string | null };
  /** True while it is not yet known whether the viewer is an approved fighter. */
  checkingFighter: boolean;
}

/** An event page: the hero, the actions (attend, compete), the fight card and the description. */
/** `purchaseAction` (the live pass's Buy button) and `ads` (under the fight card) are composed by the page: they
 * belong to other features (commerce, content). */
export function EventDetailView({
  event,
  viewer,
  purchaseAction,
  ads,
}: {
  event: EventDetail;
  viewer: EventViewer;
  purchaseAction?: ReactNode;
  ads?: ReactNode;
}) {
  const { t } = useTranslation();
  const { userId, approvedFighter } = viewer;
  return (
    <article className="events-detail">
      <EventHero event={event} purchaseAction={purchaseAction} />
      <div className="events-detail-body">
        <aside className="events-detail-actions">
          <AttendancePanel event={event} userId={userId} />
          {userId && approvedFighter ? (
            <RegistrationPanel event={event} userId={userId} fighterClassId={approvedFighter.weightClassId} />
          ) : viewer.checkingFighter ? null : (
            <RegistrationHint event={event} />
          )}
        </aside>
        <div className="events-detail-main">
          <FightCard bouts={event.fightCard} />
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
          <section className="events-panel">
            <Skeleton active avatar paragraph={{ rows: 3 }} />
          </section>
        </div>
      </div>
    </div>
  );
}

export function EventNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('events.detail.notFound')}
      subTitle={t('events.detail.notFoundText')}
      extra={<Button onClick={() => void navigate('/events')}>{t('events.detail.allEvents')}</Button>}
    />
  );
}

export function EventLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('events.detail.loadError')}
      extra={
        <Button onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
