import type { ReactNode } from 'react';
import './ui/ui.css';

/** Nothing to show (yet): a quiet line in place of the list, with a way on when there is one. */
export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <svg className="empty-state-mark" width="64" height="41" viewBox="0 0 64 41" aria-hidden>
        <g fill="none" fillRule="evenodd" transform="translate(0 1)">
          <ellipse cx="32" cy="33" fill="#e4e4e7" rx="32" ry="7" />
          <path
            fill="#fafafa"
            stroke="#a1a1aa"
            d="M55 12.8 44.9 1.3C44.4.5 43.7 0 43 0H21c-.7 0-1.4.5-1.9 1.3L9 12.8V22h46z"
          />
          <path
            fill="#f4f4f5"
            stroke="#a1a1aa"
            d="M41.6 15.9c0-1.6 1-2.9 2.2-2.9H55v18.1c0 2.1-1.3 3.9-3 3.9H12c-1.7 0-3-1.8-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 2.9 0 1.6 1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.3 2.2-2.9z"
          />
        </g>
      </svg>
      <p>{text}</p>
      {action}
    </div>
  );
}
