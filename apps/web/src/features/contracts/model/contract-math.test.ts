import { formatUnits } from '@platform/money';
import { describe, expect, it } from 'vitest';
import { estimateOpen, marginOf, PAR, rateOf, sizingOf } from './contract-math.ts';
import { BTC_PERP, EURUSD, USDJPY, XAUUSD } from './fixtures.ts';

const usdt = (units: bigint) => formatUnits(units, 6, { trimZeros: true });
const btcPerp = sizingOf(BTC_PERP)!;
const eurusd = sizingOf(EURUSD)!;
const _usdjpy = sizingOf(USDJPY)!;
const _gold = sizingOf(XAUUSD)!;
const prices: Record<string, string> = { USDJPY: '151.520', GBPUSD: '1.27000', USDCHF: '0.90000' };
const lastPrice = (symbol: string) => prices[symbol] ?? null;

// The same cases as the server's model.test.ts, so both sides agree to the unit.
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
