import type { EarnOrder, Page } from '@platform/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Detail } from '../../../components/ui/card.tsx';
import { Notice } from '../../../components/ui/form-controls.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { TradePasswordDialog } from '../../../components/ui/trade-password-dialog.tsx';
import { useIsDemo } from '../../../components/ui/use-switch-to-real.ts';
import type { ApiRefusal } from '../../../lib/api-client.ts';
import { tradePasswordField } from '../../../lib/trade-password.ts';
import { earnActions, useRefreshEarn } from '../api/earn-api.ts';
import { findOrder, type RedeemAction, redeemActionOf } from '../model/orders.ts';

import { useEarnFormat } from './use-earn-format.ts';

interface Redeeming {
  id: number;
  action: RedeemAction;
  /** The penalty changed since the dialog opened (a day passed): the new figure is said first. */
  changed: boolean;
}

/**
 * An early redemption (or a new request after a paused one) from the orders list: the dialog shows
 * exactly what the server stated for now, `redeem_now`, and sends that penalty back with the trade
 * password. If the server answers that the penalty changed, the list is read again and the dialog
 * stays open with the new figure, to be confirmed again.
 */
export function useRedeemFlow(orders: UseQueryResult<Page<EarnOrder>>) {
  const { t } = useTranslation('earn');
  const demo = useIsDemo();
  const refresh = useRefreshEarn();
  const [redeeming, setRedeeming] = useState<Redeeming | null>(null);
  const order = redeeming ? findOrder(orders.data?.items, redeeming.id) : null;

  const open = (target: EarnOrder, action: RedeemAction) =>
    setRedeeming({ id: target.id, action, changed: false });
  const close = () => setRedeeming(null);

  const confirm = async (tradePassword: string | null) => {
    if (!order?.redeem_now) return;
    await earnActions.sell({
      id: order.id,
      penalty: order.redeem_now.penalty,
      ...tradePasswordField(tradePassword),
    });
    setRedeeming(null);
    await refresh();
  };

  const refused = async (refusal: ApiRefusal) => {
    if (refusal.reason !== 'EARN_PENALTY_CHANGED' || !redeeming) {
      setRedeeming(null);
      await refresh();
      return;
    }
    const fresh = await orders.refetch();
    const now = findOrder(fresh.data?.items, redeeming.id);
    if (now && redeemActionOf(now)) {
      setRedeeming({ ...redeeming, changed: true });
      return;
    }
    setRedeeming(null);
    showToast('warning', t('redeem.gone'));
  };

  const dialog = (
    <RedeemDialog
      order={order}
      redeeming={redeeming}
      askPassword={!demo}
      onClose={close}
      onConfirm={confirm}
      onRefusal={refused}
    />
  );
  return { open, dialog };
}

function RedeemDialog({
  order,
  redeeming,
  askPassword,
  onClose,
  onConfirm,
  onRefusal,
}: {
  order: EarnOrder | null;
  redeeming: Redeeming | null;
  askPassword: boolean;
  onClose: () => void;
  onConfirm: (tradePassword: string | null) => Promise<void>;
  onRefusal: (refusal: ApiRefusal) => Promise<void>;
}) {
  const { t } = useTranslation('earn');
  const format = useEarnFormat();
  const quote = order?.redeem_now ?? null;
  const usdt = (value: string) => `${format.amount(value)} ${order?.asset ?? ''}`;
  return (
    <TradePasswordDialog
      passwordId="earn-trade-password"
      open={redeeming !== null && order !== null && quote !== null}
      onClose={onClose}
      title={t(`redeem.title.${redeeming?.action ?? 'redeem'}`)}
      description={t('redeem.body')}
      summary={
        order &&
        quote && (
          <>
            <Detail label={t('redeem.principal')}>{usdt(order.amount)}</Detail>
            <Detail label={t('redeem.penalty')} testId="earn-redeem-penalty">
              <span className="text-down">{usdt(quote.penalty)}</span>
            </Detail>
            <Detail label={t('redeem.receive')} testId="earn-redeem-receive">
              <span className="text-brand">{usdt(quote.receive)}</span>
            </Detail>
            <Detail label={t('redeem.paidOn')} testId="earn-redeem-due">
              {t('redeem.nextWorkingDay', { date: format.date(quote.due_at) })}
            </Detail>
          </>
        )
      }
      notice={
        redeeming?.changed &&
        quote && (
          <Notice tone="warn" testId="earn-redeem-changed">
            {t('redeem.changed', { penalty: format.amount(quote.penalty) })}
          </Notice>
        )
      }
      askPassword={askPassword}
      submitLabel={t('redeem.action')}
      onConfirm={onConfirm}
      onRefusal={onRefusal}
      testId="earn-redeem-confirm"
    />
  );
}
