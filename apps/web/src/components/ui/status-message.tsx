import type { ReactNode } from 'react';
import './ui.css';

/**
 * A whole-area message in place of content: nothing found, an error, a success. `title` is the line a reader
 * meets first; `extra` holds the way on (a retry, a link home).
 */
export function StatusMessage({
  status = 'info',
  title,
  children,
  extra,
  headingLevel = 2,
}: {
  status?: 'info' | 'error' | 'success' | 'not-found';
  title: ReactNode;
  children?: ReactNode;
  extra?: ReactNode;
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={`status-message status-${status}`} role={status === 'error' ? 'alert' : undefined}>
      <span className="status-mark" aria-hidden />
      <Heading className="status-title">{title}</Heading>
      {children ? <div className="status-text">{children}</div> : null}
      {extra ? <div className="status-extra">{extra}</div> : null}
    </div>
  );
}
