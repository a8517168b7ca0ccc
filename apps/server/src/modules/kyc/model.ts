import { QUESTIONNAIRE, type QuestionnaireAnswers, type RiskLevel } from '@platform/contract';

/**
 * Risk scoring (spec sections 3 and 4): each answer scores its position in the list of
 * options, from the most cautious to the boldest; the total places the user in a level.
 * Account purpose and occupation weigh less than amount, trading frequency and purpose.
 */
const WEIGHTS: Record<keyof typeof QUESTIONNAIRE, number> = {
  account_purpose: 1,
  investment_purpose: 2,
  amount: 2,
  monthly_trades: 2,
  occupation: 1,
};
/** Scores up to these bounds are conservative, then balanced; above, aggressive. */
export const CONSERVATIVE_MAX = 8;
export const BALANCED_MAX = 16;

export function riskScore(answers: QuestionnaireAnswers): number {
  let score = 0;
  for (const key of Object.keys(QUESTIONNAIRE) as (keyof typeof QUESTIONNAIRE)[]) {
    const options = QUESTIONNAIRE[key] as readonly string[];
    score += options.indexOf(answers[key]) * WEIGHTS[key];
  }
  return score;
}

export function riskLevelOf(score: number): Exclude<RiskLevel, 'none'> {
  if (score <= CONSERVATIVE_MAX) return 'conservative';
  return score <= BALANCED_MAX ? 'balanced' : 'aggressive';
}

export type SubmissionStatus = 'pending' | 'approved' | 'rejected';

export type SubmitCheck =
  | { ok: true }
  | { ok: false; reason: 'KYC_REVIEW_PENDING' | 'KYC_ALREADY_APPROVED' | 'KYC_PRIMARY_REQUIRED' };

/**
 * Whether a level may be submitted now, from the newest status of that level and of primary.
 * Precedence: pending first (nothing to do but wait), then approved, then the prerequisite.
 */
export function checkSubmit(
  level: 'primary' | 'advanced' | 'address',
  current: SubmissionStatus | undefined,
  primary: SubmissionStatus | undefined,
): SubmitCheck {
  if (current === 'pending') return { ok: false, reason: 'KYC_REVIEW_PENDING' };
  if (current === 'approved') return { ok: false, reason: 'KYC_ALREADY_APPROVED' };
  if (level === 'advanced' && primary !== 'approved') return { ok: false, reason: 'KYC_PRIMARY_REQUIRED' };
  return { ok: true };
}

export interface LoanLimitFormula {
  primary: string;
  advanced: string;
  address: string;
  perCreditPoint: string;
}

/**
 * The loan limit in whole USDT (spec section 6): verification levels and the credit score raise
 * it. Each approved level adds its base; the score adds per point, only once identity is verified.
 */
export function loanLimitUsdt(
  approved: ReadonlySet<'primary' | 'advanced' | 'address'>,
  creditScore: number | null,
  formula: LoanLimitFormula,
): bigint {
  if (!approved.has('primary')) return 0n;
  let limit = 0n;
  for (const level of ['primary', 'advanced', 'address'] as const) {
    if (approved.has(level)) limit += BigInt(formula[level]);
  }
  // Without an evaluation the score adds nothing; it is not read as a score of zero.
  if (creditScore === null) return limit;
  return limit + BigInt(creditScore) * BigInt(formula.perCreditPoint);
}
