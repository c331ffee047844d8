import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID, focusWithoutTabStop } from './route-focus';

/**
 * "Skip to content": the first tab stop of a layout, out of sight until focused. It moves focus to the main
 * content itself (not only the scroll position), so the next Tab goes to the page's first control.
 */
export function SkipLink({ target = MAIN_CONTENT_ID }: { target?: string }) {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(target) ?? document.querySelector('main');
    if (!main) return;
    // The router would treat a change of hash as a navigation; focusing is all the link has to do.
    event.preventDefault();
    focusWithoutTabStop(main);
  };
  return (
    <a className="skip-link" href={`#${target}`} onClick={skip}>
      {t('nav.skipToContent')}
    </a>
  );
}
