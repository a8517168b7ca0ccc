import type { AssetsOverview } from '@platform/contract';
import { unitsOf } from './scales.ts';

/**
 * The available units of an asset in the spot account. The spot account listed without a row for
 * the asset holds none of it, which is zero; null means the balance is not known (no spot account
 * in the overview, or a figure that does not fit the asset's scale). The server checks anyway.
 */
export function spotAvailable(overview: AssetsOverview, asset: string, scale: number): bigint | null {
  const account = overview.accounts.find((a) => a.type === 'spot');
  if (!account) return null;
  const row = account.rows.find((r) => r.asset === asset);
  return row ? unitsOf(row.available, scale) : 0n;
}
