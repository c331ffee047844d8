import type { FighterPhoto } from '@ringside/contract';
import { initials } from '@ringside/contract/display/names';

interface Props {
  photo: FighterPhoto | null;
  name: string;
  /** card: directory cards (480 px); large: the profile's hero (960 px, 480 px on small screens). */
  variant: 'card' | 'large';
  /** The hero photo is the page's main image: load it at once. */
  eager?: boolean;
}

/** A fighter's photo in a fixed-ratio frame, or the initials when there is none. */
export function FighterPhotoFrame({ photo, name, variant, eager }: Props) {
  return (
    <div className={`fighters-photo fighters-photo-${variant}${photo ? '' : ' empty'}`}>
      {photo ? (
        <img
          src={variant === 'card' ? photo.card : photo.large}
          srcSet={variant === 'large' ? `${photo.card} 480w, ${photo.large} 960w` : undefined}
          sizes={variant === 'large' ? '(min-width: 768px) 360px, 100vw' : undefined}
          alt={name}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : undefined}
        />
      ) : (
        <span className="fighters-photo-initials" aria-hidden>
          {initials(name)}
        </span>
      )}
    </div>
  );
}
