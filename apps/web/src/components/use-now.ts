import { useEffect, useState } from 'react';

/** The time now (ms), read again every second until `until` has passed; null never ticks. */
export function useNow(until: number | null): number {
  const [now, setNow] = useState(Date.now);
  const done = until === null || now >= until;
  useEffect(() => {
    if (done) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [done]);
  return now;
}
