import type { AssetsOverview } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { amountProblem, availableUnits, balanceUnits, maxAmountText } from './amount.ts';

describe('amount field rules', () => {
  it.each([
    ['', 'USDT', null, 'required'],
    ['   ', 'USDT', null, 'required'],
    ['abc', 'USDT', null, 'format'],
    ['1,5', 'USDT', null, 'format'],
    ['.5', 'USDT', null, 'format'],
    ['5.', 'USDT', null, 'format'],
    ['-1', 'USDT', null, 'format'],
    ['1e3', 'USDT', null, 'format'],
    ['123456789012345678901', 'USDT', null, 'format'],
    ['0.0000001', 'USDT', null, 'decimals'],
    ['0.1234567', 'TRX', null, 'decimals'],
    ['0.12345678', 'BTC', null, 'null'],
    ['0.123456789', 'ETH', null, 'decimals'],
    // Trailing zeros beyond the scale are still more precision than the asset has.
    ['1.0000000', 'USDT', null, 'decimals'],
    ['0', 'USDT', null, 'zero'],
    ['0.000000', 'USDT', null, 'zero'],
    ['10.5', 'USDT', 10_500_000n, 'null'],
    ['10.500001', 'USDT', 10_500_000n, 'exceeds'],
    ['0.00000001', 'BTC', 0n, 'exceeds'],
    [' 2 ', 'USDT', null, 'null'],
    ['999999', 'USDT', null, 'null'],
  ] as const)('%j of %s with %s available: %s', (text, asset, available, problem) => {
    expect(amountProblem(text, asset, available) ?? 'null').toBe(problem);
  });

  it('reads balances from the wire at the asset scale', () => {
    expect(balanceUnits('1.5', 'BTC')).toBe(150_000_000n);
    expect(balanceUnits('0.000001', 'USDT')).toBe(1n);
    expect(balanceUnits('0.0000001', 'USDT')).toBeNull();
  });

  it('fills Max with the whole balance, without trailing zeros', () => {
    expect(maxAmountText(10_500_000n, 'USDT')).toBe('10.5');
    expect(maxAmountText(1n, 'BTC')).toBe('0.00000001');
    expect(maxAmountText(0n, 'TRX')).toBe('0');
    // The typed Max passes the checks against the same balance.
    expect(amountProblem(maxAmountText(123_456_789n, 'ETH'), 'ETH', 123_456_789n)).toBeNull();
  });

  it('tells a zero balance from an unknown one', () => {
    const overview: AssetsOverview = {
      book: 'real',
      total_usdt: '10',
      valued_at: 1,
      holdings: [],
      accounts: [
        {
          type: 'spot',
          total_usdt: '10',
          rows: [{ asset: 'USDT', available: '10.000000', frozen: '0.000000', usdt_value: '10' }],
        },
      ],
    };
    expect(availableUnits(overview, 'spot', 'USDT')).toBe(10_000_000n);
    expect(availableUnits(overview, 'spot', 'BTC')).toBe(0n);
    expect(availableUnits(overview, 'contract', 'USDT')).toBeNull();
  });
});
