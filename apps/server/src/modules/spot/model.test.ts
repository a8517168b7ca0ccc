import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  baseOf,
  buyerCharge,
  buyFreeze,
  clientOrderIdOf,
  feeOf,
  isRtokenKey,
  type MarketScales,
  orderKeyOf,
  protectionOf,
  quoteOf,
  restingRefusal,
} from './model.ts';

/** BTCUSDT: prices in cents of USDT, quantities in millionths of BTC, BTC 8 decimals, USDT 6. */
const BTCUSDT: MarketScales = { priceScale: 2, quantityScale: 6, baseScale: 8, quoteScale: 6 };
/** A coin priced below a cent and traded in whole coins: ticks × lots has fewer decimals than USDT. */
const TRXUSDT: MarketScales = { priceScale: 5, quantityScale: 0, baseScale: 6, quoteScale: 6 };

describe('quote value of a fill or an order', () => {
  it.each([
    // 0.001 BTC at 10,000.00 is exactly 10 USDT either way.
    { name: 'exact', ticks: 1_000_000, lots: 1_000, s: BTCUSDT, down: 10_000_000n, up: 10_000_000n },
    // 67,264.01 × 0.123457 = 8,304.21288257 USDT: six decimals keep 8,304.212882 (down) or .212883 (up).
    {
      name: 'inexact',
      ticks: 6_726_401,
      lots: 123_457,
      s: BTCUSDT,
      down: 8_304_212_882n,
      up: 8_304_212_883n,
    },
    // 0.01 × 0.000001 BTC is 0.00000001 USDT: nothing rounded down, one unit rounded up.
    { name: 'below one unit', ticks: 1, lots: 1, s: BTCUSDT, down: 0n, up: 1n },
    // 0.12345 × 7 TRX = 0.86415 USDT, scaled up to six decimals without rounding.
    {
      name: 'fewer decimals than the quote',
      ticks: 12_345,
      lots: 7,
      s: TRXUSDT,
      down: 864_150n,
      up: 864_150n,
    },
    { name: 'nothing', ticks: 6_726_401, lots: 0, s: BTCUSDT, down: 0n, up: 0n },
  ])('$name: down $down, up $up', ({ ticks, lots, s, down, up }) => {
    expect(quoteOf(ticks, lots, s)).toBe(down);
    expect(quoteOf(ticks, lots, s, 'down')).toBe(down);
    expect(quoteOf(ticks, lots, s, 'up')).toBe(up);
  });

  it('brackets the exact value: down never above it, up never below it, at most one unit apart', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.constantFrom(BTCUSDT, TRXUSDT),
        (ticks, lots, s) => {
          const exact = BigInt(ticks) * BigInt(lots);
          const shift = s.priceScale + s.quantityScale - s.quoteScale;
          // Compare at the exact value's scale: units × 10^shift (or exact × 10^-shift).
          const scaled = (units: bigint) => (shift >= 0 ? units * 10n ** BigInt(shift) : units);
          const exactAt = shift >= 0 ? exact : exact * 10n ** BigInt(-shift);
          const down = quoteOf(ticks, lots, s, 'down');
          const up = quoteOf(ticks, lots, s, 'up');
          expect(scaled(down)).toBeLessThanOrEqual(exactAt);
          expect(scaled(up)).toBeGreaterThanOrEqual(exactAt);
          expect(up - down === 0n || up - down === 1n).toBe(true);
        },
      ),
    );
  });
});

