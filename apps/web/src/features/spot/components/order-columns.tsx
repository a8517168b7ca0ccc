import type { SpotMarket, SpotOrder } from '@platform/contract';
import { formatUnits } from '@platform/money';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/ui/row-list.tsx';
import { formatAmountOf, formatDateTime, formatQuantity, groupDecimal } from '../../../lib/format.ts';
import type { SpotMyTrade } from '../api/spot-api.ts';
import { quoteValue } from '../model/order-math.ts';
import { endReasonLabel, orderStatusLabel } from '../model/order-status.ts';
import { scalesOf, unitsOf } from '../model/scales.ts';

const SIDE_TONE = { buy: 'text-up', sell: 'text-down' } as const;

/** An amount of the quote currency with its name; a market no longer listed shows the figure alone. */
const quoteAmount = (value: string, market: SpotMarket | undefined, lang: string) =>
  market ? formatAmountOf(value, market.quote, lang) : formatQuantity(value, lang);

/** The columns every list shares: when, which market (when several are listed) and which side. */
function useCommonColumns<T extends { symbol: string }>(
  time: (row: T) => number,
  side: (row: T) => 'buy' | 'sell',
  markets: ReadonlyMap<string, SpotMarket>,
  withMarket: boolean,
): Column<T>[] {
  const { t, i18n } = useTranslation('spot');
  const pair = (symbol: string) => {
    const m = markets.get(symbol);
    return m ? `${m.base}/${m.quote}` : symbol;
  };
  return [
    {
      key: 'time',
      label: t('column.time'),
      render: (row) => <span className="text-mute">{formatDateTime(time(row), i18n.language)}</span>,
    },
    ...(withMarket
      ? [{ key: 'market', label: t('column.market'), render: (row: T) => pair(row.symbol) }]
      : []),
    {
      key: 'side',
      label: t('column.side'),
      render: (row) => (
        <span className={`font-medium ${SIDE_TONE[side(row)]}`}>{t(`side.${side(row)}`)}</span>
      ),
    },
  ];
}

/** Figures of an order: its type, price (or "at market"), amount and filled amount. */
function useOrderFigures(): Column<SpotOrder>[] {
  const { t, i18n } = useTranslation('spot');
  const lang = i18n.language;
  return [
    { key: 'type', label: t('column.type'), render: (o) => t(`type.${o.type}`) },
    {
      key: 'price',
      label: t('column.price'),
      align: 'right',
      render: (o) => (o.price === null ? t('orders.marketPrice') : groupDecimal(o.price, lang)),
    },
    {
      key: 'quantity',
      label: t('column.quantity'),
      align: 'right',
      render: (o) => formatQuantity(o.quantity, lang),
    },
    {
      key: 'filled',
      label: t('column.filled'),
      align: 'right',
      render: (o) => formatQuantity(o.filled, lang),
    },
  ];
}

function StatusCell({ order }: { order: SpotOrder }) {
  const { t } = useTranslation('spot');
  const reason = endReasonLabel(order);
  return (
    <span data-status={order.status}>
      {t(`status.${orderStatusLabel(order)}`)}
      {reason && (
        <span className="block text-[11px] text-mute">
          {'known' in reason ? t(`endReason.${reason.known}`) : reason.raw}
        </span>
      )}
    </span>
  );
}

export function useOpenOrderColumns(
  markets: ReadonlyMap<string, SpotMarket>,
  withMarket: boolean,
  cancel: { pending: ReadonlySet<number>; run: (order: SpotOrder) => void },
): Column<SpotOrder>[] {
  const { t } = useTranslation('spot');
  const common = useCommonColumns<SpotOrder>(
    (o) => o.created_at,
    (o) => o.side,
    markets,
    withMarket,
  );
  return [
    ...common,
    ...useOrderFigures(),
    { key: 'status', label: t('column.status'), render: (o) => <StatusCell order={o} /> },
    {
      key: 'action',
      label: '',
      align: 'right',
      render: (o) => (
        <button
          type="button"
          className="btn-ghost h-8 px-3 text-xs"
          disabled={cancel.pending.has(o.id)}
          onClick={() => cancel.run(o)}
          data-testid="order-cancel"
        >
          {t('orders.cancel')}
        </button>
      ),
    },
  ];
}

export function useHistoryColumns(
  markets: ReadonlyMap<string, SpotMarket>,
  withMarket: boolean,
): Column<SpotOrder>[] {
  const { t, i18n } = useTranslation('spot');
  const lang = i18n.language;
  const common = useCommonColumns<SpotOrder>(
    (o) => o.updated_at,
    (o) => o.side,
    markets,
    withMarket,
  );
  return [
    ...common,
    ...useOrderFigures(),
    {
      key: 'average',
      label: t('column.average'),
      align: 'right',
      render: (o) => (o.average_price === null ? '—' : groupDecimal(o.average_price, lang)),
    },
    {
      key: 'fee',
      label: t('column.fee'),
      align: 'right',
      render: (o) => quoteAmount(o.fee, markets.get(o.symbol), lang),
    },
    { key: 'status', label: t('column.status'), render: (o) => <StatusCell order={o} /> },
  ];
}

/** The quote value of a fill as the ledger booked it (rounded down), or null without its market. */
function tradeTotal(trade: SpotMyTrade, market: SpotMarket | undefined): string | null {
  if (!market) return null;
  const s = scalesOf(market);
  const ticks = unitsOf(trade.price, s.priceScale);
  const lots = unitsOf(trade.quantity, s.quantityScale);
  if (ticks === null || lots === null) return null;
  // Rounded down, as the server books each fill: neither side pays or receives more than the value.
  return formatUnits(quoteValue(ticks, lots, s, 'down'), s.quoteScale);
}

export function useTradeColumns(
  markets: ReadonlyMap<string, SpotMarket>,
  withMarket: boolean,
): Column<SpotMyTrade>[] {
  const { t, i18n } = useTranslation('spot');
  const lang = i18n.language;
  const common = useCommonColumns<SpotMyTrade>(
    (r) => r.time,
    (r) => r.my_side,
    markets,
    withMarket,
  );
  return [
    ...common,
    { key: 'role', label: t('column.role'), render: (r) => t(`role.${r.role}`) },
    { key: 'price', label: t('column.price'), align: 'right', render: (r) => groupDecimal(r.price, lang) },
    {
      key: 'quantity',
      label: t('column.quantity'),
      align: 'right',
      render: (r) => formatQuantity(r.quantity, lang),
    },
    {
      key: 'total',
      label: t('column.total'),
      align: 'right',
      render: (r) => {
        const total = tradeTotal(r, markets.get(r.symbol));
        return total === null ? '—' : quoteAmount(total, markets.get(r.symbol), lang);
      },
    },
    {
      key: 'fee',
      label: t('column.fee'),
      align: 'right',
      render: (r) => quoteAmount(r.fee, markets.get(r.symbol), lang),
    },
  ];
}
