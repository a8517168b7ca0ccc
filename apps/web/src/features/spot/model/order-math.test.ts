import { formatUnits } from '@platform/money';
import { describe, expect, it } from 'vitest';
import { BTCUSDT, TRXUSDT } from './fixtures.ts';
import {
  baseUnits,
  buyFreeze,
  estimateOrder,
  lotsForPercent,
  protectionTicks,
  quoteValue,
} from './order-math.ts';
import { scalesOf } from './scales.ts';

const btc = scalesOf(BTCUSDT);
const trx = scalesOf(TRXUSDT);
const usdt = (units: bigint) => formatUnits(units, 6);

describe('order value', () => {
  it('multiplies exactly and rounds the digits beyond the quote scale in the named direction', () => {
    // 65000.01 USDT x 0.000001 BTC = 0.06500001 USDT, two digits finer than USDT.
    expect(usdt(quoteValue(6_500_001n, 1n, btc, 'up'))).toBe('0.065001');
    expect(usdt(quoteValue(6_500_001n, 1n, btc, 'down'))).toBe('0.065000');
    // 0.12100 USDT x 10 TRX = 1.21 USDT: coarser than USDT, so nothing is rounded.
    expect(usdt(quoteValue(12_100n, 10n, trx, 'up'))).toBe('1.210000');
  });

  it('counts base units of lots', () => {
    expect(baseUnits(1n, btc)).toBe(100n);
    expect(baseUnits(25n, trx)).toBe(25_000_000n);
  });
});

describe('what an order freezes and pays', () => {
  it('freezes price x quantity plus the fee at the higher of maker and taker for a limit buy', () => {
    // 0.5 BTC at 65000 = 32500 USDT, fee at 0.2% (the taker rate) = 65 USDT.
    const e = estimateOrder(
      { side: 'buy', type: 'limit', priceTicks: 6_500_000n, lots: 500_000n },
      BTCUSDT,
      btc,
      { bidTicks: null, askTicks: null },
    );
    expect(e && usdt(e.totalUnits)).toBe('32500.000000');
    expect(e && usdt(e.feeUnits)).toBe('65.000000');
    expect(e && usdt(e.frozenUnits)).toBe('32565.000000');
    expect(e?.frozenAsset).toBe('quote');
  });

  it('rounds the fee up to a whole quote unit', () => {
    // 0.000001 BTC at 65000.01 is 0.065001 USDT rounded up; 0.2% of it is 0.000130002, so 0.000131.
    expect(usdt(buyFreeze(6_500_001n, 1n, btc, 2_000))).toBe('0.065132');
  });

  it('freezes a market buy at the best ask plus the protection band', () => {
    const e = estimateOrder(
      { side: 'buy', type: 'market', priceTicks: null, lots: 1_000_000n },
      BTCUSDT,
      btc,
      { bidTicks: 6_499_000n, askTicks: 6_500_000n },
    );
    // Value at the best ask 65000; freeze at 65000 + 5% = 68250, plus 0.2% = 68386.5.
    expect(e && usdt(e.totalUnits)).toBe('65000.000000');
    expect(e?.protectionTicks).toBe(6_825_000n);
    expect(e && usdt(e.frozenUnits)).toBe('68386.500000');
  });

  it('freezes the quantity of a sell, in base units, and values a market sell at the best bid', () => {
    const e = estimateOrder(
      { side: 'sell', type: 'market', priceTicks: null, lots: 2_000_000n },
      BTCUSDT,
      btc,
      { bidTicks: 6_499_000n, askTicks: null },
    );
    expect(e?.frozenAsset).toBe('base');
    expect(e?.frozenUnits).toBe(200_000_000n);
    expect(e && usdt(e.totalUnits)).toBe('129980.000000');
    expect(e?.protectionTicks).toBeNull();
  });

  it('has no figures for a limit order without a price', () => {
    expect(
      estimateOrder({ side: 'sell', type: 'limit', priceTicks: null, lots: 1n }, BTCUSDT, btc, {
        bidTicks: 1n,
        askTicks: 1n,
      }),
    ).toBeNull();
  });

  it.each([
    ['buy', 100n, 50_000, 105n],
    ['buy', 3n, 50_000, 4n],
    ['sell', 100n, 50_000, 95n],
    ['sell', 100n, 5_000, 99n],
    ['sell', 3n, 500_000, 1n],
    ['sell', 1n, 50_000, 1n],
  ] as const)('protection of a %s from %s ticks at %s ppm is %s', (side, best, ppm, bound) => {
    expect(protectionTicks(side, best, ppm)).toBe(bound);
  });
});

describe('a share of the available balance', () => {
  const base = { market: BTCUSDT, scales: btc };

  it.each([
    [25, '0.250000'],
    [50, '0.500000'],
    [75, '0.750000'],
    [100, '1.000000'],
  ])('sells %s%% of 1.00000099 BTC as whole lots', (percent, quantity) => {
    const lots = lotsForPercent({
      ...base,
      side: 'sell',
      percent,
      availableUnits: 100_000_099n,
      priceTicks: null,
    });
    expect(lots !== null && formatUnits(lots, 6)).toBe(quantity);
  });

  it('buys the most whose freeze (value and fee) fits the share of the quote balance', () => {
    const available = 10_000_000_000n; // 10000 USDT
    for (const percent of [25, 50, 75, 100]) {
      const lots = lotsForPercent({
        ...base,
        side: 'buy',
        percent,
        availableUnits: available,
        priceTicks: 6_500_001n,
      });
      expect(lots).not.toBeNull();
      const budget = (available * BigInt(percent)) / 100n;
      expect(buyFreeze(6_500_001n, lots!, btc, 2_000)).toBeLessThanOrEqual(budget);
      expect(buyFreeze(6_500_001n, lots! + 1n, btc, 2_000)).toBeGreaterThan(budget);
    }
  });

  it('finds the largest quantity when a lot is worth less than a quote unit', () => {
    const cheap = { ...TRXUSDT, quantity_scale: 0, price_scale: 8 };
    const s = scalesOf(cheap);
    const lots = lotsForPercent({
      side: 'buy',
      percent: 100,
      availableUnits: 1_000n,
      priceTicks: 3n,
      market: cheap,
      scales: s,
    });
    expect(buyFreeze(3n, lots!, s, 2_000)).toBeLessThanOrEqual(1_000n);
    expect(buyFreeze(3n, lots! + 1n, s, 2_000)).toBeGreaterThan(1_000n);
  });

  it('needs a price to buy with, and gives nothing from an empty balance', () => {
    expect(
      lotsForPercent({ ...base, side: 'buy', percent: 50, availableUnits: 1_000n, priceTicks: null }),
    ).toBeNull();
    expect(lotsForPercent({ ...base, side: 'buy', percent: 100, availableUnits: 0n, priceTicks: 1n })).toBe(
      0n,
    );
  });
});
