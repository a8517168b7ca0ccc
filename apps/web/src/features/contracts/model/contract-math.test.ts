import { formatUnits } from '@platform/money';
import { describe, expect, it } from 'vitest';
import {
  allowedLossOf,
  estimateOpen,
  liquidationPriceOf,
  marginOf,
  onSide,
  openFeeOf,
  PAR,
  pnlOf,
  positionValue,
  rateOf,
  sizingOf,
  stopLossBeforeLiquidation,
  stopSides,
} from './contract-math.ts';
import { BTC_PERP, EURUSD, USDJPY, XAUUSD } from './fixtures.ts';

const usdt = (units: bigint) => formatUnits(units, 6, { trimZeros: true });
const btcPerp = sizingOf(BTC_PERP)!;
const eurusd = sizingOf(EURUSD)!;
const usdjpy = sizingOf(USDJPY)!;
const gold = sizingOf(XAUUSD)!;
const prices: Record<string, string> = { USDJPY: '151.520', GBPUSD: '1.27000', USDCHF: '0.90000' };
const lastPrice = (symbol: string) => prices[symbol] ?? null;

// The same cases as the server's model.test.ts, so both sides agree to the unit.
describe('contract money rules (as the server counts them)', () => {
  it('0.10 lot of BTCUSDT-PERP at 67,280.0 is worth 6,728 USDT: 67.28 margin at 100x and a 3.364 fee at 0.05%', () => {
    const value = positionValue(672_800n, 10n, btcPerp, PAR, 'up');
    expect(usdt(value)).toBe('6728');
    expect(usdt(marginOf(value, 100))).toBe('67.28');
    expect(usdt(openFeeOf(value, 500))).toBe('3.364');
  });

  it('the long gains 72 USDT at 68,000.0 and is liquidated at 66,943.6 with a 50% stop-out', () => {
    expect(usdt(pnlOf('long', 672_800n, 680_000n, 10n, btcPerp, PAR))).toBe('72');
    expect(usdt(pnlOf('short', 672_800n, 680_000n, 10n, btcPerp, PAR))).toBe('-72');
    const margin = 67_280_000n;
    expect(usdt(allowedLossOf(margin, 500_000))).toBe('33.64');
    expect(liquidationPriceOf('long', 672_800n, 10n, margin, 500_000, btcPerp, PAR)).toBe(669_436n);
    expect(liquidationPriceOf('short', 672_800n, 10n, margin, 500_000, btcPerp, PAR)).toBe(676_164n);
  });

  it('1 lot of EURUSD at 1.08520 is 108,520 USDT: 4,340.80 margin at 25x and a 10.852 fee at 0.01%', () => {
    const value = positionValue(108_520n, 100n, eurusd, PAR, 'up');
    expect(usdt(value)).toBe('108520');
    expect(usdt(marginOf(value, 25))).toBe('4340.8');
    expect(usdt(openFeeOf(value, 100))).toBe('10.852');
    expect(usdt(pnlOf('long', 108_520n, 108_530n, 100n, eurusd, PAR))).toBe('10');
  });

  it('1 lot of USDJPY is 100,000 USDT at any price, and 1.000 yen up pays 659.97888 USDT at 151.520', () => {
    const rate = rateOf('JPY', lastPrice)!;
    expect(rate).toEqual({ num: 1_000n, den: 151_520n });
    expect(usdt(positionValue(151_520n, 100n, usdjpy, rate, 'up'))).toBe('100000');
    expect(pnlOf('long', 151_520n, 152_520n, 100n, usdjpy, rate)).toBe(659_978_880n);
  });

  it('a short of 0.50 lot of gold at 2,351.40 (117,570 USDT) loses 2,430 USDT at 2,400.00', () => {
    expect(usdt(positionValue(235_140n, 50n, gold, PAR, 'down'))).toBe('117570');
    expect(usdt(pnlOf('short', 235_140n, 240_000n, 50n, gold, PAR))).toBe('-2430');
  });

  it('rounds a loss away from the user and a profit down, by at most one unit', () => {
    const third = { priceScale: 2, contractSize: 1n };
    expect(pnlOf('long', 300n, 301n, 1n, third, { num: 1n, den: 3n })).toBe(33n);
    expect(pnlOf('long', 301n, 300n, 1n, third, { num: 1n, den: 3n })).toBe(-34n);
  });

  it('has no liquidation price for a long at 1x without a stop-out', () => {
    const margin = positionValue(672_800n, 10n, btcPerp, PAR, 'up');
    expect(liquidationPriceOf('long', 672_800n, 10n, margin, 0, btcPerp, PAR)).toBeNull();
  });
});

