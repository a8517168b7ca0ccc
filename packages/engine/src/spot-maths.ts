import { applyPpm, divRound, pow10 } from '@platform/money';

/**
 * The money of a spot order (DESIGN.md section 4), shared by the server that charges it and the
 * app that shows it before the order is sent, so the figures on screen are worked out by the
 * functions the ledger's amounts come from. Prices are ticks of 10^-priceScale quote, quantities
 * lots of 10^-quantityScale base; money is units of each asset's own scale.
 */
export interface SpotScales {
  priceScale: number;
  quantityScale: number;
  baseScale: number;
  quoteScale: number;
}

/**
 * The quote value of `lots` at `ticks`, in quote units. A fill's value rounds down (buyer and
 * seller see the same amount and neither pays or receives more than the exact value); what an
 * order must freeze rounds up, so it covers every fill.
 */
export function spotQuoteOf(ticks: bigint, lots: bigint, s: SpotScales, mode: 'down' | 'up'): bigint {
  const exact = ticks * lots;
  const exactScale = s.priceScale + s.quantityScale;
  return exactScale >= s.quoteScale
    ? divRound(exact, pow10(exactScale - s.quoteScale), mode)
    : exact * pow10(s.quoteScale - exactScale);
}

/**
 * The fee of one fill: `ratePpm` of the quote it moves, rounded up (fees favour the platform's
 * books). It is charged on each fill's own value, so a sell that fills above its limit price, or
 * a market order, pays the rate on what it actually trades, not on an estimate.
 */
export function spotFeeOf(quote: bigint, ratePpm: number): bigint {
  return applyPpm(quote, ratePpm, 'up');
}

/**
 * What a buy order freezes: the quote value at its limit (or protection) price, rounded up, and
 * the highest fee it could be charged on it. The buyer never pays more than this, fee included.
 */
export function spotBuyFreeze(ticks: bigint, lots: bigint, s: SpotScales, maxFeePpm: number): bigint {
  const principal = spotQuoteOf(ticks, lots, s, 'up');
  return principal + spotFeeOf(principal, maxFeePpm);
}

/**
 * The amounts of one fill for the buyer's frozen funds. The fee is capped at what the order still
 * holds beyond this quote and beyond `stillOwed`, the most its remaining quantity can cost at its
 * limit (rounded up, as it was frozen): rounding up many small fees can exceed the frozen fee by
 * a few units, and the platform absorbs that rather than take it from the principal later fills
 * need. What later fills owe is then always covered: ceil(a + b) >= floor(a) + ceil(b).
 */
export function spotBuyerCharge(
  quote: bigint,
  ratePpm: number,
  frozenLeft: bigint,
  stillOwed = 0n,
): { quote: bigint; fee: bigint } {
  const fee = spotFeeOf(quote, ratePpm);
  if (frozenLeft < quote) throw new Error(`a buy order holds ${frozenLeft}, less than the ${quote} it owes`);
  const room = frozenLeft - quote - stillOwed;
  return { quote, fee: fee <= room ? fee : room > 0n ? room : 0n };
}
