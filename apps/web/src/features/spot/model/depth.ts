import { parseDecimal } from '@platform/money';

/**
 * The order book ladder: each level with the cumulative quantity from the best price, and the
 * width of its depth bar. Both sides share one scale, so bars compare across the spread.
 */
export interface DepthRow {
  price: string;
  quantity: string;
  /** Quantity from the best price down to this level, in lots. */
  cumulativeLots: bigint;
  /** Width of the depth bar, 0 to 100 (a screen proportion, not an amount). */
  widthPercent: number;
}

export type Level = readonly [price: string, quantity: string];

/** Basis points in 100 percent, so the bar width keeps two decimals without a float division. */
const BAR_RESOLUTION = 10_000n;

function cumulate(levels: readonly Level[], quantityScale: number, count: number) {
  let total = 0n;
  const rows: { price: string; quantity: string; cumulativeLots: bigint }[] = [];
  for (const [price, quantity] of levels.slice(0, count)) {
    const parsed = parseDecimal(quantity, quantityScale);
    // A level the screen cannot read is left out of the ladder rather than drawn as empty.
    if (!parsed.ok) continue;
    total += parsed.units;
    rows.push({ price, quantity, cumulativeLots: total });
  }
  return rows;
}

/** Scales a cumulative quantity against the deepest side: the largest bar is full width. */
export function barWidth(lots: bigint, maxLots: bigint): number {
  if (maxLots <= 0n || lots <= 0n) return 0;
  // Rounded down: a bar never looks deeper than the book is.
  const bp = (lots * BAR_RESOLUTION) / maxLots;
  return Number(bp > BAR_RESOLUTION ? BAR_RESOLUTION : bp) / 100;
}

/** The first `count` levels of each side, best first, with cumulative quantities and bar widths. */
export function depthLadder(
  book: { bids: readonly Level[]; asks: readonly Level[] },
  quantityScale: number,
  count: number,
): { bids: DepthRow[]; asks: DepthRow[] } {
  const bids = cumulate(book.bids, quantityScale, count);
  const asks = cumulate(book.asks, quantityScale, count);
  const deepest = [bids.at(-1)?.cumulativeLots ?? 0n, asks.at(-1)?.cumulativeLots ?? 0n].reduce((a, b) =>
    a > b ? a : b,
  );
  const withBars = (rows: typeof bids) =>
    rows.map((r) => ({ ...r, widthPercent: barWidth(r.cumulativeLots, deepest) }));
  return { bids: withBars(bids), asks: withBars(asks) };
}

/** The best price of one side in ticks, or null for an empty or unreadable side. */
export function bestTicks(levels: readonly Level[], priceScale: number): bigint | null {
  const first = levels[0];
  if (!first) return null;
  const parsed = parseDecimal(first[0], priceScale);
  return parsed.ok ? parsed.units : null;
}
