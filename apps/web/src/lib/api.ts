import { askRelogin } from '../components/ui/relogin-dialog.tsx';
import { showToast } from '../components/ui/toast.tsx';
import { createApiClient } from './api-client.ts';
import { i18next } from './i18n.ts';
import { storedLang } from './lang.ts';
import { session } from './session.ts';

/** The app's one API client, wired to the session, the toasts and the re-login dialog. */
export const api = createApiClient({
  baseUrl: '',
  fetch: (...args) => globalThis.fetch(...args),
  lang: storedLang,
  token: session.token,
  toast: showToast,
  confirmRelogin: askRelogin,
  logout: session.logout,
  reload: () => window.location.reload(),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  genericError: () => i18next.t('errors.generic'),
});
