import { useEffect, useRef } from 'react';

/**
 * Calls `callback` once the calls have paused for `delay` ms: a search box asks the server once per pause.
 * `cancel` drops a waiting call (when the search is sent at once, by Enter).
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delay = 350) {
  const latest = useRef(callback);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const call = (...args: A) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => latest.current(...args), delay);
  };
  const cancel = () => window.clearTimeout(timer.current);
  return { call, cancel };
}
