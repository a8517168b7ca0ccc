import { useEffect, useState } from 'react';

/** The current time in milliseconds, refreshed every `everyMs`, so maturity and payment dates stay true. */
export function useNowMs(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
