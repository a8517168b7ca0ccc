import type { BasketView } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Detail } from '../../../components/ui/card.tsx';
import { feedSourceOf } from '../model/names.ts';
import {
  type BuyQuote,
  dailyManagementFeeUnits,
  NAV_SCALE,
  type SellQuote,
  UNIT_SCALE,
  USDT_SCALE,
} from '../model/trade.ts';
import { useBasketFormat } from './use-basket-format.ts';

/** A price the NAV was worked out from: as a component's last price, or as a trade's source. */
export interface PriceSource {
  symbol: string;
  price: string;
  source: string;
  time: number;
}

/** The components' prices the NAV on screen uses. */
export function sourcesOf(basket: BasketView): PriceSource[] {
  return basket.components.flatMap((c) => (c.last ? [{ symbol: c.symbol, ...c.last }] : []));
}

/** The figures of a purchase, as Detail rows: under the form as the amount is typed, and in the confirmation. */
export function BuyRows({
  basket,
  quote,
  navTime,
}: {
  basket: BasketView;
  quote: BuyQuote;
  navTime: number | null;
}) {
  const { t } = useTranslation('baskets');
  const format = useBasketFormat();
  const usdt = (units: bigint) => `${format.units(units, USDT_SCALE)} USDT`;
  return (
    <>
      <Detail label={t('summary.amount')} testId="baskets-summary-amount">
        {usdt(quote.amountUnits)}
      </Detail>
      <Detail
        label={t('summary.subscriptionFee', { percent: format.percent(basket.subscription_fee_ppm) })}
        testId="baskets-summary-fee"
      >
        <span className="text-down">{usdt(quote.feeUnits)}</span>
      </Detail>
      <Detail label={t('summary.invested')}>{usdt(quote.netUnits)}</Detail>
      <NavRow navUnits={quote.navUnits} navTime={navTime} />
      <Detail label={t('summary.unitsBought')} testId="baskets-summary-units">
        <span className="text-brand">{format.units(quote.units, UNIT_SCALE)}</span>
      </Detail>
      <Detail label={t('summary.managementFee')}>
        <span className="font-normal">
          {t('summary.managementValue', {
            percent: format.percent(basket.management_fee_ppm),
            units: format.units(dailyManagementFeeUnits(quote.units, basket.management_fee_ppm), UNIT_SCALE),
          })}
        </span>
      </Detail>
    </>
  );
}

/** The figures of a redemption, as Detail rows. */
export function SellRows({
  basket,
  quote,
  navTime,
}: {
  basket: BasketView;
  quote: SellQuote;
  navTime: number | null;
}) {
  const { t } = useTranslation('baskets');
  const format = useBasketFormat();
  const usdt = (units: bigint) => `${format.units(units, USDT_SCALE)} USDT`;
  return (
    <>
      <Detail label={t('summary.unitsSold')} testId="baskets-summary-sell-units">
        {format.units(quote.units, UNIT_SCALE)}
      </Detail>
      <NavRow navUnits={quote.navUnits} navTime={navTime} />
      <Detail label={t('summary.gross')} testId="baskets-summary-gross">
        {usdt(quote.grossUnits)}
      </Detail>
      <Detail
        label={t('summary.redemptionFee', { percent: format.percent(basket.redemption_fee_ppm) })}
        testId="baskets-summary-sell-fee"
      >
        <span className="text-down">{usdt(quote.feeUnits)}</span>
      </Detail>
      <Detail label={t('summary.receive')} testId="baskets-summary-receive">
        <span className="text-brand">{usdt(quote.receiveUnits)}</span>
      </Detail>
    </>
  );
}

function NavRow({ navUnits, navTime }: { navUnits: bigint; navTime: number | null }) {
  const { t } = useTranslation('baskets');
  const format = useBasketFormat();
  return (
    <Detail label={t('summary.nav')} testId="baskets-summary-nav">
      {format.units(navUnits, NAV_SCALE)} USDT
      {navTime !== null && (
        <span className="block text-xs font-normal text-mute">
          {t('nav.asOf', { time: format.when(navTime) })}
        </span>
      )}
    </Detail>
  );
}

/** The prices a NAV came from: instrument, price, feed and time. */
export function SourceList({ sources, testId }: { sources: readonly PriceSource[]; testId?: string }) {
  const { t } = useTranslation('baskets');
  const format = useBasketFormat();
  return (
    <ul className="space-y-0.5 text-xs text-mute" data-testid={testId}>
      {sources.map((s) => {
        const known = feedSourceOf(s.source);
        return (
          <li key={s.symbol} className="flex justify-between gap-3">
            <span className="font-medium text-ink/85">{s.symbol}</span>
            <span className="text-right">
              <span className="tabular-nums text-ink/85">{format.amount(s.price)}</span>{' '}
              <span className="whitespace-nowrap">
                · {known === null ? s.source : t(`sources.${known}`)} · {format.when(s.time)}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
