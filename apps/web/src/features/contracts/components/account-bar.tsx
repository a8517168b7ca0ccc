import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContractSummary } from '../api/contracts-api.ts';
import { signedUsdt, toneOf, usdtText } from '../model/format.ts';

const TONE = { up: 'text-up', down: 'text-down', flat: 'text-ink' } as const;

function Figure({ label, value, tone = 'text-ink' }: { label: string; value: string; tone?: string }) {
  return (
    <div className="min-w-0">
      <dt className="truncate text-[11px] text-mute">{label}</dt>
      <dd className={`mt-0.5 truncate text-sm font-medium tabular-nums ${tone}`}>{value}</dd>
    </div>
  );
}

/**
 * The contract account in one line: available USDT, margin held by open positions and their
 * unrealised result, with the way to move USDT in from the spot account.
 */
export function AccountBar() {
  const { t, i18n } = useTranslation('contracts');
  const lang = i18n.language;
  const summary = useContractSummary();
  const s = summary.data;
  const usdt = (value: string | undefined) => (value === undefined ? '—' : `${usdtText(value, lang)} USDT`);
  const empty = s !== undefined && toneOf(s.available) === 'flat' && s.positions === 0;
  return (
    <div className="space-y-2" data-testid="contract-account">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-semibold">{t('account.label')}</h2>
        <Link to="/transfer" className="link text-xs">
          {t('account.transfer')}
        </Link>
      </div>
      <dl className="grid grid-cols-3 gap-3">
        <Figure label={t('account.available')} value={usdt(s?.available)} />
        <Figure label={t('account.margin')} value={usdt(s?.margin)} />
        <Figure
          label={t('account.pnl')}
          value={s?.unrealised_pnl == null ? '—' : `${signedUsdt(s.unrealised_pnl, lang)} USDT`}
          tone={s?.unrealised_pnl == null ? 'text-ink' : TONE[toneOf(s.unrealised_pnl)]}
        />
      </dl>
      {empty && (
        <p className="rounded-lg bg-panel-2/60 px-3 py-2 text-xs leading-5 text-mute">
          {t('account.empty')}{' '}
          <Link to="/transfer" className="link">
            {t('account.transferNow')}
          </Link>
        </p>
      )}
    </div>
  );
}
