import type { FixedTermOrder } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { useFixedTermTexts } from './use-fixed-term-texts.ts';

const TONE = {
  won: { box: 'border-up/40 bg-up/10', head: 'text-up' },
  lost: { box: 'border-down/40 bg-down/10', head: 'text-down' },
  refunded: { box: 'border-line bg-panel-2/60', head: 'text-ink' },
} as const;

/** The outcome of a settled order in one sentence: what it paid back, or that the stake is lost. */
export function useResultHeadline() {
  const { t } = useTranslation('contracts');
  const texts = useFixedTermTexts();
  return (order: FixedTermOrder & { status: 'won' | 'lost' | 'refunded' }) =>
    t(`fixedTerm.result.${order.status}`, {
      payout: order.payout === null ? '—' : texts.amount(order.payout),
      stake: texts.amount(order.stake),
    });
}

export function isSettled(
  order: FixedTermOrder,
): order is FixedTermOrder & { status: 'won' | 'lost' | 'refunded' } {
  return order.status !== 'open';
}

/**
 * A settled order's result, shown where its countdown was: won, lost or refunded, what it paid
 * back, and the recorded settlement price with its source and time (or that none was recorded).
 */
export function FixedTermResult({
  order,
  nowMs,
  onDismiss,
}: {
  order: FixedTermOrder;
  nowMs: number;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('contracts');
  const texts = useFixedTermTexts();
  const headline = useResultHeadline();
  if (!isSettled(order)) return null;
  const tone = TONE[order.status];
  const about = {
    symbol: order.symbol,
    direction: texts.direction(order.direction),
    cycle: texts.cycle(order.cycle),
  };
  return (
    <div
      role="status"
      className={`rounded-xl border px-4 py-3 ${tone.box}`}
      data-testid="fixed-term-result"
      data-status={order.status}
    >
      <div className="flex items-start justify-between gap-3">
        <p
          className={`text-sm font-semibold leading-6 ${tone.head}`}
          data-testid="fixed-term-result-headline"
        >
          {headline(order)}
        </p>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('fixedTerm.result.dismiss')}
          className="-mr-1 size-7 shrink-0 rounded-md text-lg leading-none text-mute hover:bg-panel-2 hover:text-ink"
        >
          ×
        </button>
      </div>
      <p className="mt-1 text-xs leading-5 text-ink/75">
        {order.settlement
          ? t('fixedTerm.result.detail', {
              ...about,
              entry: texts.price(order.entry.price),
              price: texts.price(order.settlement.price),
              source: texts.source(order.settlement.source),
              time: texts.moment(order.settlement.time, nowMs),
            })
          : t('fixedTerm.result.noPrice', about)}
      </p>
    </div>
  );
}
