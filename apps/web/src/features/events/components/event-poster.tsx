import type { EventPoster as Poster } from '@ringside/contract';
import { usePublicConfig } from '../../../lib/public-config';

interface Props {
  poster: Poster | null;
  name: string;
  /** card: list cards (the 640 px file); hero: the event page (1280 px). */
  variant: 'card' | 'hero';
  /** The event page's poster is its main image: load it at once. */
  eager?: boolean;
}

/** The poster in a fixed-ratio frame (nothing moves as it loads), or the promotion's mark when there is none. */
export function EventPoster({ poster, name, variant, eager }: Props) {
  const { brand } = usePublicConfig();
  return (
    <div className={`events-poster events-poster-${variant}${poster ? '' : ' empty'}`}>
      {poster ? (
        <>
          {/* The same file, blurred, fills the frame around a poster of another shape: it is shown whole. */}
          <img
            className="events-poster-backdrop"
            src={poster.card}
            width={640}
            height={360}
            alt=""
            aria-hidden
            loading="lazy"
            decoding="async"
          />
          <img
            src={variant === 'card' ? poster.card : poster.large}
            srcSet={variant === 'hero' ? `${poster.card} 640w, ${poster.large} 1280w` : undefined}
            sizes={variant === 'hero' ? '(min-width: 768px) 440px, 100vw' : undefined}
            width={640}
            height={360}
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
