import type { KycState } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { CARD_PATTERN, cardDigits, levelOf, requirementOf } from './checks.ts';

describe('kyc checks', () => {
  it.each([
    ['6222 0212 3456 7890', true],
    ['6222-0212-3456', true],
    ['1234567', false],
    ['6222 02x2 3456', false],
  ])('card number %s is valid: %s', (typed, ok) => {
    expect(CARD_PATTERN.test(cardDigits(typed))).toBe(ok);
  });

  it('treats a level the server does not list as never submitted', () => {
    const state: KycState = {
      nationality: 'DE',
      levels: [{ level: 'primary', status: 'approved', reason: null, submitted_at: 1, decided_at: 2 }],
      history: [],
      requirements: { deposit: 'primary', withdraw: 'advanced', loan: 'primary', c2c: 'primary' },
      rejected_address: null,
    };
    expect(levelOf(state, 'primary').status).toBe('approved');
    expect(levelOf(state, 'address').status).toBe('none');
  });

  it('reads each funding requirement from the operator setting the server sends', () => {
    const state: KycState = {
      nationality: 'DE',
      levels: [{ level: 'primary', status: 'approved', reason: null, submitted_at: 1, decided_at: 2 }],
      history: [],
      requirements: { deposit: 'primary', withdraw: 'advanced', loan: 'none', c2c: 'none' },
      rejected_address: null,
    };
    expect(requirementOf(state, 'deposit')).toEqual({ required: 'primary', levels: ['primary'], met: true });
    expect(requirementOf(state, 'withdrawal')).toEqual({
      required: 'advanced',
      levels: ['primary', 'advanced'],
      met: false,
    });
    const relaxed = { ...state, requirements: { ...state.requirements, withdraw: 'none' as const } };
    expect(requirementOf(relaxed, 'withdrawal')).toEqual({ required: 'none', levels: [], met: true });
  });
});
