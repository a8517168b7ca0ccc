import { storage } from './storage.ts';

/**
 * The client session (spec section 3): the token and the user fields returned by login. Only the
 * token decides whether a visitor may open private routes (spec section 2).
 */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';
type Listener = () => void;
const listeners = new Set<Listener>();

export const session = {
  token(): string | null {
    return storage.get(TOKEN_KEY);
  },
  isLoggedIn(): boolean {
    return Boolean(storage.get(TOKEN_KEY));
  },
  login(token: string, user: Record<string, unknown> = {}): void {
    storage.set(TOKEN_KEY, token);
    storage.set(USER_KEY, JSON.stringify(user));
    for (const l of listeners) l();
  },
  logout(): void {
    storage.remove(TOKEN_KEY);
    storage.remove(USER_KEY);
    for (const l of listeners) l();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
