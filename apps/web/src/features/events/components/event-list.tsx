import type { EventPeriod } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { posterFrame, sharedFrame } from '../../../components/poster-frame';
import { Button } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { usePublicEvents } from '../api/public-events';
import { EventCard, EventCardSkeleton } from './event-card';
import './events.css';

const SKELETONS = [0, 1, 2];

/** One period's events, a page at a time ("Load more"): upcoming soonest first, past latest first. */
function EventSection({ period }: { period: EventPeriod }) {
  const { t } = useTranslation();
  const events = usePublicEvents(period);
  const past = period === 'PAST';
  const items = events.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (events.isPending) {
    body = (
      <ul className="events-grid" aria-busy>
        {SKELETONS.map((index) => (
          <EventCardSkeleton key={index} />
        ))}
      </ul>
    );
  } else if (events.isError && items.length === 0) {
    body = (
      <StatusMessage
        status="error"
        headingLevel={3}
        title={t('events.list.loadError')}
        extra={
          <Button onClick={() => void events.refetch()} loading={events.isFetching}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (items.length === 0) {
    body = (
      <div className="events-panel">
        <EmptyState text={past ? t('events.list.noPast') : t('events.list.noUpcoming')} />
      </div>
    );
  } else {
    // Side by side, the cards share the frame most of their posters have, so the rows line up.
    const shared = sharedFrame(items.map((event) => posterFrame(event.poster?.width, event.poster?.height)));
    body = (
      <>
        <ul className="events-grid">
          {items.map((event, index) => (
            // The first upcoming poster is the largest picture of a phone's first screen: fetched first.
            <EventCard key={event.id} event={event} past={past} shared={shared} eager={!past && index === 0} />
          ))}
        </ul>
        {events.hasNextPage ? (
          <div className="events-more">
            <Button size="large" onClick={() => void events.fetchNextPage()} loading={events.isFetchingNextPage}>
              {t('events.list.loadMore')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  const headingId = `events-${period.toLowerCase()}`;
  return (
    <section className="events-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="events-section-title">
        {past ? t('events.list.past') : t('events.list.upcoming')}
      </h2>
      {body}
    </section>
  );
}

/** The public calendar: upcoming events first, then past ones with their results. */
export function EventList() {
  return (
    <>
      <EventSection period="UPCOMING" />
      <EventSection period="PAST" />
    </>
  );
}
