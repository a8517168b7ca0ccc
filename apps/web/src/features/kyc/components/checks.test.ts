import type { KycState } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { CARD_PATTERN, cardDigits, imageProblem, levelOf, requirementOf } from './checks.ts';

const MB = 1024 * 1024;

describe('kyc checks', () => {
  it.each([
    [{ type: 'image/jpeg', size: MB }, null],
    [{ type: 'image/png', size: 8 * MB - 1 }, null],
    [{ type: 'image/png', size: 8 * MB }, 'imageSize'],
    [{ type: 'image/gif', size: MB }, 'imageType'],
    [{ type: 'application/pdf', size: 10 }, 'imageType'],
  ] as const)('photo %o: %s', (file, problem) => {
    expect(imageProblem(file)).toBe(problem);
  });

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
