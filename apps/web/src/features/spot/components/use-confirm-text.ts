import type { SpotMarket } from '@platform/contract';
import { formatUnits } from '@platform/money';
import { useTranslation } from 'react-i18next';
import { groupDecimal, ppmPercent, unitsText } from '../../../lib/format.ts';
import type { PlaceOrderValues } from '../api/spot-api.ts';
import { maxFeePpm, type OrderEstimate } from '../model/order-math.ts';
import { scalesOf } from '../model/scales.ts';

/**
 * The confirmation of an order: one summary a user can check before anything is sent, with the
 * same figures as the form (total, the fee rate and its estimate, what is frozen) and the time in
 * force. Only a limit buy is told a most it can cost: its freeze, which its fills are paid from.
 */
export function useConfirmText(market: SpotMarket) {
  const { t, i18n } = useTranslation('spot');
  const lang = i18n.language;
  const s = scalesOf(market);
  return (order: Omit<PlaceOrderValues, 'client_order_id'>, estimate: OrderEstimate) => {
    const figures = {
      quantity: groupDecimal(order.quantity, lang),
      // A limit order's figures are worked out at its own price, so this is the price typed.
      price: groupDecimal(formatUnits(estimate.priceTicks, s.priceScale), lang),
      total: unitsText(estimate.totalUnits, s.quoteScale, lang),
      fee: unitsText(estimate.feeEstimateUnits, s.quoteScale, lang),
      rate: ppmPercent(maxFeePpm(market), lang),
      frozen: unitsText(estimate.frozenUnits, s.quoteScale, lang),
      base: market.base,
      quote: market.quote,
    };
    const buy = order.side === 'buy';
    const body =
      order.type === 'limit'
        ? `${t(buy ? 'confirm.buyLimit' : 'confirm.sellLimit', figures)} ${t('confirm.tif', { tif: t(`tifName.${order.tif}`) })}`
        : t(buy ? 'confirm.buyMarket' : 'confirm.sellMarket', figures);
    return {
      title: buy ? t('confirm.titleBuy') : t('confirm.titleSell'),
      body,
      confirm: buy ? t('form.submitBuy', { base: market.base }) : t('form.submitSell', { base: market.base }),
    };
  };
}
