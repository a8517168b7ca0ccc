import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/form-controls.tsx';
import { useSwitchToReal } from '../../../components/ui/use-switch-to-real.ts';

/**
 * What a demo (virtual) account sees on the deposit and withdrawal screens: its funds are virtual,
 * so no platform address is shown and nothing can leave; the way out is the real account.
 */
export function DemoWalletNotice({ action }: { action: 'deposit' | 'withdraw' }) {
  const { t } = useTranslation('wallet');
  const { pending, switchToReal } = useSwitchToReal(action === 'deposit' ? '/recharge' : '/withdraw');
  return (
    <Card roomy className="mx-auto max-w-xl" testId={`demo-${action}-notice`}>
      <div className="space-y-4 text-center">
        <h2 className="text-base font-semibold">{t(`demo.${action}Title`)}</h2>
        <p className="text-sm leading-6 text-mute">{t(`demo.${action}Body`)}</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <button
            type="button"
            onClick={() => void switchToReal()}
            disabled={pending}
            className="btn-primary h-11 px-5 text-[15px]"
            data-testid="demo-wallet-switch"
          >
            {pending && <Spinner />}
            {t('demo.switch')}
          </button>
          <Link to="/register" className="btn-ghost h-11 px-5 text-[15px]" data-testid="demo-wallet-register">
            {t('demo.register')}
          </Link>
        </div>
      </div>
    </Card>
  );
}
