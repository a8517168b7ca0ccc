/**
 * Where login and registration return to: a path of this app carried in the `redirect` query
 * parameter of /login and /register. Only same-origin app paths are followed, never an absolute
 * URL, a protocol-relative one or a path that would leave the app.
 */
const PROBE_ORIGIN = 'https://app.invalid';
/** Screens that lead to a session themselves; returning there after login would loop. */
const AUTH_PATHS = ['/login', '/register'];

export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  // Backslashes and control characters are read as slashes or dropped by browsers: refuse them.
  if (value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (AUTH_PATHS.includes(url.pathname.toLowerCase())) return null;
  return url.pathname + url.search + url.hash;
}

/** /login (or /register) asking to come back to `path` afterwards; the bare screen when unsafe or home. */
export function authPath(screen: '/login' | '/register', path: string | null | undefined): string {
  const back = safeReturnPath(path);
  return back && back !== '/' && back !== '/index'
    ? `${screen}?redirect=${encodeURIComponent(back)}`
    : screen;
}
