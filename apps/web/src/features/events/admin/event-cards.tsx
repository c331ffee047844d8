import { EnvironmentOutlined } from '@ant-design/icons';
import type { AdminEventItem } from '@ringside/contract';
import { Link } from 'react-router';
import { EventCountsLine } from './event-counts';
import { eventLink } from './event-facts';
import { EventStatusTag } from './event-status-tag';
import { EventWhen } from './event-when';

/** The events on phones: a card each, the whole card a link to the editor. */
export function EventCards({ items, from }: { items: AdminEventItem[]; from: string }) {
  return (
    <ul className="admin-cards">
      {items.map((item) => (
        <li key={item.id}>
          <Link {...eventLink(item.id, from)} className="admin-card">
            <span className="admin-card-top">
              <span className="admin-card-title">{item.name}</span>
              <EventStatusTag status={item.status} />
            </span>
            <span className="admin-card-line">
              <EventWhen startsAt={item.startsAt} />
            </span>
            <span className="admin-card-line">
              <EnvironmentOutlined aria-hidden />
              {item.venue.name}, {item.venue.city}
            </span>
            {item.headline ? <span className="admin-card-line admin-muted">{item.headline}</span> : null}
            <span className="admin-card-meta">
              <EventCountsLine counts={item.counts} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
