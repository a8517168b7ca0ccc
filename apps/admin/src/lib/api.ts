import { createAdminClient } from './admin-api.ts';
import { readToken, writeToken } from './session.ts';
import { toast } from './toast.tsx';

/** The app's one API client, wired to the browser's fetch, the stored token and antd toasts. */
export const api = createAdminClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  token: readToken,
  clearToken: () => writeToken(null),
  toast,
});
