import type { HomeItem } from '@ringside/contract';
import { PaidBadge } from '../../../components/paid-badge';
import type { SharedFrame } from '../../../components/poster-frame';
import { useOwnedProduct } from '../../../lib/owned-products';
import { ItemBadge } from './item-badge';
import { ItemPicture } from './item-picture';
import { useItemTime } from './item-time';
import { LinkActionLink } from './link-action-link';

/** A video that is not free, or a showcase that is sold: its tile says the price, or "Yours" to its holder. */
const isPaid = (item: HomeItem) =>
  (item.kind === 'VIDEO' && item.badge !== 'FREE') || (item.kind === 'SHOWCASE' && Boolean(item.productId));

/**
 * A tile of a row: picture, badge, title and a line; the whole tile follows the item's link action. Event posters
 * take the row's `shared` frame.
 */
export function HomeCard({ item, shared }: { item: HomeItem; shared?: SharedFrame }) {
  const itemTime = useItemTime();
  const fighter = item.kind === 'FIGHTER';
  const paid = isPaid(item);
  const owned = useOwnedProduct(paid ? item.productId : null);
  return (
    <LinkActionLink action={item.action} className={`tile content-card content-card-${item.kind.toLowerCase()}`}>
      <div className="content-card-media">
        <ItemPicture item={item} shared={shared} />
        {paid ? (
          <span className="content-card-badge">
            <PaidBadge price={item.price} owned={owned} />
          </span>
        ) : null}
        {!fighter && !paid ? <ItemBadge badge={item.badge} className="content-card-badge" /> : null}
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
