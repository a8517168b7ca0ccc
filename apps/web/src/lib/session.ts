import { storage } from './storage.ts';

/**
 * The client session (spec section 3): the token and the user fields returned by login. Only the
 * token decides whether a visitor may open private routes (spec section 2).
 */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';
/** The real account's session, kept while a demo account is in use so the user can switch back. */
const REAL_TOKEN_KEY = 'real_token';
const REAL_USER_KEY = 'real_user';
const RETURN_KEY = 'login_return';
type Listener = () => void;
const listeners = new Set<Listener>();
const emit = () => {
  for (const l of listeners) l();
};

// The parsed user is cached by its stored text so subscribers get a stable object between changes.
let cachedRaw: string | null = null;
let cachedUser: Record<string, unknown> | null = null;

function parseUser(raw: string | null): Record<string, unknown> | null {
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    cachedUser = value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    cachedUser = null;
  }
  return cachedUser;
}

export const session = {
  token(): string | null {
    return storage.get(TOKEN_KEY);
  },
  isLoggedIn(): boolean {
    return Boolean(storage.get(TOKEN_KEY));
  },
  /** The user fields stored at login, or null without a session. */
  user(): Record<string, unknown> | null {
    return storage.get(TOKEN_KEY) ? parseUser(storage.get(USER_KEY)) : null;
  },
  login(token: string, user: Record<string, unknown> = {}): void {
    storage.set(TOKEN_KEY, token);
    storage.set(USER_KEY, JSON.stringify(user));
    emit();
  },
  /** Merges fresh profile fields (nickname, avatar, bindings) into the stored user. */
  updateUser(fields: Record<string, unknown>): void {
    if (!storage.get(TOKEN_KEY)) return;
    storage.set(USER_KEY, JSON.stringify({ ...(session.user() ?? {}), ...fields }));
    emit();
  },
  logout(): void {
    storage.remove(TOKEN_KEY);
    storage.remove(USER_KEY);
    emit();
  },
  /** Keeps the current (real) session aside before a demo account replaces it. */
  stashReal(): void {
    const token = storage.get(TOKEN_KEY);
    if (!token) return;
    storage.set(REAL_TOKEN_KEY, token);
    storage.set(REAL_USER_KEY, storage.get(USER_KEY) ?? '{}');
  },
  /** Brings back the stashed real session; false when there was none. */
  restoreReal(): boolean {
    const token = storage.get(REAL_TOKEN_KEY);
    const user = storage.get(REAL_USER_KEY);
    storage.remove(REAL_TOKEN_KEY);
    storage.remove(REAL_USER_KEY);
    if (!token) return false;
    storage.set(TOKEN_KEY, token);
    storage.set(USER_KEY, user ?? '{}');
    emit();
    return true;
  },
  /** Forgets a stashed real session, for example when the user logs in to another account. */
  dropStash(): void {
    storage.remove(REAL_TOKEN_KEY);
    storage.remove(REAL_USER_KEY);
  },
  /**
   * Remembers the private page a visitor was sent away from, so login can return there without
   * putting the path in the /login address.
   */
  rememberReturn(path: string): void {
    try {
      globalThis.sessionStorage?.setItem(RETURN_KEY, path);
    } catch {
      // Without session storage the user lands on the home page after login, which is acceptable.
    }
  },
  /** The remembered page, once; later logins start from the home page again. */
  takeReturn(): string | null {
    try {
      const path = globalThis.sessionStorage?.getItem(RETURN_KEY) ?? null;
      globalThis.sessionStorage?.removeItem(RETURN_KEY);
      return path;
    } catch {
      return null;
    }
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
