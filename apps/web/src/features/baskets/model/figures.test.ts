import { describe, expect, it } from 'vitest';
import {
  chartPoints,
  historyChangeHundredths,
  isZeroDecimal,
  pnlPercentHundredths,
  signedOf,
} from './figures.ts';

describe('profit and loss', () => {
  it.each([
    ['4.500000', '+', '4.500000', 'up'],
    ['-3.25', '-', '3.25', 'down'],
    ['0.000000', '', '0.000000', 'flat'],
    ['-0.000000', '', '0.000000', 'flat'],
  ])('%s reads %s%s (%s)', (value, sign, magnitude, tone) => {
    expect(signedOf(value)).toEqual({ sign, magnitude, tone });
  });

  it.each([
    ['4.5', '100.5', 447n],
    ['-4.5', '100.5', -447n],
    ['1', '3', 3333n],
    ['0', '100', 0n],
    ['5', '0', null],
  ])('%s on a cost of %s is %s hundredths of a percent, toward zero', (pnl, cost, percent) => {
    expect(pnlPercentHundredths(pnl, cost, 6)).toBe(percent);
  });

  it('tells zero from the wire', () => {
    expect(isZeroDecimal('0')).toBe(true);
    expect(isZeroDecimal('0.000')).toBe(true);
    expect(isZeroDecimal('0.001')).toBe(false);
  });
});

describe('the NAV chart', () => {
  it('draws the history oldest first, one point a minute', () => {
    expect(
      chartPoints([
        { time: 120, nav: '1.02' },
        { time: 60, nav: '1.01' },
        { time: 120, nav: '1.03' },
      ]),
    ).toEqual([
      { time: 60, value: 1.01 },
      { time: 120, value: 1.03 },
    ]);
  });

  it('reads a NAV with more decimals than a price', () => {
    expect(chartPoints([{ time: 1, nav: '1.0000000001' }])[0]?.value).toBeCloseTo(1, 9);
  });

  it('works out the change over the history shown', () => {
    expect(
      historyChangeHundredths([
        { time: 1, nav: '1.00' },
        { time: 2, nav: '1.05' },
      ]),
    ).toBe(500n);
    expect(historyChangeHundredths([{ time: 1, nav: '1.00' }])).toBeNull();
  });
});
