import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from './spinner';
import './ui.css';

export type ButtonVariant = 'primary' | 'default' | 'text' | 'link' | 'danger' | 'ghost';
export type ButtonSize = 'small' | 'middle' | 'large';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  icon?: ReactNode;
}

/** The class list of the light buttons: reading pages carry no component library (decision 43). */
export function buttonClass({ variant = 'default', size = 'middle', block }: Look, extra?: string): string {
  return ['btn', `btn-${variant}`, size !== 'middle' && `btn-${size}`, block && 'btn-block', extra]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = Look & ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean };

/** A button of the public pages; `loading` keeps its width, shows a spinner and ignores presses. */
export function Button({ variant, size, block, icon, loading, className, children, type, ...rest }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClass({ variant, size, block }, className)}
      aria-busy={loading || undefined}
      {...rest}
      disabled={rest.disabled || loading}
    >
      {loading ? <Spinner small /> : icon}
      {children != null && children !== false ? <span>{children}</span> : null}
    </button>
  );
}

/** A link to a page of the site that looks like a button. */
export function ButtonLink({ variant, size, block, icon, className, children, ...rest }: Look & LinkProps) {
  return (
    <Link className={buttonClass({ variant, size, block }, className)} {...rest}>
      {icon}
      {children != null ? <span>{children}</span> : null}
    </Link>
  );
}

/** A link out of the site (or to a file) that looks like a button. */
export function ButtonAnchor({
  variant,
  size,
  block,
  icon,
  className,
  children,
  ...rest
}: Look & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a className={buttonClass({ variant, size, block }, className)} {...rest}>
      {icon}
      {children != null ? <span>{children}</span> : null}
    </a>
  );
}
