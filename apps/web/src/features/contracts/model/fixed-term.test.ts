import { formatUnits } from '@platform/money';
import { describe, expect, it } from 'vitest';
import {
  countdownText,
  cycleParts,
  dueOrders,
  elapsedShare,
  estimateFixedTerm,
  feeOf,
  fixedTermProblem,
  goneSince,
  isRising,
  maxStakeFor,
  payoutIfRight,
  quickStakes,
  readStake,
  secondsLeft,
  stakeLimitsOf,
  standingOf,
} from './fixed-term.ts';

const usdt = (units: bigint) => formatUnits(units, 6, { trimZeros: true });
const units = (text: string) => BigInt(Math.round(Number(text) * 1e6));
const delivery = { minUnits: 10_000_000n, maxUnits: 50_000_000_000n };
const option = { minUnits: 20_000_000n, maxUnits: 100_000_000_000n };

// The same figures as the server's fixed-term model.test.ts, so both sides agree to the unit.
describe('fixed-term money (as the server counts it)', () => {
  it.each([
    ['100', 800_000, '180'],
    ['100', 850_000, '185'],
    ['0.000001', 850_000, '0.000001'],
    ['33.333333', 800_000, '59.999999'],
    ['10', 0, '10'],
  ] as const)(
    'a right call on %s USDT at %i ppm pays back %s (the payout rounded down)',
    (stake, ppm, back) => {
      expect(usdt(payoutIfRight(units(stake), ppm))).toBe(back);
    },
  );

  it.each([
    ['100', 10_000, '1'],
    ['100', 0, '0'],
    ['0.000001', 10_000, '0.000001'],
    ['33.333333', 10_000, '0.333334'],
  ] as const)('the fee on %s USDT at %i ppm is %s (rounded up)', (stake, ppm, fee) => {
    expect(usdt(feeOf(units(stake), ppm))).toBe(fee);
  });

  it('sums up an option of 100 USDT at 80% with a 1% fee', () => {
    const e = estimateFixedTerm(100_000_000n, { seconds: 900, payoutPpm: 800_000, feePpm: 10_000 });
    expect(
      [e.stakeUnits, e.feeUnits, e.totalUnits, e.payoutUnits, e.profitUnits, e.tieUnits].map(usdt),
    ).toEqual(['100', '1', '101', '180', '80', '100']);
  });
});

describe('the stake', () => {
  it('reads the product range', () => {
    expect(stakeLimitsOf({ min_stake: '10', max_stake: '50000' })).toEqual(delivery);
    expect(stakeLimitsOf({ min_stake: '10', max_stake: 'a lot' })).toBeNull();
  });

  it.each([
    ['', { ok: false, problem: 'required' }],
    ['abc', { ok: false, problem: 'format' }],
    ['-5', { ok: false, problem: 'format' }],
    ['1,5', { ok: false, problem: 'format' }],
    ['0', { ok: false, problem: 'zero' }],
    ['10.0000001', { ok: false, problem: 'step' }],
    ['9.999999', { ok: false, problem: 'belowMin' }],
    ['50000.000001', { ok: false, problem: 'aboveMax' }],
    ['10', { ok: true, units: 10_000_000n }],
    [' 100.5 ', { ok: true, units: 100_500_000n }],
    ['50000', { ok: true, units: 50_000_000_000n }],
  ] as const)('%j', (text, result) => {
    expect(readStake(text, delivery)).toEqual(result);
  });

  it.each([
    ['the whole balance without a fee', 150_000_000n, 0, delivery, 150_000_000n],
    ['the balance less the fee, rounded so both fit', 101_000_000n, 10_000, option, 100_000_000n],
    ['a stake whose rounded-up fee still fits', 101_000_151n, 10_000, option, 100_000_149n],
    ['the product maximum', 90_000_000_000n, 0, delivery, 50_000_000_000n],
    ['nothing under the minimum', 9_000_000n, 0, delivery, null],
    ['nothing from an empty balance', 0n, 10_000, option, null],
  ] as const)('the most it can take: %s', (_, available, feePpm, limits, most) => {
    const stake = maxStakeFor(available, feePpm, limits);
    expect(stake).toBe(most);
    if (stake !== null) expect(stake + feeOf(stake, feePpm)).toBeLessThanOrEqual(available);
  });

  it.each([
    [delivery, ['10', '20', '50', '100']],
    [option, ['20', '50', '100', '200']],
    [{ minUnits: 10_000_000n, maxUnits: 30_000_000n }, ['10', '20']],
    [{ minUnits: 1_500_000n, maxUnits: 1_000_000_000n }, ['1.5', '2', '5', '10']],
  ] as const)('quick amounts within %o', (limits, amounts) => {
    expect(quickStakes(limits).map(usdt)).toEqual(amounts);
  });
});

