import type { HomeItem } from '@ringside/contract';
import type { SharedFrame } from '../../../components/poster-frame';
import { ItemBadge } from './item-badge';
import { ItemPicture } from './item-picture';
import { useItemTime } from './item-time';
import { LinkActionLink } from './link-action-link';

/**
 * A tile of a row: picture, badge, title and a line; the whole tile follows the item's link action. Event posters
 * take the row's `shared` frame.
 */
export function HomeCard({ item, shared }: { item: HomeItem; shared?: SharedFrame }) {
  const itemTime = useItemTime();
  const fighter = item.kind === 'FIGHTER';
  return (
    <LinkActionLink action={item.action} className={`tile content-card content-card-${item.kind.toLowerCase()}`}>
      <div className="content-card-media">
        <ItemPicture item={item} shared={shared} />
        {!fighter ? <ItemBadge badge={item.badge} className="content-card-badge" /> : null}
      </div>
      <div className="content-card-body">
        <h3 className="content-card-title">{item.title}</h3>
        {item.subtitle ? <p className="content-card-line">{item.subtitle}</p> : null}
        {item.startsAt ? (
          <p className="content-card-line content-card-when">
            <time dateTime={item.startsAt}>{itemTime(item.startsAt)}</time>
          </p>
        ) : null}
        {fighter && item.badge ? <p className="content-card-record">{item.badge}</p> : null}
      </div>
    </LinkActionLink>
  );
}
