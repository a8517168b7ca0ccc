import type { MarketCategory } from '@platform/contract';

/**
 * Where an instrument is traded: a spot pair on the spot screen, everything else (perpetuals,
 * forex, metals, energy, stocks, ETFs) on the contract screen, each opened on that symbol.
 */
export function tradeHref(instrument: { symbol: string; category: MarketCategory }): string {
  const symbol = encodeURIComponent(instrument.symbol);
  return instrument.category === 'crypto'
    ? `/currencyTrade?symbol=${symbol}`
    : `/preciousMetal?symbol=${symbol}`;
}
