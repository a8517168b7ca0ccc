import type { MarketCategory, MarketItem, PairQuote } from '@platform/contract';
import { parseDecimal } from '@platform/money';

/** Filtering and ordering of the /market list. Pure, so the rules are tested without a browser. */

export type SortKey = 'default' | 'change' | 'volume';
export type SortDirection = 'desc' | 'asc';
export type Tab = 'favourites' | 'all' | MarketCategory;

/** Compares two decimal strings exactly: both are read at the larger of their scales. */
export function compareDecimals(a: string, b: string): number {
  const scale = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const x = parseDecimal(a, scale, { allowNegative: true });
  const y = parseDecimal(b, scale, { allowNegative: true });
  if (!x.ok || !y.ok) return 0;
  return x.units === y.units ? 0 : x.units < y.units ? -1 : 1;
}

/**
 * Volumes of different instruments are in different base units; they are compared by their value
 * in the quote currency, which needs a product of two decimals: exact as an integer of scale sum.
 */
export function quoteVolume(q: PairQuote): string {
  const [vWhole = '0', vFrac = ''] = q.volume.split('.');
  const [pWhole = '0', pFrac = ''] = q.last.split('.');
  const product = BigInt(vWhole + vFrac) * BigInt(pWhole + pFrac);
  const scale = vFrac.length + pFrac.length;
  const digits = product.toString().padStart(scale + 1, '0');
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

export interface ListQuery {
  tab: Tab;
  search: string;
  sort: SortKey;
  direction: SortDirection;
  favourites: readonly string[];
  /** The pairs the spot market trades, once known: on the crypto tab they come first. */
  traded?: ReadonlySet<string>;
}

/**
 * A crypto pair the spot market does not trade: its price is shown for information only. Unknown
 * while the traded pairs are not known yet, so nothing is marked by mistake.
 */
export function isPriceOnly(
  instrument: { symbol: string; category: MarketCategory },
  traded: ReadonlySet<string> | undefined,
): boolean {
  return instrument.category === 'crypto' && traded !== undefined && !traded.has(instrument.symbol);
}

function matches(item: MarketItem, q: ListQuery): boolean {
  const i = item.instrument;
  if (q.tab === 'favourites' && !q.favourites.includes(i.symbol)) return false;
  if (q.tab !== 'favourites' && q.tab !== 'all' && i.category !== q.tab) return false;
  const needle = q.search.trim().toLowerCase();
  return needle === '' || i.symbol.toLowerCase().includes(needle) || i.name.toLowerCase().includes(needle);
}

/**
 * The rows to show: filtered by tab and search, then sorted; instruments without a price go last.
 * On the crypto tab the pairs the spot market trades come first, each group in the chosen order,
 * as an exchange lists what it trades before what it only quotes.
 */
export function visibleItems(
  items: readonly MarketItem[],
  live: ReadonlyMap<string, PairQuote>,
  q: ListQuery,
): MarketItem[] {
  const rows = sortedRows(items, live, q);
  if (q.tab !== 'crypto') return rows;
  const priceOnly = (item: MarketItem) => isPriceOnly(item.instrument, q.traded);
  return [...rows.filter((r) => !priceOnly(r)), ...rows.filter(priceOnly)];
}

function sortedRows(items: readonly MarketItem[], live: ReadonlyMap<string, PairQuote>, q: ListQuery) {
  const rows = items
    .filter((item) => matches(item, q))
    .map((item) => ({ ...item, quote: live.get(item.instrument.symbol) ?? item.quote }));
  if (q.sort === 'default') return rows;
  const key = (quote: PairQuote) => (q.sort === 'change' ? quote.changePercent : quoteVolume(quote));
  const sign = q.direction === 'desc' ? -1 : 1;
  return rows.sort((a, b) => {
    if (!a.quote || !b.quote) return a.quote ? -1 : b.quote ? 1 : 0;
    return sign * compareDecimals(key(a.quote), key(b.quote));
  });
}