describe('conversion to USDT', () => {
  it.each([
    ['USDT', { num: 1n, den: 1n }],
    ['USD', { num: 1n, den: 1n }],
    ['GBP', { num: 127_000n, den: 100_000n }],
    ['CHF', { num: 100_000n, den: 90_000n }],
    ['CAD', null],
  ] as const)('%s', (quote, rate) => {
    expect(rateOf(quote, lastPrice)).toEqual(rate);
  });

  it('ignores a zero or unreadable price', () => {
    expect(rateOf('JPY', () => '0.000')).toBeNull();
    expect(rateOf('JPY', () => 'n/a')).toBeNull();
  });

  it('reads whole contract sizes only', () => {
    expect(sizingOf({ price_scale: 2, contract_size: '100' })).toEqual({ priceScale: 2, contractSize: 100n });
    expect(sizingOf({ price_scale: 2, contract_size: '0.5' })).toBeNull();
    expect(sizingOf({ price_scale: 2, contract_size: '0' })).toBeNull();
  });
});

describe('an order to open', () => {
  it('0.1 lot long at 10x on 67,280.0: 6,728 value, 672.8 margin, 3.364 fee, liquidated at 63,916.0', () => {
    const e = estimateOpen(
      { direction: 'long', lots: 10n, leverage: 10, entryTicks: 672_800n },
      { sizing: btcPerp, feePpm: 500, stopOutPpm: 500_000 },
      PAR,
    );
    expect(usdt(e.valueUnits)).toBe('6728');
    expect(usdt(e.marginUnits)).toBe('672.8');
    expect(usdt(e.feeUnits)).toBe('3.364');
    expect(usdt(e.costUnits)).toBe('676.164');
    expect(e.liquidationTicks).toBe(639_160n);
  });

  it('rounds the margin and the fee up to a whole USDT unit', () => {
    // 0.01 lot of EURUSD at 1.08523 = 1,085.23 USDT; at 25x that is 43.4092; 0.01% is 0.108523.
    const e = estimateOpen(
      { direction: 'short', lots: 1n, leverage: 25, entryTicks: 108_523n },
      { sizing: eurusd, feePpm: 100, stopOutPpm: 500_000 },
      PAR,
    );
    expect(usdt(e.marginUnits)).toBe('43.4092');
    expect(usdt(e.feeUnits)).toBe('0.108523');
    // 0.01 lot at 3x: 1,085.23 / 3 = 361.743333..., rounded up.
    expect(usdt(marginOf(e.valueUnits, 3))).toBe('361.743334');
  });
});

describe('take-profit and stop-loss sides', () => {
  it.each([
    ['long', 'above', 'below'],
    ['short', 'below', 'above'],
  ] as const)('a %s takes profit %s and stops %s the price', (direction, tp, sl) => {
    expect(stopSides(direction)).toEqual({ takeProfit: tp, stopLoss: sl });
  });

  it('compares strictly', () => {
    expect(onSide(10n, 'above', 10n)).toBe(false);
    expect(onSide(11n, 'above', 10n)).toBe(true);
    expect(onSide(9n, 'below', 10n)).toBe(true);
  });

  it('wants the stop-loss before liquidation', () => {
    expect(stopLossBeforeLiquidation('long', 670_000n, 669_436n)).toBe(true);
    expect(stopLossBeforeLiquidation('long', 669_000n, 669_436n)).toBe(false);
    expect(stopLossBeforeLiquidation('short', 676_000n, 676_164n)).toBe(true);
    expect(stopLossBeforeLiquidation('short', 677_000n, 676_164n)).toBe(false);
    expect(stopLossBeforeLiquidation('long', 1n, null)).toBe(true);
  });
});
