import type { CSSProperties } from 'react';
import './ui.css';

/** A grey block the size of what will replace it, so nothing moves when the content arrives. */
export function SkeletonBlock({
  width,
  height,
  round,
  className,
  style,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  round?: boolean;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <span
      aria-hidden
      className={['skeleton-block', round && 'skeleton-round', className].filter(Boolean).join(' ')}
      style={{ width, height, ...style }}
    />
  );
}

/** A heading and a few lines of text still loading. */
export function Skeleton({ lines = 3, title = true, label }: { lines?: number; title?: boolean; label?: string }) {
  return (
    <div className="skeleton" role={label ? 'status' : undefined} aria-label={label} aria-busy>
      {title ? <SkeletonBlock className="skeleton-title" /> : null}
      {Array.from({ length: lines }, (_, index) => (
        <SkeletonBlock key={index} className="skeleton-line" width={index === lines - 1 ? '60%' : undefined} />
      ))}
    </div>
  );
}
