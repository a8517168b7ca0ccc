import type { EarnReserve } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Card, Detail } from '../../../components/ui/card.tsx';
import { Notice } from '../../../components/ui/form-controls.tsx';
import { useIsDemo } from '../../../components/ui/use-switch-to-real.ts';
import { coveragePercent, reserveCovers } from '../model/figures.ts';
import { useEarnFormat } from './use-earn-format.ts';

/**
 * Where the yield is paid from, said plainly: the operator's reserve, with what it holds, what it
 * already owes customers and how well the one covers the other. It pays real accounts only: a
 * demo account is told so, and is not warned of a shortfall that does not limit its play money.
 */
export function ReservePanel({ reserve, className }: { reserve: EarnReserve; className?: string }) {
  const { t } = useTranslation('earn');
  const format = useEarnFormat();
  const coverage = coveragePercent(reserve.coverage_ppm);
  const demo = useIsDemo();
  const asset = (value: string) => `${format.amount(value)} ${reserve.asset}`;
  return (
    <Card className={className} testId="earn-reserve">
      <h2 className="text-[15px] font-semibold">{t('reserve.title')}</h2>
      <p className="mt-2 text-sm leading-6 text-ink/85">{t('reserve.text')}</p>
      {demo && (
        <p className="mt-2 text-sm leading-6 text-warn" data-testid="earn-reserve-demo">
          {t('reserve.demo')}
        </p>
      )}
      <dl className="mt-3 rounded-xl border border-line bg-panel-2/50 px-4 py-2">
        <Detail label={t('reserve.balance')} testId="earn-reserve-balance">
          {asset(reserve.balance)}
        </Detail>
        <Detail label={t('reserve.committed')} testId="earn-reserve-committed">
          {asset(reserve.committed)}
        </Detail>
        <Detail label={t('reserve.uncommitted')}>{asset(reserve.uncommitted)}</Detail>
        <Detail label={t('reserve.coverage')} testId="earn-reserve-coverage">
          {coverage === null ? (
            <span className="text-mute">{t('reserve.nothingOwed')}</span>
          ) : (
            <span className={reserveCovers(reserve) ? 'text-up' : 'text-warn'}>
              {format.amount(coverage)}%
            </span>
          )}
        </Detail>
      </dl>
      {!demo && !reserveCovers(reserve) && (
        <div className="mt-3">
          <Notice tone="warn">{t('reserve.short')}</Notice>
        </div>
      )}
    </Card>
  );
}
