import type { PublicRuleEntry } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { canAddProof, fullScoreBonus, gaugeFraction, loanFormulaOf } from './credit.ts';

const formula = { primary: '1000', advanced: '4000', address: '5000', perCreditPoint: '20' };
const rule = (value: unknown): PublicRuleEntry[] => [
  { key: 'risk.caps', label: 'Caps', value: {} },
  { key: 'loan.limits', label: 'Loan limit', value },
];

describe('credit screen rules', () => {
  it('reads the loan formula and its label from the public rules', () => {
    expect(loanFormulaOf(rule(formula))).toEqual({ label: 'Loan limit', formula });
  });

  it.each([
    ['missing rules', undefined],
    ['no loan rule', [{ key: 'risk.caps', label: 'Caps', value: {} }]],
    ['a null value', rule(null)],
    ['a missing amount', rule({ ...formula, address: undefined })],
    ['a decimal amount', rule({ ...formula, perCreditPoint: '2.5' })],
    ['a number instead of a string', rule({ ...formula, primary: 1000 })],
  ])('leaves the formula out with %s', (_name, rules) => {
    expect(loanFormulaOf(rules as PublicRuleEntry[] | undefined)).toBeNull();
  });

  it.each([
    [null, 0],
    [0, 0],
    [250, 0.25],
    [1000, 1],
    [1200, 1],
    [-5, 0],
  ])('fills the gauge for score %s to %s', (score, fraction) => {
    expect(gaugeFraction(score)).toBe(fraction);
  });

  it('computes what a full score adds without floats', () => {
    expect(fullScoreBonus(formula)).toBe('20000');
    expect(fullScoreBonus({ ...formula, perCreditPoint: '999999999999999' })).toBe('999999999999999000');
  });

  it('allows at most ten proofs', () => {
    expect(canAddProof(9)).toBe(true);
    expect(canAddProof(10)).toBe(false);
  });
});
