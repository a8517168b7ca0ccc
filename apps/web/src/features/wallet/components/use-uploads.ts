import { useCallback, useState } from 'react';

/** Counts uploads in flight, so a form is not submitted while a photo is still on its way. */
export function useUploadsInFlight(): [boolean, (busy: boolean) => void] {
  const [count, setCount] = useState(0);
  const onBusy = useCallback((busy: boolean) => setCount((n) => Math.max(0, n + (busy ? 1 : -1))), []);
  return [count > 0, onBusy];
}
