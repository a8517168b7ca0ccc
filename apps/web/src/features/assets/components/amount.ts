import { ASSET_SCALES, type Asset, type AssetsOverview, type WalletType } from '@platform/contract';
import { formatUnits, parseDecimal } from '@platform/money';

/**
 * Pure rules of the amount fields (transfer and conversion). Amounts stay decimal strings and
 * bigint units throughout: nothing here ever becomes a JS number (STYLE.md, Money).
 */

/** The shape the server accepts (contract `amountText`): up to 20 whole digits and 18 decimals. */
const AMOUNT_PATTERN = /^\d{1,20}(\.\d{1,18})?$/;

export type AmountProblem = 'required' | 'format' | 'decimals' | 'zero' | 'exceeds';

/**
 * Why a typed amount cannot be sent, checked in order of precedence (the first failure wins).
 * `availableUnits` is null while the balance is unknown; the server then has the last word.
 */
export function amountProblem(
  text: string,
  asset: Asset,
  availableUnits: bigint | null,
): AmountProblem | null {
  const typed = text.trim();
  if (typed === '') return 'required';
  if (!AMOUNT_PATTERN.test(typed)) return 'format';
  // More decimals than the asset has is refused, never rounded (DESIGN.md section 4).
  const parsed = parseDecimal(typed, ASSET_SCALES[asset]);
  if (!parsed.ok) return parsed.reason === 'TOO_MANY_DECIMALS' ? 'decimals' : 'format';
  if (parsed.units === 0n) return 'zero';
  if (availableUnits !== null && parsed.units > availableUnits) return 'exceeds';
  return null;
}

/** Units of a balance from the wire, or null when it cannot be read at the asset's scale. */
export function balanceUnits(value: string, asset: Asset): bigint | null {
  const parsed = parseDecimal(value, ASSET_SCALES[asset]);
  return parsed.ok ? parsed.units : null;
}

/**
 * The available units of one asset in one account type. An account the overview lists without a
 * row for the asset holds none of it, which is zero; null means the balance is not known (the
 * account is not listed or its figure is unreadable).
 */
export function availableUnits(overview: AssetsOverview, type: WalletType, asset: Asset): bigint | null {
  const account = overview.accounts.find((a) => a.type === type);
  if (!account) return null;
  const row = account.rows.find((r) => r.asset === asset);
  return row ? balanceUnits(row.available, asset) : 0n;
}

/** What "Max" types into the field: the whole available balance, without trailing zeros. */
export function maxAmountText(units: bigint, asset: Asset): string {
  return formatUnits(units, ASSET_SCALES[asset], { trimZeros: true });
}
