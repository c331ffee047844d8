import type { ReactNode } from 'react';
import './ui.css';

export type NoticeType = 'info' | 'success' | 'warning' | 'error';

/**
 * A boxed message in the page. Errors are alerts (announced at once); the rest are polite status messages, so a
 * notice that appears after an action is heard without stealing the reader's place.
 */
export function Notice({
  type = 'info',
  title,
  children,
  action,
  className,
}: {
  type?: NoticeType;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={['notice', `notice-${type}`, className].filter(Boolean).join(' ')}
      role={type === 'error' ? 'alert' : 'status'}
    >
      <div className="notice-body">
        {title ? <div className="notice-title">{title}</div> : null}
        {children ? <div className="notice-text">{children}</div> : null}
      </div>
      {action ? <div className="notice-action">{action}</div> : null}
    </div>
  );
}
