import { missingVerification } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  BALANCED_MAX,
  CONSERVATIVE_MAX,
  checkSubmit,
  loanLimitUsdt,
  riskLevelOf,
  riskScore,
} from './model.ts';

describe('risk scoring', () => {
  it('scores the most cautious answers lowest and the boldest highest', () => {
    const cautious = riskScore({
      account_purpose: 'saving',
      investment_purpose: 'preserve',
      amount: '100-1000',
      monthly_trades: '5-100',
      occupation: 'employed',
    });
    const bold = riskScore({
      account_purpose: 'other',
      investment_purpose: 'speculation',
      amount: 'over-1000000',
      monthly_trades: 'over-1000',
      occupation: 'other',
    });
    expect(cautious).toBe(0);
    expect(bold).toBeGreaterThan(BALANCED_MAX);
  });

  it.each([
    [0, 'conservative'],
    [CONSERVATIVE_MAX, 'conservative'],
    [CONSERVATIVE_MAX + 1, 'balanced'],
    [BALANCED_MAX, 'balanced'],
    [BALANCED_MAX + 1, 'aggressive'],
  ])('score %i is %s', (score, level) => {
    expect(riskLevelOf(score)).toBe(level);
  });
});

describe('when a level may be submitted', () => {
  it.each([
    ['primary', undefined, undefined, { ok: true }],
    ['primary', 'rejected', 'rejected', { ok: true }],
    ['primary', 'pending', 'pending', { ok: false, reason: 'KYC_REVIEW_PENDING' }],
    ['primary', 'approved', 'approved', { ok: false, reason: 'KYC_ALREADY_APPROVED' }],
    ['advanced', undefined, 'pending', { ok: false, reason: 'KYC_PRIMARY_REQUIRED' }],
    ['advanced', undefined, 'approved', { ok: true }],
    ['advanced', 'pending', undefined, { ok: false, reason: 'KYC_REVIEW_PENDING' }],
    ['address', undefined, undefined, { ok: true }],
  ] as const)('%s with own status %s and primary %s', (level, current, primary, expected) => {
    expect(checkSubmit(level, current, primary)).toEqual(expected);
  });
});

describe('loan limit', () => {
  const formula = { primary: '1000', advanced: '4000', address: '5000', perCreditPoint: '20' };
  it.each([
    [[], 900, 0n],
    [['advanced'], 900, 0n],
    [['primary'], null, 1000n],
    [['primary', 'advanced'], 100, 7000n],
    [['primary', 'advanced', 'address'], 1000, 30000n],
  ] as const)('levels %j with score %s lend %s', (levels, score, expected) => {
    expect(loanLimitUsdt(new Set(levels), score, formula)).toBe(expected);
  });
});

describe('verification requirements', () => {
  it.each([
    ['none', [], null],
    ['primary', [], 'primary'],
    ['primary', ['primary'], null],
    ['advanced', [], 'primary'],
    ['advanced', ['primary'], 'advanced'],
    ['advanced', ['primary', 'advanced'], null],
    ['address', ['primary'], 'address'],
    ['address', ['address'], null],
  ] as const)('%s with %j approved asks for %s next', (required, approved, next) => {
    expect(missingVerification(required, new Set(approved))).toBe(next);
  });
});
