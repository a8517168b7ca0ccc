import type { StaffRole } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { can } from '../../lib/permissions.ts';
import {
  ADJUSTMENT_QUEUE_PATH,
  adjustmentAmountProblem,
  adjustmentSentence,
  amountTone,
  kindLabel,
  referenceText,
  sortBalances,
} from './ledger-model.ts';

describe('who sees money', () => {
  const cases: [StaffRole[], boolean, boolean][] = [
    // roles, may read balances and lines, may request an adjustment
    [['finance'], true, true],
    [['support'], true, false],
    [['compliance'], true, false],
    [['operations'], false, false],
    [['superadmin'], true, true],
    [['operations', 'support'], true, false],
    [[], false, false],
  ];
  it.each(cases)('%j: read %s, adjust %s', (roles, read, adjust) => {
    expect(can(roles, 'viewBalances')).toBe(read);
    expect(can(roles, 'requestAdjustment')).toBe(adjust);
  });

  it('links to the four-eyes queue', () => {
    expect(ADJUSTMENT_QUEUE_PATH).toBe('/reviews/ledger.adjustment');
  });
});

describe('balances', () => {
  it('lists spot first, then the other account types, each by asset', () => {
    const row = (account_id: number, type: string, asset: string) => ({ account_id, type, asset });
    const sorted = sortBalances([
      row(5, 'futures', 'USDT'),
      row(4, 'spot', 'ETH'),
      row(3, 'spot', 'USDT'),
      row(9, 'unknown', 'BTC'),
      row(2, 'contract', 'BTC'),
      row(1, 'spot', 'DOGE'),
    ]);
    expect(sorted.map((r) => r.account_id)).toEqual([3, 4, 1, 2, 5, 9]);
  });
});

describe('signed amounts', () => {
  it.each([
    ['12.500000', 'credit'],
    ['+3', 'credit'],
    ['-0.00000001', 'debit'],
    ['0.000000', 'zero'],
    ['-0', 'zero'],
    ['0', 'zero'],
  ] as const)('%s is a %s', (amount, tone) => {
    expect(amountTone(amount)).toBe(tone);
  });
});

describe('ledger line words', () => {
  it('names the known posting kinds and keeps unknown ones as written', () => {
    expect(kindLabel('withdrawal-paid')).toBe('Withdrawal paid');
    expect(kindLabel('adjustment')).toBe('Manual adjustment');
    expect(kindLabel('loan-interest')).toBe('loan-interest');
  });

  it('writes references as kind and id', () => {
    expect(referenceText('withdrawal', '12')).toBe('withdrawal #12');
    expect(referenceText('demo', '')).toBe('demo');
    expect(referenceText('', '')).toBe('—');
  });
});

describe('adjustment amount', () => {
  it.each([
    ['12.5', 'USDT', null],
    ['-12.5', 'USDT', null],
    ['  7 ', 'BTC', null],
    ['0.00000001', 'BTC', null],
    ['-0.123456', 'TRX', null],
    ['', 'USDT', 'Enter an amount, negative to debit the customer.'],
    ['   ', 'USDT', 'Enter an amount, negative to debit the customer.'],
    ['+5', 'USDT', 'Enter a number such as 12.5 or -12.5 (a minus sign debits, no plus sign or commas).'],
    ['1,000', 'USDT', 'Enter a number such as 12.5 or -12.5 (a minus sign debits, no plus sign or commas).'],
    ['1e3', 'USDT', 'Enter a number such as 12.5 or -12.5 (a minus sign debits, no plus sign or commas).'],
    ['.5', 'USDT', 'Enter a number such as 12.5 or -12.5 (a minus sign debits, no plus sign or commas).'],
    ['0', 'USDT', 'The amount must not be zero.'],
    ['-0.000', 'USDT', 'The amount must not be zero.'],
    ['0.0000001', 'USDT', 'USDT has at most 6 decimal places.'],
    ['-1.000000001', 'ETH', 'ETH has at most 8 decimal places.'],
  ] as const)('%j in %s: %s', (amount, asset, problem) => {
    expect(adjustmentAmountProblem(amount, asset)).toBe(problem);
  });

  it('leaves the decimal places to the asset once it is chosen', () => {
    expect(adjustmentAmountProblem('0.0000001', undefined)).toBeNull();
  });
});

describe('adjustment sentence', () => {
  it('says which way the money goes', () => {
    expect(adjustmentSentence({ uid: 7, asset: 'USDT', type: 'spot', amount: '12.5' })).toBe(
      'Credit 12.5 USDT to the spot account of user 7',
    );
    expect(adjustmentSentence({ uid: 7, asset: 'BTC', type: 'futures', amount: ' -0.1 ' })).toBe(
      'Debit 0.1 BTC from the futures account of user 7',
    );
  });
});
