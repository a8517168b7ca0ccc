import { describe, expect, it } from 'vitest';
import { tradeHref } from './trade-link.ts';

describe('the trade link of a market', () => {
  it.each([
    { symbol: 'BTCUSDT', category: 'crypto', href: '/currencyTrade?symbol=BTCUSDT' },
    { symbol: 'BTCUSDT-PERP', category: 'contract', href: '/preciousMetal?symbol=BTCUSDT-PERP' },
    { symbol: 'EURUSD', category: 'forex', href: '/preciousMetal?symbol=EURUSD' },
    { symbol: 'XAUUSD', category: 'metal', href: '/preciousMetal?symbol=XAUUSD' },
    { symbol: 'AAPL', category: 'stock', href: '/preciousMetal?symbol=AAPL' },
  ] as const)('$symbol ($category) opens $href', ({ symbol, category, href }) => {
    expect(tradeHref({ symbol, category })).toBe(href);
  });
});
