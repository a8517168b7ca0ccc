import type { ContractInstrument, ContractPosition } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/ui/row-list.tsx';
import { formatDateTime, groupDecimal } from '../../../lib/format.ts';
import { signedUsdt, toneOf, usdtText } from '../model/format.ts';
import { endedAt, endReasonOf } from '../model/positions.ts';

const TONE = { up: 'text-up', down: 'text-down', flat: 'text-ink' } as const;
const DIRECTION_TONE = { long: 'text-up', short: 'text-down' } as const;

/** The grid templates of the three lists on wide screens, written out in full so Tailwind sees them. */
export const TEMPLATES = {
  positions:
    'lg:grid-cols-[minmax(0,1.3fr)_minmax(0,0.8fr)_minmax(0,0.5fr)_minmax(0,0.9fr)_minmax(0,0.9fr)_minmax(0,0.9fr)_minmax(0,0.9fr)_minmax(0,0.8fr)_minmax(0,0.8fr)_minmax(0,0.9fr)_9rem]',
  pending:
    'lg:grid-cols-[minmax(0,1.3fr)_minmax(0,0.8fr)_minmax(0,0.5fr)_minmax(0,0.9fr)_minmax(0,0.9fr)_minmax(0,0.9fr)_minmax(0,0.7fr)_minmax(0,0.8fr)_minmax(0,0.8fr)_minmax(0,1.2fr)_6rem]',
  history:
    'lg:grid-cols-[minmax(0,1.3fr)_minmax(0,0.8fr)_minmax(0,0.5fr)_minmax(0,0.9fr)_minmax(0,0.9fr)_minmax(0,1fr)_minmax(0,0.9fr)_minmax(0,0.7fr)_minmax(0,1.2fr)_minmax(0,1.2fr)]',
} as const;

/** A profit in green, a loss in red, in USDT. */
export function Pnl({ value }: { value: string | null }) {
  const { i18n } = useTranslation();
  if (value === null) return <span className="text-mute">—</span>;
  return (
    <span className={`font-medium ${TONE[toneOf(value)]}`} data-testid="position-pnl">
      {signedUsdt(value, i18n.language)} USDT
    </span>
  );
}

/** The columns every list opens with: the instrument, the direction with the leverage, the lots. */
function useHeadColumns(): Column<ContractPosition>[] {
  const { t, i18n } = useTranslation('contracts');
  return [
    {
      key: 'symbol',
      label: t('column.instrument'),
      render: (p) => <span className="font-medium">{p.symbol}</span>,
    },
    {
      key: 'direction',
      label: t('column.direction'),
      render: (p) => (
        <span className={`font-medium ${DIRECTION_TONE[p.direction]}`} data-direction={p.direction}>
          {t(`direction.${p.direction}`)} · {p.leverage}x
        </span>
      ),
    },
    {
      key: 'lots',
      label: t('column.lots'),
      align: 'right',
      render: (p) => groupDecimal(p.lots, i18n.language),
    },
  ];
}

/** Figures of a price or an amount, '—' where there is none. */
function useShow() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return {
    price: (value: string | null | undefined) =>
      value === null || value === undefined ? '—' : groupDecimal(value, lang),
    usdt: (value: string) => `${usdtText(value, lang)} USDT`,
    time: (seconds: number) => <span className="text-mute">{formatDateTime(seconds, lang)}</span>,
  };
}

export interface PositionActions {
  instruments: ReadonlyMap<string, ContractInstrument>;
  close: (p: ContractPosition) => void;
  stops: (p: ContractPosition) => void;
}

