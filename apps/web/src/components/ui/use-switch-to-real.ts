import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api.ts';
import { session } from '../../lib/session.ts';

/** Whether the session in use is a demo (virtual) account's (spec section 6). */
export function useIsDemo(): boolean {
  return useSyncExternalStore(
    session.subscribe,
    () => session.user()?.kind === 'demo',
    () => false,
  );
}

/**
 * Ends a demo session on the server and here, then brings back the real session kept when the
 * demo started (landing on `realPath`), or sends the user to log in. Every screen's data is
 * dropped, so nothing the demo account saw is shown to the real one.
 */
export function useSwitchToReal(realPath = '/setting') {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const switchToReal = async () => {
    setPending(true);
    try {
      await api.call('logout');
    } catch {
      // The demo ends on this device whether or not the server could be told.
    }
    session.logout();
    setPending(false);
    if (session.restoreReal()) {
      void client.resetQueries();
      navigate(realPath);
    } else {
      client.removeQueries();
      navigate('/login');
    }
  };
  return { pending, switchToReal };
}
