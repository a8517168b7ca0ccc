import { describe, expect, it } from 'vitest';
import {
  coverageOf,
  FUNDING_QUEUE_PATH,
  fundingAmountProblem,
  fundingSentence,
  fundingStatus,
  largestDay,
  monthTicks,
  owedBars,
  owedByMonth,
  staffWord,
} from './reserve-model.ts';

describe('coverage', () => {
  it.each([
    [1_000_000, '100%', 'covered'],
    [1_253_499, '125.34%', 'covered'],
    [999_999, '99.99%', 'short'],
    [0, '0%', 'short'],
  ] as const)('%i ppm reads %s (%s), never rounded up', (ppm, text, tone) => {
    expect(coverageOf(ppm)).toEqual({ text, tone });
  });

  it('says nothing is owed when there is nothing to cover', () => {
    expect(coverageOf(null)).toEqual({ text: 'Nothing owed', tone: 'nothing-owed' });
  });
});

describe('yield owed by day', () => {
  const days = [
    { day: '2026-11-24', amount: '30.000000' },
    { day: '2026-11-25', amount: '60.000000' },
    { day: '2026-12-01', amount: '15.500000' },
    { day: '2027-11-24', amount: '1.000000' },
  ];

  it('places each day on a year from today, scaled to the largest', () => {
    expect(owedBars(days, '2026-11-24')).toEqual([
      { day: '2026-11-24', amount: '30.000000', offset: 0, height: 0.5 },
      { day: '2026-11-25', amount: '60.000000', offset: 1, height: 1 },
      { day: '2026-12-01', amount: '15.500000', offset: 7, height: 15.5 / 60 },
    ]);
    expect(owedBars([], '2026-11-24')).toEqual([]);
  });

  it('adds up each month and the whole exactly', () => {
    expect(owedByMonth([days[2]!, days[0]!, days[1]!, { day: '2026-12-02', amount: '0.1' }])).toEqual({
      months: [
        { month: '2026-11', days: 2, amount: '90.000000' },
        { month: '2026-12', days: 2, amount: '15.600000' },
      ],
      total: '105.600000',
    });
    expect(owedByMonth([])).toEqual({ months: [], total: '0' });
  });

  it('marks the first of each month on the axis, naming the year in January', () => {
    const ticks = monthTicks('2026-11-24');
    expect(ticks.slice(0, 3)).toEqual([
      { offset: 7, label: 'Dec' },
      { offset: 38, label: 'Jan 2027' },
      { offset: 69, label: 'Feb' },
    ]);
    expect(ticks).toHaveLength(12);
    expect(monthTicks('2026-01-01').at(-1)).toEqual({ offset: 334, label: 'Dec' });
  });

  it('finds the largest day by its exact amount', () => {
    expect(largestDay(days)).toEqual(days[1]);
    expect(largestDay([])).toBeNull();
  });
});

describe('funding requests', () => {
  it.each([
    ['5000', null],
    ['-250.5', null],
    ['-1000', null],
    ['', 'Enter an amount: positive pays in, negative takes out.'],
    ['+5', 'Enter a number such as 5000 or -250.5 (a minus sign takes out; no plus sign or commas).'],
    ['1,000', 'Enter a number such as 5000 or -250.5 (a minus sign takes out; no plus sign or commas).'],
    ['0.0000001', 'At most 6 decimals.'],
    ['-0.000', 'The amount must not be zero.'],
    ['-1000.000001', 'Only the uncommitted part can be taken out: at most 1,000 USDT now.'],
  ])('%j: %s', (amount, problem) => {
    expect(fundingAmountProblem(amount, '1000.000000')).toBe(problem);
  });

  it('says which way the money goes', () => {
    expect(fundingSentence('5000')).toBe('Pay 5,000 USDT into the earn reserve');
    expect(fundingSentence(' -250.5 ')).toBe('Take 250.5 USDT out of the earn reserve');
  });

  it('names statuses and staff', () => {
    expect(fundingStatus('pending')).toEqual({ text: 'Pending', color: 'orange' });
    expect(fundingStatus('approved')).toEqual({ text: 'Approved', color: 'green' });
    expect(fundingStatus('cancelled')).toEqual({ text: 'Cancelled', color: 'default' });
    expect(staffWord(3, 3)).toBe('you');
    expect(staffWord(4, 3)).toBe('staff #4');
    expect(staffWord(null, 3)).toBe('—');
    expect(FUNDING_QUEUE_PATH).toBe('/reviews/earn.reserve');
  });
});
