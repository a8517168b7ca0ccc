import { describe, expect, it } from 'vitest';
import {
  amountOf,
  amountProblem,
  chartNumber,
  compareAmounts,
  decimalsOf,
  plainAmount,
  signedText,
  sumAmounts,
  toneOf,
  unitsOf,
  unitsText,
} from './amounts.ts';

describe('signed amounts', () => {
  it.each([
    ['7.000000', 'gain', '+7.000000'],
    ['12.500000', 'gain', '+12.500000'],
    ['+3', 'gain', '+3'],
    [' 5 ', 'gain', '+5'],
    ['-7.000000', 'loss', '-7.000000'],
    ['-186.100000', 'loss', '-186.100000'],
    ['-0.00000001', 'loss', '-0.00000001'],
    ['0.000000', 'zero', '0.000000'],
    ['0', 'zero', '0'],
    ['-0', 'zero', '-0'],
    ['+0.0', 'zero', '+0.0'],
  ] as const)('%j is a %s shown as %j', (amount, tone, text) => {
    expect(toneOf(amount)).toBe(tone);
    expect(signedText(amount)).toBe(text);
  });
});

describe('exact decimal arithmetic', () => {
  it.each([
    ['1.5', 6, 1_500_000n],
    ['-0.000001', 6, -1n],
    ['+12', 2, 1200n],
    ['0', 0, 0n],
    ['1.1234567', 6, null],
    ['1,5', 6, null],
    ['', 6, null],
    ['1e3', 6, null],
  ] as const)('%j at scale %i is %s units', (amount, scale, units) => {
    expect(unitsOf(amount, scale)).toBe(units);
  });

  it.each([
    [1_500_000n, 6, '1.500000'],
    [-1n, 6, '-0.000001'],
    [0n, 2, '0.00'],
    [42n, 0, '42'],
  ] as const)('%s units at scale %i read %j', (units, scale, text) => {
    expect(unitsText(units, scale)).toBe(text);
  });

  it('counts the decimals a figure is written with', () => {
    expect(decimalsOf('12.50')).toBe(2);
    expect(decimalsOf('-7')).toBe(0);
    expect(decimalsOf('seven')).toBeNull();
  });

  it('adds amounts without rounding, at the longest scale', () => {
    expect(sumAmounts(['0.1', '0.2'])).toBe('0.3');
    expect(sumAmounts(['1.000001', '2.5', '-0.5'])).toBe('3.000001');
    expect(sumAmounts(['99999999999999999999.999999', '0.000001'])).toBe('100000000000000000000.000000');
    expect(sumAmounts([])).toBe('0');
    expect(sumAmounts(['1', 'x'])).toBeNull();
  });

  it('compares amounts written with different scales', () => {
    expect(compareAmounts('1.50', '1.5')).toBe(0);
    expect(compareAmounts('-2', '1')).toBe(-1);
    expect(compareAmounts('10.000001', '10')).toBe(1);
    expect(compareAmounts('1', '')).toBeNull();
  });

  it('turns an amount into a chart coordinate only', () => {
    expect(chartNumber('12.5')).toBe(12.5);
  });
});

describe('configured amounts', () => {
  it.each([
    ['2000000.000000', '2,000,000'],
    ['100.500000', '100.5'],
    ['10.500000', '10.5'],
    ['0.000000', '0'],
    ['0.000001', '0.000001'],
  ])('%s reads %s', (amount, text) => {
    expect(plainAmount(amount)).toBe(text);
  });
});

describe('amounts with their asset', () => {
  it.each([
    ['5000.000000', 'USDT', '5,000 USDT'],
    ['+25.500000', 'USDT', '+25.5 USDT'],
    ['-1234567.000001', 'USDT', '-1,234,567.000001 USDT'],
    ['0.00400000', 'BTC', '0.004 BTC'],
    ['not a number', 'USDT', 'not a number USDT'],
  ])('%s %s reads %s', (amount, asset, text) => {
    expect(amountOf(amount, asset)).toBe(text);
  });
});

describe('typed amounts', () => {
  it.each([
    ['100', null],
    ['2500.5', null],
    ['0.000001', null],
    ['', 'Enter an amount of USDT.'],
    ['1,000', 'Enter a number such as 100 or 2500.5 (no commas).'],
    ['-5', 'Enter a number such as 100 or 2500.5 (no commas).'],
    ['0.0000001', 'At most 6 decimals.'],
  ])('%j: %s', (text, problem) => {
    expect(amountProblem(text, 'USDT', 6)).toBe(problem);
  });

  it('names the asset and its scale', () => {
    expect(amountProblem(' ', 'BTC', 8)).toBe('Enter an amount of BTC.');
    expect(amountProblem('0.000000001', 'BTC', 8)).toBe('At most 8 decimals.');
  });
});
