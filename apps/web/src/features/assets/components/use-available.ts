import type { Asset, WalletType } from '@platform/contract';
import { useAssetsOverview } from '../api/assets-api.ts';
import { availableUnits } from './amount.ts';

/**
 * The available units of an asset in one account, from the assets overview: undefined while it
 * loads, null when it cannot be known (the overview failed); the server checks the balance anyway.
 */
export function useAvailable(type: WalletType, asset: Asset): bigint | null | undefined {
  const overview = useAssetsOverview();
  if (overview.data) return availableUnits(overview.data, type, asset);
  return overview.isError ? null : undefined;
}