describe('an order before it is placed', () => {
  const estimate = estimateFixedTerm(100_000_000n, { seconds: 60, payoutPpm: 800_000, feePpm: 0 });
  it.each([
    ['a closed market first', false, false, 0n, 'closed'],
    ['no price', true, false, 0n, 'noPrice'],
    ['a stake over the balance', true, true, 99_999_999n, 'insufficient'],
    ['nothing when it fits exactly', true, true, 100_000_000n, null],
    ['nothing while the balance is unknown', true, true, null, null],
  ] as const)('finds %s', (_, open, priceKnown, available, problem) => {
    expect(fixedTermProblem({ open, priceKnown, estimate, availableUnits: available })).toBe(problem);
  });
});

describe('cycles and countdowns', () => {
  it.each([
    [10, 10, 's'],
    [60, 60, 's'],
    [90, 90, 's'],
    [180, 3, 'min'],
    [300, 5, 'min'],
    [900, 15, 'min'],
    [3_600, 1, 'h'],
    [5_400, 90, 'min'],
    [86_400, 1, 'd'],
    [604_800, 7, 'd'],
  ] as const)('%i seconds are %i %s', (seconds, count, unit) => {
    expect(cycleParts(seconds)).toEqual({ count, unit });
  });

  it.each([
    [0, '00:00'],
    [-3, '00:00'],
    [9, '00:09'],
    [60, '01:00'],
    [75, '01:15'],
    [3_599, '59:59'],
    [3_600, '1:00:00'],
    [3_725, '1:02:05'],
  ] as const)('%i seconds left read %s', (seconds, text) => {
    expect(countdownText(seconds)).toBe(text);
  });

  const order = { id: 7, expires_at: 1_000, cycle: 60 };
  it.each([
    [940_000, 60, 0],
    [970_000, 30, 0.5],
    [999_100, 1, 0.985],
    [1_000_000, 0, 1],
    [1_005_000, 0, 1],
  ] as const)('at %i ms: %i s left, %f of the cycle gone', (nowMs, left, share) => {
    expect(secondsLeft(order.expires_at, nowMs)).toBe(left);
    expect(elapsedShare(order, nowMs)).toBeCloseTo(share, 3);
  });

  it('finds the orders due and those gone from the open list since the last look', () => {
    const due = { id: 1, expires_at: 1_000 };
    const running = { id: 2, expires_at: 1_060 };
    expect(dueOrders([due, running], 999_999)).toEqual([]);
    expect(dueOrders([due, running], 1_000_000)).toEqual([due]);
    expect(goneSince([due, running], [running])).toEqual([due]);
    expect(goneSince([due, running], [running, due, { id: 3 }])).toEqual([]);
    expect(goneSince([due, running], [])).toEqual([due, running]);
  });
});

describe('where an open order stands', () => {
  it.each([
    ['up', '67250.00', '67300.00', 'winning'],
    ['up', '67250.00', '67200.5', 'losing'],
    ['down', '67250.00', '67200.00', 'winning'],
    ['call', '1.08520', '1.0852', 'even'],
    ['put', '1.08520', '1.08530', 'losing'],
    ['up', '67250.00', null, null],
    ['up', '67250.00', 'n/a', null],
  ] as const)('%s from %s at %s is %s', (direction, entry, current, standing) => {
    expect(standingOf(direction, entry, current)).toBe(standing);
  });

  it('knows which directions rise', () => {
    expect(['up', 'down', 'call', 'put'].map((d) => isRising(d as 'up'))).toEqual([true, false, true, false]);
  });
});