export function usePositionColumns(actions: PositionActions): Column<ContractPosition>[] {
  const { t } = useTranslation('contracts');
  const show = useShow();
  return [
    ...useHeadColumns(),
    {
      key: 'open',
      label: t('column.openPrice'),
      align: 'right',
      render: (p) => show.price(p.opened?.price),
    },
    {
      key: 'current',
      label: t('column.currentPrice'),
      align: 'right',
      render: (p) => show.price(p.current_price),
    },
    { key: 'margin', label: t('column.margin'), align: 'right', render: (p) => show.usdt(p.margin) },
    { key: 'pnl', label: t('column.unrealisedPnl'), align: 'right', render: (p) => <Pnl value={p.pnl} /> },
    { key: 'tp', label: t('column.takeProfit'), align: 'right', render: (p) => show.price(p.take_profit) },
    { key: 'sl', label: t('column.stopLoss'), align: 'right', render: (p) => show.price(p.stop_loss) },
    {
      key: 'liquidation',
      label: t('column.liquidation'),
      align: 'right',
      render: (p) => <span className="text-warn">{show.price(p.liquidation_price)}</span>,
    },
    {
      key: 'actions',
      label: '',
      align: 'right',
      wide: true,
      render: (p) =>
        actions.instruments.has(p.symbol) ? (
          <span className="flex justify-end gap-2">
            <button
              type="button"
              className="btn-ghost h-8 px-3 text-xs"
              onClick={() => actions.stops(p)}
              data-testid="position-stops"
            >
              {t('lists.stops')}
            </button>
            <button
              type="button"
              className="btn-danger h-8 px-3 text-xs"
              onClick={() => actions.close(p)}
              data-testid="position-close"
            >
              {t('lists.close')}
            </button>
          </span>
        ) : null,
    },
  ];
}

export function usePendingColumns(cancel: {
  pending: ReadonlySet<number>;
  run: (p: ContractPosition) => void;
}): Column<ContractPosition>[] {
  const { t } = useTranslation('contracts');
  const show = useShow();
  return [
    ...useHeadColumns(),
    {
      key: 'level',
      label: t('column.level'),
      align: 'right',
      render: (p) => <span className="font-medium">{show.price(p.pending_price)}</span>,
    },
    {
      key: 'current',
      label: t('column.currentPrice'),
      align: 'right',
      render: (p) => show.price(p.current_price),
    },
    { key: 'margin', label: t('column.marginHeld'), align: 'right', render: (p) => show.usdt(p.margin) },
    { key: 'fee', label: t('column.fee'), align: 'right', render: (p) => show.usdt(p.fee) },
    { key: 'tp', label: t('column.takeProfit'), align: 'right', render: (p) => show.price(p.take_profit) },
    { key: 'sl', label: t('column.stopLoss'), align: 'right', render: (p) => show.price(p.stop_loss) },
    { key: 'placed', label: t('column.placed'), render: (p) => show.time(p.created_at) },
    {
      key: 'actions',
      label: '',
      align: 'right',
      wide: true,
      render: (p) => (
        <button
          type="button"
          className="btn-ghost h-8 px-3 text-xs"
          disabled={cancel.pending.has(p.id)}
          onClick={() => cancel.run(p)}
          data-testid="pending-cancel"
        >
          {t('lists.cancel')}
        </button>
      ),
    },
  ];
}

export function useHistoryColumns(): Column<ContractPosition>[] {
  const { t } = useTranslation('contracts');
  const show = useShow();
  return [
    ...useHeadColumns(),
    {
      key: 'open',
      label: t('column.openPrice'),
      align: 'right',
      // A cancelled pending open never opened: its level is shown instead, marked as such.
      render: (p) =>
        p.opened ? (
          show.price(p.opened.price)
        ) : (
          <span className="text-mute">{show.price(p.pending_price)}</span>
        ),
    },
    {
      key: 'close',
      label: t('column.closePrice'),
      align: 'right',
      render: (p) => show.price(p.closed?.price),
    },
    {
      key: 'reason',
      label: t('column.reason'),
      render: (p) => {
        const reason = endReasonOf(p);
        return (
          <span data-reason={reason ?? ''} data-testid="history-reason">
            {reason ? t(`reason.${reason}`) : '—'}
          </span>
        );
      },
    },
    {
      key: 'pnl',
      label: t('column.pnl'),
      align: 'right',
      render: (p) =>
        p.status === 'cancelled' ? <span className="text-mute">—</span> : <Pnl value={p.pnl} />,
    },
    {
      key: 'fee',
      label: t('column.fee'),
      align: 'right',
      // A cancelled pending open gave its fee back.
      render: (p) => (p.status === 'cancelled' ? <span className="text-mute">—</span> : show.usdt(p.fee)),
    },
    {
      key: 'opened',
      label: t('column.opened'),
      render: (p) => show.time(p.opened?.time ?? p.created_at),
    },
    { key: 'ended', label: t('column.ended'), render: (p) => show.time(endedAt(p)) },
  ];
}
