import type { LoginResult } from '@platform/contract';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { session } from '../../../lib/session.ts';
import { useStartSession } from '../api/accounts-api.ts';
import { safeReturnPath } from './checks.ts';

/**
 * Stores the new session and returns the user to the page they came from: the `redirect` query
 * parameter of /login or /register (a same-origin app path, checked by `safeReturnPath`), else a
 * page remembered in this tab, else the home page. Login and registration both finish here.
 */
export function useFinishLogin() {
  const start = useStartSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(
    (result: LoginResult, options: { demo?: boolean } = {}) => {
      // Entering a demo keeps the real session aside; a real login replaces any kept one.
      if (options.demo) {
        if (session.user()?.kind === 'real') session.stashReal();
      } else {
        session.dropStash();
      }
      start(result);
      const to = safeReturnPath(params.get('redirect')) ?? safeReturnPath(session.takeReturn()) ?? '/';
      navigate(to === '/login' ? '/' : to, { replace: true });
    },
    [start, navigate, params],
  );
}
