import type { EarnProduct } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { useEarnFormat } from './use-earn-format.ts';

/** The early-redemption rule of a product in words: "5% of the principal" or "0.4% per remaining day". */
export function usePenaltyText() {
  const { t } = useTranslation('earn');
  const format = useEarnFormat();
  return (product: Pick<EarnProduct, 'penalty_mode' | 'penalty_ppm'>) =>
    t(`penalty.${product.penalty_mode}`, { percent: format.percent(product.penalty_ppm) });
}
