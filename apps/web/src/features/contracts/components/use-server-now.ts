import { useEffect, useState } from 'react';

/** How often countdowns and expiry times move on. */
export const CLOCK_TICK_MS = 1_000;

/**
 * The server's time now, in ms, moving on every second: this device's clock plus the offset the
 * market socket measured (api/contract-live.ts), so a countdown ends when the server's expiry comes.
 */
export function useServerNow(clockOffsetMs: number): number {
  const [nowMs, setNowMs] = useState(() => Date.now() + clockOffsetMs);
  useEffect(() => {
    const tick = () => setNowMs(Date.now() + clockOffsetMs);
    tick();
    const timer = setInterval(tick, CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [clockOffsetMs]);
  return nowMs;
}
