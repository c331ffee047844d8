import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False in the server's HTML and while the browser hydrates it, true after. A form the server rendered stays
 * disabled until it works: typed before, its values would not reach the form, and a press would do nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
