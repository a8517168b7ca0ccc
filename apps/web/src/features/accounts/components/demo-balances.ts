import { ASSET_SCALES, displayAmount } from '@platform/contract';
import { formatUnits, parseDecimal } from '@platform/money';

/**
 * The demo balances rule as one line per asset, summed over the wallets it is spread across
 * ({ spot: { USDT: '50000' }, contract: { USDT: '30000' } } reads "80,000 USDT" in English). A flat asset map,
 * the rule's earlier shape, reads the same. Amounts that are not decimals of a known asset are left out.
 */
export function demoBalanceTotals(value: unknown, lang: string): string[] {
  if (!value || typeof value !== 'object') return [];
  const entries = Object.values(value as Record<string, unknown>).every((v) => typeof v === 'string')
    ? [value as Record<string, unknown>]
    : Object.values(value as Record<string, unknown>);
  const totals = new Map<string, bigint>();
  for (const wallet of entries) {
    if (!wallet || typeof wallet !== 'object') continue;
    for (const [asset, amount] of Object.entries(wallet as Record<string, unknown>)) {
      const scale = (ASSET_SCALES as Record<string, number>)[asset];
      if (scale === undefined || typeof amount !== 'string') continue;
      const parsed = parseDecimal(amount, scale);
      if (parsed.ok) totals.set(asset, (totals.get(asset) ?? 0n) + parsed.units);
    }
  }
  return [...totals].map(
    ([asset, units]) =>
      `${displayAmount(formatUnits(units, ASSET_SCALES[asset as keyof typeof ASSET_SCALES]), asset, lang)} ${asset}`,
  );
}
