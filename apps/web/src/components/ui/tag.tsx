import type { ReactNode } from 'react';
import './ui.css';

export type TagTone = 'default' | 'red' | 'green' | 'gold' | 'blue' | 'purple' | 'dark';

/** A small label (a status, a weight class, a price); every tone reads at 4.5:1 or more. */
export function Tag({
  tone = 'default',
  icon,
  className,
  children,
}: {
  tone?: TagTone;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={['tag', `tag-${tone}`, className].filter(Boolean).join(' ')}>
      {icon}
      {children}
    </span>
  );
}
