import type { ReactNode } from 'react';
import './identity.css';

/**
 * The centred card of the sign-in, sign-up and code pages. A styled section rather than antd's Card,
 * which would bring Tabs and Skeleton into the smallest pages of the site.
 */
export function AuthCard({
  title,
  subtitle,
  wide = false,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="auth-page identity-auth-page">
      <section className={wide ? 'auth-card wide identity-card' : 'auth-card identity-card'}>
        <h1 className="identity-title">{title}</h1>
        {subtitle ? <p className="identity-subtitle">{subtitle}</p> : null}
        {children}
      </section>
    </div>
  );
}
