import type { HomeItem } from '@ringside/contract';
import { usePublicConfig } from '../../../lib/public-config';

interface Props {
  item: HomeItem;
  /** The first screen's picture loads at once; the others when scrolled near. */
  eager?: boolean;
}

/**
 * A tile's picture in a fixed frame (nothing moves as it loads): videos and showcases fill 16:9, fighters
 * 4:5, and event posters (of any shape) are shown whole over a blurred copy of themselves. Without a picture,
 * the promotion's mark.
 */
export function ItemPicture({ item, eager }: Props) {
  const { brand } = usePublicConfig();
  const portrait = item.kind === 'FIGHTER';
  const size = portrait ? { width: 480, height: 600 } : { width: 640, height: 360 };
  const loading = eager ? 'eager' : 'lazy';
  return (
    <div className={`content-media content-media-${item.kind.toLowerCase()}${item.image ? '' : ' empty'}`}>
      {item.image ? (
        <>
          {item.kind === 'EVENT' ? (
            <img
              className="content-media-backdrop"
              src={item.image}
              {...size}
              alt=""
              aria-hidden
              loading={loading}
              decoding="async"
            />
          ) : null}
          <img src={item.image} {...size} alt="" loading={loading} decoding="async" />
        </>
      ) : (
        <span className="content-media-mark" aria-hidden>
          <span className="brand-mark">{brand.shortName}</span>
        </span>
      )}
    </div>
  );
}
