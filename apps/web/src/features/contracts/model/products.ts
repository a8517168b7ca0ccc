import type { FixedTermKind } from '@platform/contract';

/**
 * The products of the trade screen: contracts (leveraged positions), delivery (buy up or down for
 * a cycle) and options (call or put for a cycle). The chosen one is in the address (?product=),
 * and each lists its own instruments: perpetuals are BTCUSDT-PERP, delivery and options trade the
 * underlying BTCUSDT; forex, metals and energy carry the same symbols in all three.
 */
export const PRODUCTS = ['contract', 'delivery', 'option'] as const;
export type Product = (typeof PRODUCTS)[number];

/** The product named in the address; contracts when it names none or an unknown one. */
export function productOf(text: string | null): Product {
  return (PRODUCTS as readonly string[]).includes(text ?? '') ? (text as Product) : 'contract';
}

export function isFixedTerm(product: Product): product is FixedTermKind {
  return product !== 'contract';
}

const PERPETUAL_SUFFIX = '-PERP';

/** The same market in another product: BTCUSDT-PERP and BTCUSDT stand for each other. */
export function counterpartOf(symbol: string): string {
  return symbol.endsWith(PERPETUAL_SUFFIX)
    ? symbol.slice(0, -PERPETUAL_SUFFIX.length)
    : `${symbol}${PERPETUAL_SUFFIX}`;
}

/**
 * The instrument a product shows for the symbol asked for: that symbol when the product offers it,
 * else the same market under its other name, else the first open instrument, else the first.
 * `substituted` says the screen shows another instrument than the one asked for.
 */
export function pickInstrument<T extends { symbol: string; open: boolean }>(
  asked: string | null,
  instruments: readonly T[],
): { instrument: T | undefined; substituted: boolean } {
  const exact = asked === null ? undefined : instruments.find((i) => i.symbol === asked);
  if (exact) return { instrument: exact, substituted: false };
  const counterpart = asked === null ? undefined : counterpartOf(asked);
  const instrument =
    instruments.find((i) => i.symbol === counterpart) ?? instruments.find((i) => i.open) ?? instruments[0];
  return { instrument, substituted: asked !== null && instrument !== undefined };
}
