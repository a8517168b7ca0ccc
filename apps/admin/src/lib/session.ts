import { useSyncExternalStore } from 'react';

/**
 * The staff session token, kept in localStorage so a reload keeps the staff member signed in.
 * Components subscribe through useStaffToken; the API client reads and clears it directly.
 */
const TOKEN_KEY = 'staffToken';
const listeners = new Set<() => void>();

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function writeToken(token: string | null): void {
  if (token) localStorage.setItem(TOKEN_KEY, token);
  else localStorage.removeItem(TOKEN_KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing out must sign this one out too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useStaffToken(): string | null {
  return useSyncExternalStore(subscribe, readToken);
}
