import type { HomeItem } from '@ringside/contract';
import { type SharedFrame, fillsFrames, frameStyle, posterFrame } from '../../../components/poster-frame';
import { usePublicConfig } from '../../../lib/public-config';

interface Props {
  item: HomeItem;
  /** The first screen's picture loads at once; the others when scrolled near. */
  eager?: boolean;
  /** Event posters: the frame the row's posters share (decision 49). */
  shared?: SharedFrame;
}

/**
 * A tile's picture in a fixed frame (nothing moves as it loads): videos and showcases fill 16:9, fighters 4:5,
 * and event posters take the frame their row shares (the shape most of its posters have, decision 49): a poster
 * of that shape fills it, one of another (or unknown) shape shows whole over a blurred copy of itself. Without a
 * picture, the promotion's mark.
 */
export function ItemPicture({ item, eager, shared }: Props) {
  const { brand } = usePublicConfig();
  const event = item.kind === 'EVENT';
  const poster = posterFrame(item.imageWidth, item.imageHeight);
  let size = { width: 640, height: 360 };
  if (item.kind === 'FIGHTER') size = { width: 480, height: 600 };
  else if (event) size = { width: poster.width, height: poster.height };
  const loading = eager ? 'eager' : 'lazy';
  const frame = event && shared ? shared : null;
  return (
    <div
      className={`content-media content-media-${item.kind.toLowerCase()}${item.image ? '' : ' empty'}`}
      style={frame ? frameStyle(poster, frame) : undefined}
    >
      {item.image ? (
        <>
          {event && !fillsFrames(poster, frame ?? undefined) ? (
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
