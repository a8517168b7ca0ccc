import { CREDIT_PROOFS_MAX, CREDIT_SCORE_MAX, type PublicRuleEntry } from '@platform/contract';

/** Pure rules of the credit screen, kept apart from the components so they are easy to test. */

/** The operator's loan formula (setting `loan.limits`): whole USDT amounts as strings. */
export interface LoanFormula {
  primary: string;
  advanced: string;
  address: string;
  perCreditPoint: string;
}

const FORMULA_KEYS = ['primary', 'advanced', 'address', 'perCreditPoint'] as const;
const WHOLE = /^\d{1,15}$/;

/**
 * The loan formula and its label from the public rules, or null when the rule is missing or not
 * in the expected shape: the screen then leaves the table out rather than showing wrong numbers.
 */
export function loanFormulaOf(
  rules: readonly PublicRuleEntry[] | undefined,
): { label: string; formula: LoanFormula } | null {
  const rule = rules?.find((r) => r.key === 'loan.limits');
  const value = rule?.value;
  if (!rule || typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const formula: Partial<LoanFormula> = {};
  for (const key of FORMULA_KEYS) {
    const amount = record[key];
    if (typeof amount !== 'string' || !WHOLE.test(amount)) return null;
    formula[key] = amount;
  }
  return { label: rule.label, formula: formula as LoanFormula };
}

/** How far round the gauge the score reaches, 0 to 1; no score yet is an empty gauge. */
export function gaugeFraction(score: number | null): number {
  if (score === null || !Number.isFinite(score)) return 0;
  return Math.min(1, Math.max(0, score / CREDIT_SCORE_MAX));
}

/** What a full score adds to the limit, in whole USDT (BigInt: amounts never become floats). */
export function fullScoreBonus(formula: LoanFormula): string {
  return (BigInt(formula.perCreditPoint) * BigInt(CREDIT_SCORE_MAX)).toString();
}

/** Whether another proof may be added (the server refuses the 11th: KYC_PROOFS_TOO_MANY). */
export function canAddProof(count: number): boolean {
  return count < CREDIT_PROOFS_MAX;
}
