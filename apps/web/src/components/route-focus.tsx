import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The id of a layout's `<main>`: the skip link's target and where route focus looks for the page's heading. */
export const MAIN_CONTENT_ID = 'main-content';

/** How long a new page may take to show its heading (a lazy page, then its data) before focus stays put. */
const HEADING_WAIT_MS = 8_000;

/** The page's own heading: the first visible h1 in the main content (an account page's, not the area's hidden one). */
function pageHeading(main: HTMLElement): HTMLElement | null {
  const headings = [...main.querySelectorAll<HTMLElement>('h1')];
  return headings.find((heading) => !heading.closest('.visually-hidden')) ?? headings[0] ?? null;
}

/** Focuses an element that is not a control (tabindex -1 makes it focusable by script only) without scrolling. */
export function focusWithoutTabStop(element: HTMLElement, options?: FocusOptions): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus(options);
}

/**
 * After a client-side route change, focus goes to the new page's h1, so a screen reader reads where the visitor
 * arrived and the next Tab starts from the page, not from the link in the header. Not on the first load (the
 * browser's own start), not when only the query changes (a search, a filter), and never away from a control the
 * visitor (or the page) has focused on the new page in the meantime.
 */
export function useRouteFocus(mainId: string = MAIN_CONTENT_ID): void {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const before = document.activeElement;
    const mayMove = () => {
      const active = document.activeElement;
      return !active || active === document.body || active === before || !active.isConnected;
    };
    const tryFocus = (): boolean => {
      const main = document.getElementById(mainId);
      const heading = main ? pageHeading(main) : null;
      if (!heading) return false;
      if (mayMove()) focusWithoutTabStop(heading, { preventScroll: true });
      return true;
    };
    if (tryFocus()) return;
    // The heading comes with the page's data: watch for it for a while.
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainId]);
}

/** The hook as a component, for a layout to place beside its `<main>`. */
export function RouteFocus({ mainId = MAIN_CONTENT_ID }: { mainId?: string }) {
  useRouteFocus(mainId);
  return null;
}
