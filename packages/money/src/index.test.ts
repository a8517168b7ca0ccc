import { describe, expect, it } from 'vitest';
import * as money from './index.ts';

describe('public surface', () => {
  it('exports every runtime function and constant', () => {
    expect(Object.keys(money).sort()).toEqual(
      [
        'MAX_SCALE',
        'MoneyError',
        'PPM',
        'ROUNDING_MODES',
        'abs',
        'allocate',
        'applyPpm',
        'assert',
        'assertRoundingMode',
        'assertScale',
        'compare',
        'divRound',
        'formatDecimalRounded',
        'formatUnits',
        'isZero',
        'max',
        'min',
        'mulDiv',
        'parseDecimal',
        'parseUnits',
        'pow10',
        'rescale',
        'splitEvenly',
        'sum',
        'toChartNumber',
      ].sort(),
    );
  });

  it('wires the pieces together for a typical fee calculation', () => {
    const amount = money.parseUnits('1234.56', 2);
    // The fee rounds up so the platform never undercharges by a fraction of a cent.
    const fee = money.applyPpm(amount, 1_500, 'up');
    expect(money.formatUnits(fee, 2)).toBe('1.86');
  });
});
