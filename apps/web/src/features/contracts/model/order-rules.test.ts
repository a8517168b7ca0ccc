import { describe, expect, it } from 'vitest';
import type { OpenEstimate } from './contract-math.ts';
import { AAPL, BTC_PERP, EURUSD } from './fixtures.ts';
import {
  defaultLeverage,
  lotLimits,
  nudgeLots,
  orderProblem,
  readCloseLots,
  readLots,
  readStop,
} from './order-rules.ts';

describe('lots', () => {
  it('reads the limits in hundredths of a lot', () => {
    expect(lotLimits(BTC_PERP)).toEqual({ min: 1n, max: 10_000n, step: 1n });
    expect(lotLimits(AAPL)).toEqual({ min: 10n, max: 10_000n, step: 5n });
  });

  it.each([
    [BTC_PERP, '0.1', { ok: true, units: 10n }],
    [BTC_PERP, '100', { ok: true, units: 10_000n }],
    [BTC_PERP, '100.01', { ok: false, problem: 'aboveMax' }],
    [BTC_PERP, '0.005', { ok: false, problem: 'step' }],
    [AAPL, '0.05', { ok: false, problem: 'belowMin' }],
    [AAPL, '0.12', { ok: false, problem: 'step' }],
    [AAPL, '0.15', { ok: true, units: 15n }],
  ] as const)('%s: %s lots', (instrument, text, result) => {
    expect(readLots(text, instrument)).toEqual(result);
  });

  it('closes at most what is held, in whole steps', () => {
    expect(readCloseLots('0.05', 10n, 1n)).toEqual({ ok: true, units: 5n });
    expect(readCloseLots('0.11', 10n, 1n)).toEqual({ ok: false, problem: 'aboveMax' });
    expect(readCloseLots('0.12', 20n, 5n)).toEqual({ ok: false, problem: 'step' });
    expect(readCloseLots('', 10n, 1n)).toEqual({ ok: false, problem: 'required' });
  });
});

describe('take-profit and stop-loss', () => {
  const long = { direction: 'long', priceScale: 1, reference: 672_800n, liquidation: 639_160n } as const;
  const short = { ...long, direction: 'short', liquidation: 706_440n } as const;

  it.each([
    ['takeProfit', long, '', { ok: true, ticks: null }],
    ['takeProfit', long, '68000', { ok: true, ticks: 680_000n }],
    ['takeProfit', long, '67280', { ok: false, problem: 'wrongSide' }],
    ['takeProfit', long, '68000.05', { ok: false, problem: 'step' }],
    ['stopLoss', long, '66000', { ok: true, ticks: 660_000n }],
    ['stopLoss', long, '68000', { ok: false, problem: 'wrongSide' }],
    ['stopLoss', long, '63916', { ok: false, problem: 'beyondLiquidation' }],
    ['takeProfit', short, '66000', { ok: true, ticks: 660_000n }],
    ['takeProfit', short, '68000', { ok: false, problem: 'wrongSide' }],
    ['stopLoss', short, '70000', { ok: true, ticks: 700_000n }],
    ['stopLoss', short, '71000', { ok: false, problem: 'beyondLiquidation' }],
  ] as const)('%s of a %o at %j', (kind, ctx, text, result) => {
    expect(readStop(kind, text, ctx)).toEqual(result);
  });

  it('checks only the shape while the price is unknown', () => {
    expect(readStop('stopLoss', '1', { ...long, reference: null })).toEqual({ ok: true, ticks: 10n });
  });
});

describe('an order to open', () => {
  const estimate = (margin: bigint, fee: bigint): OpenEstimate => ({
    valueUnits: margin * 10n,
    marginUnits: margin,
    feeUnits: fee,
    costUnits: margin + fee,
    liquidationTicks: null,
  });

  it.each([
    ['a closed market first', EURUSD, estimate(1n, 1n), 0n, 'closed'],
    ['no price', BTC_PERP, null, 0n, 'noPrice'],
    ['a margin under the minimum', BTC_PERP, estimate(999_999n, 1n), 10_000_000n, 'marginTooSmall'],
    [
      'margin and fee over the balance',
      BTC_PERP,
      estimate(672_800_000n, 3_364_000n),
      676_163_999n,
      'insufficient',
    ],
    ['nothing when it fits exactly', BTC_PERP, estimate(672_800_000n, 3_364_000n), 676_164_000n, null],
    ['nothing while the balance is unknown', BTC_PERP, estimate(672_800_000n, 3_364_000n), null, null],
  ] as const)('finds %s', (_, instrument, e, available, problem) => {
    expect(orderProblem({ instrument, estimate: e, availableUnits: available })).toBe(problem);
  });
});

describe('form helpers', () => {
  it('starts at 10x, or the highest leverage under it', () => {
    expect(defaultLeverage([1, 2, 5, 10, 20, 25, 50, 100])).toBe(10);
    expect(defaultLeverage([1, 2, 5])).toBe(5);
    expect(defaultLeverage([20, 50])).toBe(20);
    expect(defaultLeverage([])).toBeUndefined();
  });

  it.each([
    [BTC_PERP, '', 1, '0.01'],
    [BTC_PERP, 'abc', -1, '0.01'],
    [BTC_PERP, '0.1', 1, '0.11'],
    [BTC_PERP, '0.01', -1, '0.01'],
    [BTC_PERP, '100', 1, '100.00'],
    [AAPL, '0.12', 1, '0.15'],
    [AAPL, '0.10', -1, '0.10'],
  ] as const)('%s: %j stepped by %i is %s', (instrument, text, by, next) => {
    expect(nudgeLots(text, by, instrument)).toBe(next);
  });
});
