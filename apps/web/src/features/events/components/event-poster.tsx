import type { EventPoster as Poster } from '@ringside/contract';
import { type SharedFrame, fillsFrames, frameStyle, posterFrame } from '../../../components/poster-frame';
import { usePublicConfig } from '../../../lib/public-config';

interface Props {
  poster: Poster | null;
  name: string;
  /** card: list cards (the 640 px file); hero: the event page (1280 px). */
  variant: 'card' | 'hero';
  /** The event page's poster is its main image: load it at once. */
  eager?: boolean;
  /** Cards side by side share one frame (from 640 px), so a grid's rows line up. */
  shared?: SharedFrame;
}

/** How wide the event page shows the poster: portrait ones by their height on phones, wide ones full width. */
const HERO_SIZES = {
  // A phone's portrait hero is capped at 52 % of the screen's height (events.css): 0.8 x 52vh wide.
  portrait: '(min-width: 768px) 440px, min(92vw, 42vh)',
  landscape: '(min-width: 768px) 560px, 100vw',
  unknown: '(min-width: 768px) 440px, 100vw',
};

/**
 * The poster in a frame of its own shape (decision 49; nothing moves as it loads), or the promotion's mark when
 * there is none. A poster of unknown size, or of another shape than a shared frame, shows whole over a blurred
 * copy of itself.
 */
export function EventPoster({ poster, name, variant, eager, shared }: Props) {
  const { brand } = usePublicConfig();
  const frame = posterFrame(poster?.width, poster?.height);
  const shape = frame.known ? ` events-poster-${frame.shape}` : '';
  return (
    <div
      className={`events-poster events-poster-${variant}${poster ? shape : ' empty'}`}
      style={frameStyle(frame, shared)}
    >
      {poster ? (
        <>
          {fillsFrames(frame, shared) ? null : (
            <img
              className="events-poster-backdrop"
              src={poster.card}
              width={frame.width}
              height={frame.height}
              alt=""
              aria-hidden
              loading="lazy"
              decoding="async"
            />
          )}
          <img
            src={variant === 'card' ? poster.card : poster.large}
            srcSet={variant === 'hero' ? `${poster.card} 640w, ${poster.large} 1280w` : undefined}
            sizes={variant === 'hero' ? HERO_SIZES[frame.known ? frame.shape : 'unknown'] : undefined}
            width={frame.width}
            height={frame.height}
            alt={name}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={eager ? 'high' : undefined}
          />
        </>
      ) : (
        <span className="events-poster-mark" aria-hidden>
          <span className="brand-mark">{brand.shortName}</span>
          <span className="events-poster-tag">{brand.name}</span>
        </span>
      )}
    </div>
  );
}
