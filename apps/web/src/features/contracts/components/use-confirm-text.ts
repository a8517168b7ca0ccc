import type { ContractInstrument } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { groupDecimal, unitsFixed, unitsText } from '../../../lib/format.ts';
import type { OpenContractValues } from '../api/contracts-api.ts';
import { type OpenEstimate, USDT_SCALE } from '../model/contract-math.ts';

/**
 * The confirmation of an order to open: one summary a user can check before anything is sent,
 * with the same figures as the panel (margin, fee, what leaves the balance, liquidation price).
 */
export function useConfirmText(instrument: ContractInstrument) {
  const { t, i18n } = useTranslation('contracts');
  const lang = i18n.language;
  const { quote, symbol } = instrument;
  return (order: OpenContractValues, estimate: OpenEstimate, currentTicks: bigint | null) => {
    const usdt = (units: bigint) => unitsText(units, USDT_SCALE, lang);
    const long = order.direction === 'long';
    const opening = {
      lots: groupDecimal(order.lots, lang),
      symbol,
      leverage: order.leverage,
      quote,
    };
    const sentences = [
      order.price === undefined
        ? t(long ? 'confirm.openLong' : 'confirm.openShort', {
            ...opening,
            price: currentTicks === null ? '—' : unitsFixed(currentTicks, instrument.price_scale, lang),
          })
        : t(long ? 'confirm.pendingLong' : 'confirm.pendingShort', {
            ...opening,
            price: groupDecimal(order.price, lang),
          }),
      t(order.price === undefined ? 'confirm.money' : 'confirm.pendingMoney', {
        value: usdt(estimate.valueUnits),
        margin: usdt(estimate.marginUnits),
        fee: usdt(estimate.feeUnits),
        cost: usdt(estimate.costUnits),
      }),
      estimate.liquidationTicks === null
        ? t('confirm.noLiquidation')
        : t('confirm.liquidation', {
            price: unitsFixed(estimate.liquidationTicks, instrument.price_scale, lang),
            quote,
          }),
      order.take_profit && t('confirm.takeProfit', { price: groupDecimal(order.take_profit, lang), quote }),
      order.stop_loss && t('confirm.stopLoss', { price: groupDecimal(order.stop_loss, lang), quote }),
      quote === 'USD' || quote === 'USDT' ? '' : t('confirm.converted', { quote }),
    ];
    return {
      title: long ? t('confirm.titleLong') : t('confirm.titleShort'),
      body: sentences.filter(Boolean).join(' '),
      confirm: long ? t('form.submitLong') : t('form.submitShort'),
    };
  };
}
