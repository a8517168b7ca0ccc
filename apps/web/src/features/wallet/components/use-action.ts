import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/ui/toast.tsx';
import { ApiRefusal, NetworkError } from '../../../lib/api-client.ts';

/**
 * Runs a one-click action (a delete) and remembers which item is busy. A refusal has been toasted
 * by the API client already; a request that never reached the server is toasted here.
 */
export function useAction(): [number | null, (id: number, run: () => Promise<unknown>) => Promise<void>] {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<number | null>(null);
  const act = useCallback(
    async (id: number, run: () => Promise<unknown>) => {
      setBusy(id);
      try {
        await run();
      } catch (error) {
        if (error instanceof NetworkError) showToast('warning', t('errors.network'));
        else if (!(error instanceof ApiRefusal)) throw error;
      } finally {
        setBusy(null);
      }
    },
    [t],
  );
  return [busy, act];
}

/** Where a form returns after saving: back to /withdraw when it was opened from there. */
export function returnPath(from: string | null, fallback: string): string {
  return from === 'withdraw' ? '/withdraw' : fallback;
}
