import type { AdPlacement } from '@ringside/contract';
import { useRunningAds } from '../api/running-ads';
import { HomeAds } from './home-ads';

/** The running ads of a page's own placement (the hub, a watch page, an event page), as an inline card. */
export function PlacementAds({ placement }: { placement: Exclude<AdPlacement, 'HOME_TOP' | 'HOME_INLINE'> }) {
  const ads = useRunningAds();
  const items = ads.data?.items ?? [];
  if (!items.some((ad) => ad.placement === placement && ad.image)) return null;
  return (
    <div className="content-placement">
      <HomeAds ads={items} placement={placement} />
    </div>
  );
}
