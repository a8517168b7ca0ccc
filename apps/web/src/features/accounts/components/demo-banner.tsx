import { BCP47, toLang } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/form-controls.tsx';
import { useSwitchToReal } from '../../../components/ui/use-switch-to-real.ts';
import { useSessionUser } from '../api/accounts-api.ts';

/**
 * The slim bar under the header while a demo (virtual) account is in use (spec section 6). The
 * switch ends the demo on the server and here, then brings back the real session kept when the
 * demo started, or asks the user to log in (useSwitchToReal).
 */
export function DemoBanner() {
  const { t, i18n } = useTranslation('accounts');
  const user = useSessionUser();
  const { pending, switchToReal } = useSwitchToReal();
  if (user?.kind !== 'demo') return null;

  const expires = user.demo_expires_at
    ? new Intl.DateTimeFormat(BCP47[toLang(i18n.language)], {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(user.demo_expires_at * 1000))
    : null;

  return (
    <div className="border-b border-warn/30 bg-warn/10" data-testid="demo-banner">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2 text-sm md:px-6">
        <span className="size-2 shrink-0 rounded-full bg-warn" />
        <p className="min-w-0 flex-1 text-warn">
          {expires ? t('demo.bannerExpires', { time: expires }) : t('demo.banner')}
        </p>
        <button
          type="button"
          onClick={() => void switchToReal()}
          disabled={pending}
          className="flex shrink-0 items-center gap-1.5 rounded-md bg-warn px-2.5 py-1 text-xs font-semibold text-brand-ink hover:brightness-110 disabled:opacity-60"
          data-testid="demo-switch"
        >
          {pending && <Spinner />}
          {t('demo.switch')}
        </button>
      </div>
    </div>
  );
}
