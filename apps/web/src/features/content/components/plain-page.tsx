import type { ReactNode } from 'react';
import './plain-page.css';

/** Text on a white panel (the privacy policy, the terms, an empty section): the reading pages' card, without antd. */
export function TextPanel({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={['content-panel', className].filter(Boolean).join(' ')}>{children}</div>;
}

/**
 * The 404 page's picture, our own: an octagon (the cage) in the brand colour around a ring's corner post and ropes,
 * with a question mark where a fighter would stand. Drawn inline: no request, no layout shift, any brand colour.
 */
export function LostInTheCage() {
  return (
    <svg className="content-lost" width="160" height="160" viewBox="0 0 160 160" aria-hidden focusable="false">
      <ellipse cx="80" cy="146" rx="56" ry="8" fill="#e4e4e7" />
      {/* The cage: an octagon of the brand colour, its fence a lighter ring inside. */}
      <path
        d="M56 12h48l34 34v48l-34 34H56L22 94V46z"
        style={{ fill: 'var(--surface)', stroke: 'var(--brand)' }}
        strokeWidth="8"
        strokeLinejoin="round"
      />
      <path
        d="M60 26h40l26 26v36l-26 26H60L34 88V52z"
        fill="none"
        style={{ stroke: 'var(--brand)' }}
        strokeOpacity="0.35"
        strokeWidth="3"
        strokeDasharray="6 5"
      />
      {/* A question mark in the middle of the canvas. */}
      <path
        d="M66 58c0-9 6-15 14-15s14 6 14 14c0 7-4 10-8 13-4 2-6 5-6 10v3"
        fill="none"
        style={{ stroke: 'var(--ink)' }}
        strokeWidth="8"
        strokeLinecap="round"
      />
      <circle cx="80" cy="98" r="5.5" style={{ fill: 'var(--ink)' }} />
    </svg>
  );
}