describe('fees', () => {
  it.each([
    { name: '0.1% of 10 USDT', quote: 10_000_000n, ppm: 1_000, fee: 10_000n },
    { name: 'exactly one unit', quote: 1_000n, ppm: 1_000, fee: 1n },
    { name: 'just below a unit rounds up', quote: 999n, ppm: 1_000, fee: 1n },
    { name: 'just above a unit rounds up to two', quote: 1_001n, ppm: 1_000, fee: 2n },
    { name: 'a fraction of a unit on one unit is a whole unit', quote: 1n, ppm: 1, fee: 1n },
    { name: 'zero rate', quote: 10_000_000n, ppm: 0, fee: 0n },
    { name: 'zero amount', quote: 0n, ppm: 100_000, fee: 0n },
    {
      name: 'the highest setting (10%) of an inexact amount',
      quote: 8_304_212_883n,
      ppm: 100_000,
      fee: 830_421_289n,
    },
  ])('$name: $fee', ({ quote, ppm, fee }) => {
    expect(feeOf(quote, ppm)).toBe(fee);
  });

  it('rounds up, favouring the platform, by less than one unit and never above the amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (quote, ppm) => {
          const fee = feeOf(quote, ppm);
          const exactTimesMillion = quote * BigInt(ppm);
          expect(fee * 1_000_000n).toBeGreaterThanOrEqual(exactTimesMillion);
          expect(fee * 1_000_000n - exactTimesMillion).toBeLessThan(1_000_000n);
          expect(fee).toBeLessThanOrEqual(quote);
        },
      ),
    );
  });
});

describe('what an order freezes', () => {
  it('freezes the value at the limit price, rounded up, and the highest fee on it for a buy limit', () => {
    // 0.001 BTC at 10,000.00: 10 USDT and 0.1% of it.
    expect(buyFreeze(1_000_000, 1_000, BTCUSDT, 1_000)).toBe(10_010_000n);
    // 0.123457 BTC at 67,264.01: 8,304.212883 (up) and 8.304213 (0.1% of it, up).
    expect(buyFreeze(6_726_401, 123_457, BTCUSDT, 1_000)).toBe(8_304_212_883n + 8_304_213n);
    // Without fees a buy freezes its value alone.
    expect(buyFreeze(6_726_401, 123_457, BTCUSDT, 0)).toBe(8_304_212_883n);
  });

  it('freezes a buy market order at its protection price, 5% above the best ask', () => {
    const bound = protectionOf('buy', 1_000_000, 50_000);
    expect(bound).toBe(1_050_000);
    // 0.001 BTC at 10,500.00: 10.5 USDT and 0.0105 of fee.
    expect(buyFreeze(bound, 1_000, BTCUSDT, 1_000)).toBe(10_510_500n);
  });

  it('freezes a sell order in base units of its quantity', () => {
    expect(baseOf(1_000, BTCUSDT)).toBe(100_000n); // 0.001 BTC with 8 decimals
    expect(baseOf(123_457, BTCUSDT)).toBe(12_345_700n);
    expect(baseOf(7, TRXUSDT)).toBe(7_000_000n); // 7 TRX with 6 decimals
  });
});

describe('market order protection', () => {
  it.each([
    { side: 'buy', best: 1_000_000, ppm: 50_000, bound: 1_050_000 },
    { side: 'sell', best: 1_000_000, ppm: 50_000, bound: 950_000 },
    // 10% of 3 ticks is 0.3 tick: a whole tick away from the best price, never less.
    { side: 'buy', best: 3, ppm: 100_000, bound: 4 },
    { side: 'sell', best: 3, ppm: 100_000, bound: 2 },
    // A sell bound never reaches zero.
    { side: 'sell', best: 1, ppm: 500_000, bound: 1 },
  ] as const)('$side from $best at $ppm ppm: $bound', ({ side, best, ppm, bound }) => {
    expect(protectionOf(side, best, ppm)).toBe(bound);
  });
});

