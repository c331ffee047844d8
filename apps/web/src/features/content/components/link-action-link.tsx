import type { LinkAction } from '@ringside/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { linkTarget } from './link-target';

interface Props {
  action: LinkAction | null | undefined;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * Follows a server-driven link action exactly: NONE renders a plain, non-clickable element; NEW opens the url
 * in a new tab; SAME navigates in this tab (the router for pages of this site, a plain link for addresses).
 */
export function LinkActionLink({ action, className, children, 'aria-label': label }: Props) {
  const target = linkTarget(action);
  // Nothing to follow: no link and no label of a link (the content speaks for itself).
  if (target.kind === 'none') return <div className={className}>{children}</div>;
  if (target.newTab)
    return (
      <a href={target.href} target="_blank" rel="noopener" className={className} aria-label={label}>
        {children}
      </a>
    );
  if (target.kind === 'internal')
    return (
      <Link to={target.href} className={className} aria-label={label}>
        {children}
      </Link>
    );
  return (
    <a href={target.href} className={className} aria-label={label}>
      {children}
    </a>
  );
}
