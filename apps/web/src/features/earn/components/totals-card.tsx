import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { LoadingBlock } from '../../../components/ui/states.tsx';
import { isZeroAmount } from '../../../lib/format.ts';
import { useEarnTotals } from '../api/earn-api.ts';
import { Figure } from './earn-page.tsx';
import { useEarnFormat } from './use-earn-format.ts';

/** What the customer holds in escrow earning, across both lines: in custody, yield received, last day. */
export function TotalsCard() {
  const { t } = useTranslation('earn');
  const format = useEarnFormat();
  const totals = useEarnTotals(true);
  if (totals.isPending)
    return (
      <Card>
        <LoadingBlock lines={2} />
      </Card>
    );
  // The products below still show; a failed read of the totals hides only this card.
  if (totals.isError) return null;
  const data = totals.data;
  return (
    <Card testId="earn-totals">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-[15px] font-semibold">{t('totals.title')}</h2>
        <span className="text-xs text-mute">{t('totals.openOrders', { count: data.open_orders })}</span>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-3">
        <Figure label={t('totals.invested')} strong testId="earn-total-invested">
          {format.amount(data.invested)}
        </Figure>
        <Figure label={t('totals.yieldPaid')} testId="earn-total-yield">
          {format.amount(data.yield_paid)}
        </Figure>
        <Figure label={t('totals.lastDay')} testId="earn-total-last-day">
          {isZeroAmount(data.yield_last_day) ? (
            format.amount(data.yield_last_day)
          ) : (
            <span className="text-up">+{format.amount(data.yield_last_day)}</span>
          )}
        </Figure>
      </dl>
      <p className="mt-2 text-xs text-mute">{data.asset}</p>
    </Card>
  );
}
