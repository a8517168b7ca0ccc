import { useEffect, useState } from 'react';

/** The current time in Unix seconds, refreshed every `everyMs` so countdowns and windows stay true. */
export function useNowSeconds(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Math.floor(Date.now() / 1000)), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
