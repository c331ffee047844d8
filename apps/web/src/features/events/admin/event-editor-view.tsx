import { ArrowLeftOutlined, EnvironmentOutlined, ExportOutlined } from '@ant-design/icons';
import { Alert, App, Badge, Button, Skeleton, Tabs, Typography } from 'antd';
import type { AdminEvent } from '@ringside/contract';
import { formatDateTime } from '@ringside/contract/display/dates';
import { formatNumber } from '@ringside/contract/display/numbers';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useBackPath } from '../../../components/admin/use-back-path';
import { useIsDesktop } from '../../../components/admin/use-is-desktop';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { isNotFound } from '../../../lib/api-client';
import { useAdminEvent } from './api/admin-events';
import { AttendeeList } from './attendee-list';
import { EventForm } from './event-form';
import { EVENTS_LIST, hasPublicPage } from './event-facts';
import { EventPoster } from './event-poster';
import { EventRegistrationsTab } from './event-registrations-tab';
import { EventStatusActions } from './event-status-actions';
import { EventStatusTag } from './event-status-tag';
import { EventWhen } from './event-when';
import { FightCard } from './fight-card';
import { TicketTiersTab } from './ticket-tiers-tab';
import '../../../components/admin/admin.css';
import './events-admin.css';
import { useDisplayLocale } from '../../../components/use-display-locale';

const TABS = ['details', 'card', 'tickets', 'registrations', 'attendees'] as const;
type Tab = (typeof TABS)[number];

function BackLink() {
  const { t } = useTranslation();
  const back = useBackPath(EVENTS_LIST);
  return (
    <Link to={back} className="admin-back">
      <ArrowLeftOutlined aria-hidden /> {t('eventsAdmin.editor.back')}
    </Link>
  );
}

/** A tab's label with its count beside it, if any (highlighted when something waits). */
function TabLabel({ text, count, waiting = false }: { text: string; count: number; waiting?: boolean }) {
  const locale = useDisplayLocale();
  return (
    <span className="events-admin-tab">
      {text}
      <Badge count={count ? formatNumber(count, locale) : 0} color={waiting ? '#d97706' : '#a1a1aa'} />
    </span>
  );
}

function EventHead({ event }: { event: AdminEvent }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const isDesktop = useIsDesktop();
  return (
    <>
      <header className="events-admin-head">
        <div className="admin-person-text">
          <Typography.Title level={1} className="admin-person-name">
            {event.name}
          </Typography.Title>
          <span className="admin-tags">
            <EventStatusTag status={event.status} />
          </span>
          <span className="admin-muted events-admin-head-facts">
            <EventWhen startsAt={event.startsAt} />
            <span>
              <EnvironmentOutlined aria-hidden /> {event.venue.name}, {event.venue.city}
            </span>
          </span>
        </div>
        <div className="admin-actions events-admin-head-actions">
          {hasPublicPage(event.status) ? (
            <Button href={`/events/${event.slug}`} target="_blank" icon={<ExportOutlined aria-hidden />}>
              {t('eventsAdmin.editor.viewPublic')}
            </Button>
          ) : null}
          {isDesktop ? <EventStatusActions event={event} /> : null}
        </div>
      </header>
      {isDesktop ? null : (
        <div className="events-admin-phone-actions">
          <EventStatusActions event={event} block />
        </div>
      )}
      {event.postponedFrom && event.status === 'PUBLISHED' ? (
        <Alert
          type="warning"
          showIcon
          title={t('eventsAdmin.editor.postponed', { when: formatDateTime(event.postponedFrom, locale) })}
        />
      ) : null}
      {event.status === 'CANCELLED' ? (
        <Alert
          type="error"
          showIcon
          title={t('eventsAdmin.editor.cancelled')}
          description={event.cancelReason ?? undefined}
        />
      ) : null}
    </>
  );
}

/** An existing event: its header with the status actions, then details, card, registrations and attendees. */
function EventEditor({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const isDesktop = useIsDesktop();
  const { modal } = App.useApp();
  const [detailsDirty, setDetailsDirty] = useState(false);
  const query = useAdminEvent(eventId);
  const event = query.data;
  const tab: Tab = TABS.find((value) => value === params.get('tab')) ?? 'details';

  if (!event) {
    const missing = isNotFound(query.error);
    return (
      <div className="admin-stack">
        <BackLink />
        {query.isError ? (
          <EmptyState
            text={t(missing ? 'eventsAdmin.editor.notFound' : 'eventsAdmin.editor.loadFailed')}
            action={missing ? undefined : <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 10 }} />
        )}
      </div>
    );
  }

  // The details tab is the page itself: its address stays clean.
  const show = (key: Tab) => setParams(key === 'details' ? {} : { tab: key }, { replace: true });
  // Only the open section is on the page; leaving unsaved details asks first.
  const select = (key: Tab) => {
    if (tab !== 'details' || !detailsDirty || key === tab) return show(key);
    modal.confirm({
      title: t('feedback.unsavedChanges'),
      okText: t('feedback.leave'),
      cancelText: t('feedback.stay'),
      onOk: () => {
        setDetailsDirty(false);
        show(key);
      },
    });
  };
  const panels: Record<Tab, ReactNode> = {
    details: (
      <div className="events-admin-details">
        <EventForm key={event.id} event={event} onDirty={setDetailsDirty} />
        <EventPoster event={event} />
      </div>
    ),
    card: <FightCard event={event} />,
    tickets: <TicketTiersTab event={event} />,
    registrations: <EventRegistrationsTab eventId={event.id} />,
    attendees: <AttendeeList event={event} />,
  };
  const labels: Record<Tab, ReactNode> = {
    details: t('eventsAdmin.editor.tabs.details'),
    card: <TabLabel text={t('eventsAdmin.editor.tabs.card')} count={event.fightCard.length} />,
    tickets: <TabLabel text={t('eventsAdmin.editor.tabs.tickets')} count={event.ticketTiers.length} />,
    registrations: (
      <TabLabel
        text={t('eventsAdmin.editor.tabs.registrations')}
        count={event.counts.pendingRegistrations}
        waiting={event.counts.pendingRegistrations > 0}
      />
    ),
    attendees: <TabLabel text={t('eventsAdmin.editor.tabs.attendees')} count={event.counts.attendees} />,
  };

  return (
    <div className="admin-stack">
      <BackLink />
      <EventHead event={event} />
      <Tabs
        activeKey={tab}
        // Phones: the four sections as a two-by-two grid of tabs, rather than a strip that hides some of them.
        renderTabBar={
          isDesktop
            ? undefined
            : () => (
                <div role="tablist" className="events-admin-phone-tabs">
                  {TABS.map((key) => (
                    <button
                      key={key}
                      type="button"
                      role="tab"
                      aria-selected={key === tab}
                      className={
                        key === tab ? 'events-admin-phone-tab events-admin-phone-tab-active' : 'events-admin-phone-tab'
                      }
                      onClick={() => select(key)}
                    >
                      {labels[key]}
                    </button>
                  ))}
                </div>
              )
        }
        onChange={(key) => select(key as Tab)}
        destroyOnHidden
        items={TABS.map((key) => ({ key, label: labels[key], children: panels[key] }))}
      />
    </div>
  );
}

/** /admin/events/:eventId: `new` creates an event; any other id opens that event. */
export function EventEditorView({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  if (eventId !== 'new') return <EventEditor eventId={eventId} />;
  return (
    <div className="admin-stack">
      <BackLink />
      <PageHeader title={t('eventsAdmin.editor.newTitle')} subtitle={t('eventsAdmin.editor.newSubtitle')} />
      <EventForm />
    </div>
  );
}
