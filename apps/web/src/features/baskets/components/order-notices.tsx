import type { BasketDetail } from '@platform/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../../components/ui/form-controls.tsx';
import { type BuyBlock, type BuyLimits, type SellBlock, USDT_SCALE } from '../model/trade.ts';
import type { OrderRefusal } from './order-flow.ts';
import { useBasketFormat } from './use-basket-format.ts';

/** The figures before confirming, or a line saying what to type to see them. */
export function SummaryBox({
  title,
  empty,
  testId,
  children,
}: {
  title: string;
  empty: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children ? (
        <dl className="rounded-xl border border-line bg-panel-2/50 px-4 py-2" data-testid={testId}>
          {children}
        </dl>
      ) : (
        <p className="rounded-xl border border-dashed border-line px-4 py-3 text-sm text-mute">{empty}</p>
      )}
    </section>
  );
}

/** The server's refusal, in its words, with the way out where there is one. */
export function RefusalNotice({ refusal }: { refusal: OrderRefusal }) {
  const { t } = useTranslation('baskets');
  const toQuestionnaire =
    refusal.reason === 'EARN_RISK_NOT_ASSESSED' || refusal.reason === 'BASKET_RISK_LEVEL';
  return (
    <Notice tone="down" testId="baskets-refusal">
      <p data-reason={refusal.reason}>{t('order.refused', { message: refusal.message })}</p>
      {toQuestionnaire && (
        <Link to="/fengxian" className="link mt-1 inline-block" data-testid="baskets-refusal-assess">
          {t('risk.assess')}
        </Link>
      )}
    </Notice>
  );
}

/** Said in the confirmation when the server found the NAV had moved: the figures above are at the NAV now. */
export function ConfirmNotice({ nav }: { nav: string }) {
  const { t } = useTranslation('baskets');
  const format = useBasketFormat();
  return (
    <Notice tone="warn" testId="baskets-nav-changed">
      {t('confirm.navChanged', { nav: format.amount(nav) })}
    </Notice>
  );
}

/** That the order is filled at the NAV when it arrives, within the tolerance of the one shown. */
export function ExecutionNote({ tolerancePpm }: { tolerancePpm: number }) {
  const { t } = useTranslation('baskets');
  const format = useBasketFormat();
  return (
    <p className="text-xs leading-5 text-mute" data-testid="baskets-execution-note">
      {t('summary.executionNote', { percent: format.percent(tolerancePpm) })}
    </p>
  );
}

/** The rule that refuses every order now, in words, with the way to lift it where there is one. */
export function BlockNotice({
  block,
  detail,
  limits,
  loggedIn,
}: {
  block: BuyBlock | SellBlock;
  detail: BasketDetail;
  limits?: BuyLimits;
  loggedIn: boolean;
}) {
  const { t } = useTranslation('baskets');
  const format = useBasketFormat();
  // The risk panel above says these with their own links.
  if (block === 'riskNotAssessed' || block === 'riskLevel') return null;
  const usdt = (units: bigint) => format.units(units, USDT_SCALE);
  const hours = detail.basket.components
    .filter((c) => !c.open)
    .map((c) => `${c.symbol}: ${c.hours}`)
    .join('; ');
  const text = {
    closed: t('block.closed'),
    noPrice: t('block.noPrice'),
    marketClosed:
      detail.basket.nav.next_open === null
        ? t('block.marketClosed', { hours })
        : t('block.marketClosedUntil', { hours, time: format.opening(detail.basket.nav.next_open) }),
    tooSmall: limits
      ? t('block.tooSmall', {
          min: usdt(limits.minUnits),
          max: usdt(limits.maxUnits),
          limit: t(`limit.${limits.limitedBy}`),
        })
      : '',
    tradePassword: t('block.tradePassword'),
  }[block];
  const link =
    block === 'tradePassword'
      ? { to: '/bindmpwd', label: t('block.tradePasswordLink') }
      : block === 'tooSmall' && limits?.limitedBy === 'available'
        ? { to: '/asset', label: t('block.deposit') }
        : null;
  return (
    <Notice tone={block === 'marketClosed' ? 'warn' : 'down'} testId="baskets-block">
      <p data-block={block}>{text}</p>
      {link && loggedIn && (
        <Link to={link.to} className="link mt-1 inline-block">
          {link.label}
        </Link>
      )}
    </Notice>
  );
}
