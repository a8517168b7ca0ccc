import type { EarnOrder } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Detail } from '../../../components/ui/card.tsx';
import {
  type RedeemAction,
  redeemActionOf,
  STATUS_TONE,
  showsRedemption,
  termProgressPercent,
} from '../model/orders.ts';
import { useEarnFormat } from './use-earn-format.ts';

const TONE_CLASS = {
  brand: 'bg-brand/15 text-brand',
  warn: 'bg-warn/15 text-warn',
  up: 'bg-up/15 text-up',
  mute: 'bg-panel-2 text-mute',
  down: 'bg-down/15 text-down',
} as const;

/**
 * One escrow order: what is in custody, what it has paid, how long is left, and, for a redemption
 * under way or paused, when it is paid, what it costs and why it waits.
 */
export function OrderCard({
  order,
  onRedeem,
}: {
  order: EarnOrder;
  onRedeem: (order: EarnOrder, action: RedeemAction) => void;
}) {
  const { t } = useTranslation('earn');
  const format = useEarnFormat();
  const usdt = (value: string) => `${format.amount(value)} ${order.asset}`;
  const action = redeemActionOf(order);
  const progress = termProgressPercent(order);
  return (
    <article
      className="card p-4 md:p-5"
      data-testid="earn-order"
      data-id={order.id}
      data-status={order.status}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-[15px] font-semibold">{order.name}</h2>
          <p className="mt-0.5 font-mono text-xs text-mute">{t('orders.orderNo', { no: order.order_no })}</p>
        </div>
        <span
          className={`shrink-0 rounded-md px-2 py-0.5 text-xs font-semibold ${TONE_CLASS[STATUS_TONE[order.status]]}`}
          data-testid="earn-order-status"
        >
          {t(`status.${order.status}`)}
        </span>
      </header>
      <dl className="mt-3 grid gap-x-6 sm:grid-cols-2">
        <Detail label={t('orders.amount')} testId="earn-order-amount">
          {usdt(order.amount)}
        </Detail>
        <Detail label={t('orders.yieldPaid')} testId="earn-order-yield">
          <span className="text-up">{usdt(order.yield_paid)}</span>
        </Detail>
        <Detail label={t('orders.term')}>{t('product.days', { count: order.term_days })}</Detail>
        <Detail label={t('orders.dailyRate')}>{format.percent(order.daily_rate_ppm)}%</Detail>
        <Detail label={t('orders.daysLeft')} testId="earn-order-days-left">
          {order.days_left}
        </Detail>
        <Detail label={t('orders.startedAt')}>{format.dateTime(order.started_at)}</Detail>
        <Detail label={t('orders.maturesAt')}>{format.dateTime(order.matures_at)}</Detail>
        {order.ended_at !== null && (
          <Detail label={t('orders.endedAt')}>{format.dateTime(order.ended_at)}</Detail>
        )}
      </dl>
      {order.status !== 'rejected' && (
        <div className="mt-2">
          <div
            className="h-1.5 overflow-hidden rounded-full bg-panel-2"
            role="progressbar"
            aria-label={t('orders.progress', { paid: order.days_paid, term: order.term_days })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <div className="h-full rounded-full bg-brand" style={{ width: `${progress}%` }} />
          </div>
          <p className="mt-1 text-xs text-mute">
            {t('orders.progress', { paid: order.days_paid, term: order.term_days })}
          </p>
        </div>
      )}
      {showsRedemption(order) && order.redemption && (
        <dl
          className="mt-3 rounded-xl border border-line bg-panel-2/50 px-4 py-2"
          data-testid="earn-order-redemption"
        >
          <Detail label={t('orders.dueAt')} testId="earn-order-due">
            {format.date(order.redemption.due_at)}
          </Detail>
          <Detail label={t('orders.penalty')} testId="earn-order-penalty">
            <span className="text-down">{usdt(order.redemption.penalty)}</span>
          </Detail>
          {order.redemption.paused_reason !== null && (
            <p className="py-1.5 text-sm text-warn" data-testid="earn-order-paused">
              {t('orders.paused', { reason: order.redemption.paused_reason })}{' '}
              {order.status === 'reapply' && <span className="text-mute">{t('orders.reapplyHint')}</span>}
            </p>
          )}
        </dl>
      )}
      {order.status === 'rejected' && order.reject_reason !== null && (
        <p className="mt-3 text-sm text-down">{t('orders.rejected', { reason: order.reject_reason })}</p>
      )}
      {action && (
        <button
          type="button"
          className="btn-ghost mt-4 h-10 w-full sm:w-auto"
          onClick={() => onRedeem(order, action)}
          data-testid="earn-order-redeem"
        >
          {t(`orders.${action}`)}
        </button>
      )}
    </article>
  );
}