describe('what a buyer pays on a fill', () => {
  it.each([
    { name: 'the whole fee fits', quote: 10_000_000n, ppm: 1_000, frozenLeft: 10_010_000n, fee: 10_000n },
    {
      name: 'the fee is capped at what the order still holds',
      quote: 10_000_000n,
      ppm: 1_000,
      frozenLeft: 10_009_999n,
      fee: 9_999n,
    },
    { name: 'nothing left for a fee', quote: 10_000_000n, ppm: 1_000, frozenLeft: 10_000_000n, fee: 0n },
    { name: 'zero fee', quote: 10_000_000n, ppm: 0, frozenLeft: 10_010_000n, fee: 0n },
  ])('$name', ({ quote, ppm, frozenLeft, fee }) => {
    expect(buyerCharge(quote, ppm, frozenLeft)).toEqual({ quote, fee });
  });

  it('stops on an order that holds less than the quote it owes: a bug, not a refusal', () => {
    expect(() => buyerCharge(10_000_000n, 1_000, 9_999_999n)).toThrow(
      /holds 9999999, less than the 10000000/,
    );
  });

  it('never takes more than a buy order froze, however its quantity is filled and at whatever prices', () => {
    // Once found by a random run: one-tick fills whose fees, each rounded up, ate the principal of the last fill.
    const frozen = buyFreeze(1, 53_700, BTCUSDT, 1);
    let left = frozen;
    let remaining = 53_700;
    for (const lots of [44_300, 9_300, 100]) {
      remaining -= lots;
      const charge = buyerCharge(quoteOf(1, lots, BTCUSDT), 1, left, quoteOf(1, remaining, BTCUSDT, 'up'));
      left -= charge.quote + charge.fee;
      expect(left).toBeGreaterThanOrEqual(0n);
    }
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.record({ lots: fc.integer({ min: 1, max: 50_000 }), below: fc.nat({ max: 1_000 }) }), {
          minLength: 1,
          maxLength: 40,
        }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (limit, fills, maxFeePpm, rateBelowMax) => {
          const lots = fills.reduce((sum, f) => sum + f.lots, 0);
          const frozen = buyFreeze(limit, lots, BTCUSDT, maxFeePpm);
          const rate = Math.min(rateBelowMax, maxFeePpm);
          let left = frozen;
          let remaining = lots;
          for (const fill of fills) {
            // A buy fills at its limit or better; what the rest may cost at the limit stays frozen.
            const price = Math.max(1, limit - fill.below);
            remaining -= fill.lots;
            const stillOwed = quoteOf(limit, remaining, BTCUSDT, 'up');
            const charge = buyerCharge(quoteOf(price, fill.lots, BTCUSDT), rate, left, stillOwed);
            left -= charge.quote + charge.fee;
            expect(left).toBeGreaterThanOrEqual(stillOwed);
          }
        },
      ),
    );
  });
});

describe('order keys', () => {
  it('keys an order on its client order id, else on its rtoken, which the API never shows as a client id', () => {
    expect(orderKeyOf('grid-1', 'abc123')).toBe('grid-1');
    const key = orderKeyOf(undefined, 'abc123');
    expect(key).toBe('rtoken:abc123');
    expect(isRtokenKey(key)).toBe(true);
    expect(clientOrderIdOf(key)).toBeNull();
    expect(isRtokenKey('grid-1')).toBe(false);
    expect(clientOrderIdOf('grid-1')).toBe('grid-1');
    expect(orderKeyOf(undefined, undefined)).toBeNull();
    expect(isRtokenKey(null)).toBe(false);
    expect(clientOrderIdOf(null)).toBeNull();
  });
});

describe('restingRefusal: what an open order read on rebuild needs to rest', () => {
  const book = { bid: 100, ask: 105 };
  const order = (side: string, priceTicks: number, quantityLots = 10, filledLots = 0) => ({
    side,
    priceTicks,
    quantityLots,
    filledLots,
  });
  it.each([
    ['a bid below the ask', order('buy', 104), book, undefined],
    ['an ask above the bid', order('sell', 101), book, undefined],
    ['a bid on an empty book', order('buy', 500), { bid: undefined, ask: undefined }, undefined],
    ['a bid at the ask', order('buy', 105), book, 'bid at 105 ticks crosses the best ask at 105'],
    ['a bid above the ask', order('buy', 120), book, 'bid at 120 ticks crosses the best ask at 105'],
    ['an ask at the bid', order('sell', 100), book, 'ask at 100 ticks crosses the best bid at 100'],
    ['an ask below the bid', order('sell', 90), book, 'ask at 90 ticks crosses the best bid at 100'],
    ['a filled remainder', order('buy', 99, 10, 10), book, 'remaining quantity 0 lots is not positive'],
    ['a zero price', order('sell', 0), book, 'price 0 ticks is not positive'],
    ['an unknown side', order('hold', 99), book, 'unknown side hold'],
  ])('%s', (_name, o, best, why) => {
    expect(restingRefusal(o, best)).toBe(why);
  });
});
