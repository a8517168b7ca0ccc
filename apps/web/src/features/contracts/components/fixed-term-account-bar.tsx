import type { FixedTermKind } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFixedTermBalance } from '../api/fixed-term-api.ts';
import { toneOf } from '../model/format.ts';
import { useFixedTermTexts } from './use-fixed-term-texts.ts';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="min-w-0">
      <dt className="truncate text-[11px] text-mute">{label}</dt>
      <dd className="mt-0.5 truncate text-sm font-medium tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The product's account in one line (futures for delivery, options for options): available USDT
 * and the stakes frozen in open orders, with the way to move USDT in from another account.
 */
export function FixedTermAccountBar({ kind }: { kind: FixedTermKind }) {
  const { t } = useTranslation('contracts');
  const texts = useFixedTermTexts();
  const balance = useFixedTermBalance(kind);
  const show = (value: string | undefined) => (value === undefined ? '—' : texts.usdtWire(value));
  const empty = balance && toneOf(balance.available) === 'flat' && toneOf(balance.frozen) === 'flat';
  return (
    <div className="space-y-2" data-testid="fixed-term-account">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-semibold">{texts.accountName(kind)}</h2>
        <Link to="/transfer" className="link text-xs">
          {t('account.transfer')}
        </Link>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <Figure
          label={t('fixedTerm.account.available')}
          value={show(balance?.available)}
          testId="fixed-term-account-available"
        />
        <Figure
          label={t('fixedTerm.account.frozen')}
          value={show(balance?.frozen)}
          testId="fixed-term-account-frozen"
        />
      </dl>
      {empty && (
        <p className="rounded-lg bg-panel-2/60 px-3 py-2 text-xs leading-5 text-mute">
          {t(`fixedTerm.account.empty.${kind}`)}{' '}
          <Link to="/transfer" className="link">
            {t('account.transferNow')}
          </Link>
        </p>
      )}
    </div>
  );
}
