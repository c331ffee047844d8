import { DownOutlined } from '../../components/ui/icons/DownOutlined';
import { initials } from '@ringside/contract/display/names';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '../../features/identity/api/logout';
import type { Session } from '../../lib/session';
import { useAccountLinks } from './account-links';

/** Up and down move between the items of an open menu, Home and End jump, Escape closes it. */
function moveFocus(event: KeyboardEvent<HTMLElement>, close: () => void) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const go = (index: number) => items[(index + items.length) % items.length]?.focus();
  if (event.key === 'ArrowDown') go(at + 1);
  else if (event.key === 'ArrowUp') go(at - 1);
  else if (event.key === 'Home') go(0);
  else if (event.key === 'End') go(items.length - 1);
  else if (event.key === 'Escape') close();
  else return;
  event.preventDefault();
}

/** "My account": the customer's initials and first name; opens their pages and "Sign out". */
export function AccountMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const links = useAccountLinks(session);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="account-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="account-button"
        aria-label={t('nav.account')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="account-avatar" aria-hidden>
          {initials(session.fullName) || '?'}
        </span>
        <span className="account-name">{session.fullName.split(' ')[0]}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </button>
      {open ? (
        <div id={menuId} role="menu" className="account-menu-list" onKeyDown={(event) => moveFocus(event, close)}>
          {links.map((link) => (
            <Link
              key={link.key}
              to={link.key}
              role="menuitem"
              className="account-menu-item"
              onClick={() => setOpen(false)}
            >
              {link.label}
            </Link>
          ))}
          <hr aria-hidden className="account-menu-divider" />
          <button
            type="button"
            role="menuitem"
            className="account-menu-item account-menu-danger"
            onClick={() => {
              setOpen(false);
              logout.mutate();
            }}
          >
            {t('nav.signOut')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
