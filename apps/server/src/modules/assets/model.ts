import { formatUnits } from '@platform/money';
import { present } from '../../platform/assert.ts';
import { fieldRefusal } from '../../platform/refusal.ts';
import { ASSET_SCALES } from '../ledger/index.ts';
import { readAmount } from './valuation.ts';

/** Rows an export writes at most; a longer history is exported in date ranges. */
export const RECORDS_EXPORT_MAX = 10_000;

/** An amount typed by a user at the asset's scale, or the field refusal that names the problem. */
export function amountOf(text: string, asset: string, field = 'amount'): bigint {
  const scale = ASSET_SCALES[asset];
  if (scale === undefined) throw fieldRefusal({ asset: 'unknownValue' });
  const read = readAmount(text, scale);
  if (!read.ok) throw fieldRefusal({ [field]: read.problem });
  return read.units;
}

/** Units of an asset as the decimal string the API shows. */
export const show = (units: bigint, asset: string) =>
  formatUnits(units, present(ASSET_SCALES[asset], `scale of ${asset}`));
