import { CloseOutlined } from '../../components/ui/icons/CloseOutlined';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The phone menu: a native modal dialog sliding in from the right. The browser keeps focus inside it, closes it on
 * Escape and gives focus back to the menu button; a press on the backdrop closes it too.
 */
export function SiteDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="site-drawer"
      aria-label={t('nav.menu')}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="site-drawer-head">
        <span className="site-drawer-title">{t('nav.menu')}</span>
        <button type="button" className="site-drawer-close" aria-label={t('common.close')} onClick={onClose}>
          <CloseOutlined />
        </button>
      </div>
      {open ? children : null}
    </dialog>
  );
}
