import type { ContractInstrument, PairQuote } from '@platform/contract';

/** What the picker needs of an instrument of any product. */
export type PickerInstrument = Pick<ContractInstrument, 'symbol' | 'category' | 'open' | 'hours' | 'price'>;

/**
 * The instrument groups of the picker, in the order a user looks for them: crypto perpetuals
 * first (the default market), then crypto (the underlyings delivery and options trade), forex,
 * metals, energy, stocks and ETFs.
 */
export const INSTRUMENT_CATEGORIES = [
  'contract',
  'crypto',
  'forex',
  'metal',
  'energy',
  'stock',
  'etf',
] as const;
export type InstrumentCategory = (typeof INSTRUMENT_CATEGORIES)[number];

export function isCategory(value: string): value is InstrumentCategory {
  return (INSTRUMENT_CATEGORIES as readonly string[]).includes(value);
}

/** The categories that have instruments, each with its instruments in the server's order. */
export function groupByCategory<T extends PickerInstrument>(
  instruments: readonly T[],
): { category: InstrumentCategory; instruments: T[] }[] {
  return INSTRUMENT_CATEGORIES.map((category) => ({
    category,
    instruments: instruments.filter((i) => i.category === category),
  })).filter((g) => g.instruments.length > 0);
}

/** The instrument the screen opens on: the first crypto perpetual, else the first listed. */
export function defaultInstrument(
  instruments: readonly ContractInstrument[],
): ContractInstrument | undefined {
  return instruments.find((i) => i.category === 'contract') ?? instruments[0];
}

/**
 * The last price of an instrument: the live quote when the socket has one, else the price the
 * instrument list was given; null when no price is known.
 */
export function lastPriceOf(
  symbol: string,
  quotes: ReadonlyMap<string, PairQuote>,
  instruments: readonly Pick<PickerInstrument, 'symbol' | 'price'>[],
): string | null {
  return quotes.get(symbol)?.last ?? instruments.find((i) => i.symbol === symbol)?.price ?? null;
}
