import { useEffect, useState, useSyncExternalStore } from 'react';
import { renderedAt } from '../lib/page-time';

const unchanging = () => () => undefined;

/** The time now (ms), read again every second until `until` has passed; null never ticks. While a server-rendered
 * page hydrates it is the time the page was rendered at, so the server's HTML and the first render agree. */
export function useNow(until: number | null): number {
  const hydratingAt = useSyncExternalStore(unchanging, () => null, renderedAt);
  const [now, setNow] = useState(Date.now);
  const done = until === null || now >= until;
  useEffect(() => {
    if (done) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [done]);
  return hydratingAt ?? now;
}
