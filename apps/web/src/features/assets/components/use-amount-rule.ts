import { ASSET_SCALES, type Asset } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { amountProblem } from './amount.ts';

/** The react-hook-form check of an amount field, with the problem explained under the field. */
export function useAmountRule(asset: Asset, available: bigint | null | undefined) {
  const { t } = useTranslation('assets');
  return (text: string): true | string => {
    const problem = amountProblem(text, asset, available ?? null);
    if (problem === null) return true;
    if (problem === 'decimals') return t('error.decimals', { asset, scale: ASSET_SCALES[asset] });
    return t(`error.${problem}`);
  };
}
