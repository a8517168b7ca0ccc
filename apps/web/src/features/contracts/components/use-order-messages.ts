import type { ContractInstrument } from '@platform/contract';
import { formatUnits } from '@platform/money';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../../../lib/decimal-input.ts';
import { formatTradingHours, groupDecimal } from '../../../lib/format.ts';
import { usdtText } from '../model/format.ts';
import type { OrderProblem, StopProblem } from '../model/order-rules.ts';

/** The smallest step of a scale as text: 2 is '0.01', 0 is '1'. */
const stepText = (scale: number) => (scale === 0 ? '1' : `0.${'1'.padStart(scale, '0')}`);

/** The sentences that explain a field or order problem, with the instrument's own figures. */
export function useOrderMessages(instrument: ContractInstrument) {
  const { t, i18n } = useTranslation('contracts');
  const lang = i18n.language;
  const { quote } = instrument;
  const priceText = (ticks: bigint) => groupDecimal(formatUnits(ticks, instrument.price_scale), lang);
  const common = (problem: FieldProblem) => (problem === 'format' ? t('error.format') : t('error.zero'));
  const price = (problem: FieldProblem): string => {
    if (problem === 'required') return t('error.priceRequired');
    if (problem === 'step')
      return t('error.priceStep', {
        scale: instrument.price_scale,
        tick: groupDecimal(stepText(instrument.price_scale), lang),
        quote,
      });
    return common(problem);
  };
  return {
    price,
    /** `heldLots` is the most a close may take (the position's lots) instead of the instrument's maximum. */
    lots(problem: FieldProblem, heldLots?: string): string {
      if (problem === 'required') return t('error.lotsRequired');
      if (problem === 'step') return t('error.lotsStep', { step: groupDecimal(instrument.lot_step, lang) });
      if (problem === 'belowMin')
        return t('error.belowMinLots', { min: groupDecimal(instrument.min_lots, lang) });
      if (problem === 'aboveMax')
        return t('error.aboveMaxLots', { max: groupDecimal(heldLots ?? instrument.max_lots, lang) });
      return common(problem);
    },
    /** `reference` is the price the level is compared with; `liquidation` the estimated liquidation price. */
    stop(
      kind: 'takeProfit' | 'stopLoss',
      problem: StopProblem,
      ctx: { side: 'above' | 'below'; reference: bigint | null; liquidation: bigint | null },
    ): string {
      if (problem === 'wrongSide' && ctx.reference !== null)
        return t(`error.${kind}${ctx.side === 'above' ? 'Above' : 'Below'}`, {
          price: priceText(ctx.reference),
          quote,
        });
      if (problem === 'beyondLiquidation' && ctx.liquidation !== null)
        return t('error.stopLossLiquidation', { price: priceText(ctx.liquidation), quote });
      if (problem === 'wrongSide' || problem === 'beyondLiquidation') return t('error.format');
      return price(problem);
    },
    /** `marginText` is the order's margin, shown when it is under the minimum. */
    order(problem: Exclude<OrderProblem, 'insufficient'>, marginText: string): string {
      if (problem === 'closed') return t('error.closed', { hours: formatTradingHours(instrument, lang) });
      if (problem === 'noPrice') return t('error.noPrice');
      return t('error.marginTooSmall', { margin: marginText, min: usdtText(instrument.min_margin, lang) });
    },
  };
}
