import type { KycState } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { refusedStep, verificationNeed } from './verification.ts';

const state = (approved: ('primary' | 'advanced')[], withdraw: KycState['requirements']['withdraw']) =>
  ({
    nationality: 'DE',
    levels: approved.map((level) => ({
      level,
      status: 'approved' as const,
      reason: null,
      submitted_at: 1,
      decided_at: 2,
    })),
    history: [],
    requirements: { deposit: 'primary', withdraw, loan: 'primary', c2c: 'primary' },
    rejected_address: null,
  }) satisfies KycState;

describe('wallet verification', () => {
  it.each([
    [[], 'advanced', 'primary'],
    [['primary'], 'advanced', 'advanced'],
    [['primary', 'advanced'], 'advanced', null],
    [[], 'none', null],
    [['primary'], 'address', 'address'],
  ] as const)('with %j approved and %s required, the next step is %s', (approved, required, step) => {
    expect(verificationNeed(state([...approved], required), 'withdraw')).toEqual({ required, step });
  });

  it('reads the step to open from a verification refusal only', () => {
    const data = { action: 'deposit', required: 'advanced', step: 'primary' };
    expect(refusedStep({ reason: 'KYC_VERIFICATION_REQUIRED', data })).toBe('primary');
    expect(refusedStep({ reason: 'WALLET_WITHDRAW_TURNOVER', data })).toBeNull();
    expect(refusedStep({ reason: 'KYC_VERIFICATION_REQUIRED', data: null })).toBeNull();
  });
});
