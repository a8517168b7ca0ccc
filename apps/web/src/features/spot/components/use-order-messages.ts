import type { SpotMarket } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../../../lib/decimal-input.ts';
import { groupDecimal } from '../../../lib/format.ts';
import type { OrderProblem } from '../model/order-rules.ts';
import { stepText } from '../model/scales.ts';

/** The sentences that explain a field or order problem, with the market's own figures. */
export function useOrderMessages(market: SpotMarket) {
  const { t, i18n } = useTranslation('spot');
  const lang = i18n.language;
  const { base, quote } = market;
  const common = (problem: FieldProblem) => (problem === 'format' ? t('error.format') : t('error.zero'));
  return {
    price(problem: FieldProblem): string {
      if (problem === 'required') return t('error.priceRequired');
      if (problem === 'step')
        return t('error.priceStep', {
          scale: market.price_scale,
          tick: groupDecimal(stepText(market.price_scale), lang),
          quote,
        });
      return common(problem);
    },
    quantity(problem: FieldProblem): string {
      if (problem === 'required') return t('error.quantityRequired');
      if (problem === 'step')
        return t('error.quantityStep', {
          scale: market.quantity_scale,
          lot: groupDecimal(stepText(market.quantity_scale), lang),
          base,
        });
      if (problem === 'belowMin')
        return t('error.belowMinQuantity', { min: groupDecimal(market.min_quantity, lang), base });
      if (problem === 'aboveMax')
        return t('error.aboveMaxQuantity', { max: groupDecimal(market.max_quantity, lang), base });
      return common(problem);
    },
    order(problem: Exclude<OrderProblem, 'insufficient'>): string {
      if (problem === 'noLiquidity') return t('error.noLiquidity');
      if (problem === 'belowMinNotional')
        return t('error.belowMinNotional', { min: groupDecimal(market.min_notional, lang), quote });
      return t('error.aboveMaxNotional', { max: groupDecimal(market.max_notional, lang), quote });
    },
  };
}
