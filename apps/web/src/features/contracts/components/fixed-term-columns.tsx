import type { FixedTermOrder } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/form-controls.tsx';
import type { Column } from '../../../components/ui/row-list.tsx';
import { USDT_SCALE } from '../model/contract-math.ts';
import {
  countdownText,
  elapsedShare,
  isRising,
  payoutIfRight,
  secondsLeft,
  standingOf,
} from '../model/fixed-term.ts';
import { unitsOf } from '../model/order-rules.ts';
import { useFixedTermTexts } from './use-fixed-term-texts.ts';

/** The grid templates of the two lists on wide screens, written out in full so Tailwind sees them. */
export const FIXED_TERM_TEMPLATES = {
  open: 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)_minmax(0,0.9fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,0.8fr)_minmax(0,1fr)_minmax(0,1.2fr)]',
  history:
    'lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)_minmax(0,0.8fr)_minmax(0,0.7fr)_minmax(0,1.3fr)_minmax(0,1.6fr)_minmax(0,0.9fr)_minmax(0,0.8fr)]',
} as const;

const STANDING_TONE = { winning: 'text-up', losing: 'text-down', even: 'text-ink' } as const;
const STATUS_TONE = {
  won: 'bg-up/15 text-up',
  lost: 'bg-down/15 text-down',
  refunded: 'bg-panel-2 text-ink/85',
  open: 'bg-panel-2 text-mute',
} as const;

/** The columns both lists open with: the instrument, and the direction with the cycle. */
function useHeadColumns(): Column<FixedTermOrder>[] {
  const { t } = useTranslation('contracts');
  const texts = useFixedTermTexts();
  return [
    {
      key: 'symbol',
      label: t('fixedTerm.column.instrument'),
      render: (o) => <span className="font-medium">{o.symbol}</span>,
    },
    {
      key: 'direction',
      label: t('fixedTerm.column.direction'),
      render: (o) => (
        <span
          className={`font-medium ${isRising(o.direction) ? 'text-up' : 'text-down'}`}
          data-direction={o.direction}
        >
          {texts.direction(o.direction)} · {texts.cycle(o.cycle)}
        </span>
      ),
    },
  ];
}

/** mm:ss to the expiry with a bar of the time gone; once it has passed, the order is being settled. */
function Countdown({ order, nowMs }: { order: FixedTermOrder; nowMs: number }) {
  const { t } = useTranslation('contracts');
  const left = secondsLeft(order.expires_at, nowMs);
  if (left === 0)
    return (
      <span
        className="inline-flex items-center gap-1.5 text-warn"
        data-testid="fixed-term-countdown"
        data-settling
      >
        <Spinner />
        {t('fixedTerm.settling')}
      </span>
    );
  const percent = Math.round(elapsedShare(order, nowMs) * 100);
  return (
    <span className="flex items-center gap-2 lg:justify-end" data-testid="fixed-term-countdown">
      <span
        className="h-1.5 w-full max-w-40 overflow-hidden rounded-full bg-panel-2 lg:max-w-16"
        aria-hidden="true"
      >
        <span className="block h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
      </span>
      <span className="font-semibold tabular-nums" role="timer">
        {countdownText(left)}
      </span>
    </span>
  );
}

export function useOpenColumns({
  nowMs,
  priceOf,
}: {
  nowMs: number;
  priceOf: (symbol: string) => string | null;
}): Column<FixedTermOrder>[] {
  const { t } = useTranslation('contracts');
  const texts = useFixedTermTexts();
  return [
    ...useHeadColumns(),
    {
      key: 'stake',
      label: t('fixedTerm.column.stake'),
      align: 'right',
      render: (o) => texts.usdtWire(o.stake),
    },
    {
      key: 'entry',
      label: t('fixedTerm.column.entry'),
      align: 'right',
      render: (o) => <span data-testid="fixed-term-entry-price">{texts.price(o.entry.price)}</span>,
    },
    {
      key: 'current',
      label: t('fixedTerm.column.current'),
      align: 'right',
      render: (o) => {
        const current = priceOf(o.symbol);
        return current === null ? <span className="text-mute">—</span> : texts.price(current);
      },
    },
    {
      key: 'standing',
      label: t('fixedTerm.column.standing'),
      align: 'right',
      render: (o) => {
        const standing = standingOf(o.direction, o.entry.price, priceOf(o.symbol));
        return (
          <span
            className={`font-medium ${standing ? STANDING_TONE[standing] : 'text-mute'}`}
            data-testid="fixed-term-standing"
            data-standing={standing ?? ''}
          >
            {standing ? t(`fixedTerm.standing.${standing}`) : '—'}
          </span>
        );
      },
    },
    {
      key: 'ifRight',
      label: t('fixedTerm.column.ifRight'),
      align: 'right',
      render: (o) => {
        const stake = unitsOf(o.stake, USDT_SCALE);
        return stake === null ? '—' : texts.usdt(payoutIfRight(stake, o.payout_ppm));
      },
    },
    {
      key: 'countdown',
      label: t('fixedTerm.column.timeLeft'),
      align: 'right',
      wide: true,
      render: (o) => <Countdown order={o} nowMs={nowMs} />,
    },
  ];
}

export function useHistoryColumns({ nowMs }: { nowMs: number }): Column<FixedTermOrder>[] {
  const { t } = useTranslation('contracts');
  const texts = useFixedTermTexts();
  const when = (seconds: number) => (
    <span className="block text-xs text-mute">{texts.moment(seconds, nowMs)}</span>
  );
  return [
    ...useHeadColumns(),
    {
      key: 'stake',
      label: t('fixedTerm.column.stake'),
      align: 'right',
      render: (o) => texts.usdtWire(o.stake),
    },
    { key: 'fee', label: t('fixedTerm.column.fee'), align: 'right', render: (o) => texts.usdtWire(o.fee) },
    {
      key: 'entry',
      label: t('fixedTerm.column.entry'),
      align: 'right',
      render: (o) => (
        <>
          <span className="block">{texts.price(o.entry.price)}</span>
          {when(o.entry.time)}
        </>
      ),
    },
    {
      key: 'settlement',
      label: t('fixedTerm.column.settlement'),
      align: 'right',
      render: (o) =>
        o.settlement ? (
          <span data-testid="fixed-term-settlement">
            <span className="block">{texts.price(o.settlement.price)}</span>
            <span className="block text-xs text-mute">
              {texts.source(o.settlement.source)} · {texts.moment(o.settlement.time, nowMs)}
            </span>
          </span>
        ) : (
          <span className="text-mute" data-testid="fixed-term-settlement">
            {t('fixedTerm.noSettlementPrice')}
          </span>
        ),
    },
    {
      key: 'payout',
      label: t('fixedTerm.column.payout'),
      align: 'right',
      render: (o) => (
        <span className="font-medium" data-testid="fixed-term-payout-paid">
          {o.payout === null ? '—' : texts.usdtWire(o.payout)}
        </span>
      ),
    },
    {
      key: 'result',
      label: t('fixedTerm.column.result'),
      align: 'right',
      render: (o) => (
        <span
          className={`inline-block rounded-md px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[o.status]}`}
          data-testid="fixed-term-outcome"
          data-status={o.status}
        >
          {o.status === 'open' ? '—' : t(`fixedTerm.status.${o.status}`)}
        </span>
      ),
    },
  ];
}
