import type { BasketPosition } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pnlPercentHundredths } from '../model/figures.ts';
import { basketPath } from '../model/paths.ts';
import { USDT_SCALE } from '../model/trade.ts';
import { Figure, TONE_TEXT } from './basket-page.tsx';
import { useBasketFormat } from './use-basket-format.ts';

/**
 * What the customer holds of one basket: units, what they cost, their value at the NAV now and the
 * profit or loss (signed and coloured), and every fee paid, the management fee in units included.
 */
export function PositionCard({ position }: { position: BasketPosition }) {
  const { t } = useTranslation('baskets');
  const format = useBasketFormat();
  const usdt = (value: string) => `${format.amount(value)} USDT`;
  const pnl = position.pnl === null ? null : format.signed(position.pnl);
  const percent =
    position.pnl === null ? null : pnlPercentHundredths(position.pnl, position.cost, USDT_SCALE);
  return (
    <article className="card p-4 md:p-5" data-testid="baskets-position" data-id={position.basket_id}>
      <header className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 truncate text-[15px] font-semibold">{position.name}</h2>
        <Link
          to={basketPath(position.basket_id)}
          className="link shrink-0 text-sm"
          data-testid="baskets-position-trade"
        >
          {t('holdings.trade')} ›
        </Link>
      </header>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
        <Figure label={t('holdings.units')} testId="baskets-position-units">
          {format.amount(position.units)}
        </Figure>
        <Figure label={t('holdings.nav')}>{position.nav === null ? '—' : usdt(position.nav)}</Figure>
        <Figure label={t('holdings.value')} testId="baskets-position-value">
          {position.value === null ? '—' : usdt(position.value)}
        </Figure>
        <Figure label={t('holdings.cost')}>{usdt(position.cost)}</Figure>
        <Figure label={t('holdings.pnl')} testId="baskets-position-pnl">
          {pnl === null ? (
            '—'
          ) : (
            <span className={TONE_TEXT[pnl.tone]} data-tone={pnl.tone}>
              {pnl.text} USDT
              {percent !== null && (
                <span className="ml-1 text-xs">
                  ({pnl.sign === '-' ? '−' : pnl.sign}
                  {format.hundredths(percent < 0n ? -percent : percent)}%)
                </span>
              )}
            </span>
          )}
        </Figure>
        <Figure label={t('holdings.feesPaid')} testId="baskets-position-fees">
          {usdt(position.fees_paid)}
          <span className="block text-xs font-normal text-mute">
            {t('holdings.managementUnits', { units: format.amount(position.management_fee_units) })}
          </span>
        </Figure>
      </dl>
    </article>
  );
}
