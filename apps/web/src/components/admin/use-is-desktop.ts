import { useSyncExternalStore } from 'react';

// The same breakpoint as the shell's desktop-only / phone-only classes.
const DESKTOP = '(min-width: 768px)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(DESKTOP);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * Desktop or phone, decided in script rather than CSS: a list renders either its table or its cards, never
 * both, so each row's text exists once on the page.
 */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DESKTOP).matches,
    () => true,
  );
}
