import { z } from 'zod';
import { countryCode } from './accounts.ts';
import { commonParams } from './common.ts';

/**
 * Verification and risk profile (spec sections 3, 4, 5): primary, advanced and address
 * verification with document photos, reviewed by staff; the risk questionnaire and its level.
 */

export const KYC_LEVELS = ['primary', 'advanced', 'address'] as const;
export type KycLevel = (typeof KYC_LEVELS)[number];
/** Spec section 4: under review, approved, rejected (a rejected user may submit again). */
export const KYC_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
/** Document types of spec section 3. */
export const DOCUMENT_TYPES = [1, 2, 3, 4, 5] as const;
/** Photos each level needs, by role. */
export const KYC_IMAGE_ROLES = {
  primary: ['front', 'back', 'holding'],
  advanced: [],
  address: ['bill'],
} as const satisfies Record<KycLevel, readonly string[]>;

const text = (max: number) => z.string().trim().min(1, { message: 'field.required' }).max(max);
const imageId = z.string().regex(/^[0-9a-f]{32}$/, { message: 'field.required' });

export const kycImageUploaded = z.object({ image_id: z.string() });

export const submitPrimaryInput = commonParams.extend({
  real_name: text(80),
  document_type: z.coerce
    .number({ message: 'field.required' })
    .int()
    .refine((v) => (DOCUMENT_TYPES as readonly number[]).includes(v), { message: 'field.unknownValue' }),
  document_number: text(40),
  front_image: imageId,
  back_image: imageId,
  holding_image: imageId,
  /** Only for an account without a nationality from registration (wallet login); otherwise ignored. */
  nationality: countryCode.optional(),
});
export const submitAdvancedInput = commonParams.extend({
  bank_name: text(80),
  card_number: z
    .string()
    .trim()
    .regex(/^\d{8,30}$/, { message: 'field.invalid' }),
});
export const submitAddressInput = commonParams.extend({
  address: text(200),
  bill_image: imageId,
});

export const kycLevelState = z.object({
  level: z.enum(KYC_LEVELS),
  status: z.enum(KYC_STATUSES),
  reason: z.string().nullable().describe('Why the last submission was rejected'),
  submitted_at: z.number().int().nullable(),
  decided_at: z.number().int().nullable(),
});
export type KycLevelState = z.infer<typeof kycLevelState>;
/**
 * What an operation asks of a customer's verification, one operator setting
 * (`verification.requirements`): none, or the level that must be approved (advanced implies
 * primary, which it builds on).
 */
export const VERIFICATION_STEPS = ['none', 'primary', 'advanced', 'address'] as const;
export type VerificationStep = (typeof VERIFICATION_STEPS)[number];
/** Operations that may require verification. */
export const VERIFICATION_ACTIONS = ['deposit', 'withdraw', 'loan', 'c2c'] as const;
export type VerificationAction = (typeof VERIFICATION_ACTIONS)[number];
export const verificationRequirements = z.object({
  deposit: z.enum(VERIFICATION_STEPS),
  withdraw: z.enum(VERIFICATION_STEPS),
  loan: z.enum(VERIFICATION_STEPS),
  c2c: z.enum(VERIFICATION_STEPS),
});
export type VerificationRequirements = z.infer<typeof verificationRequirements>;

/** The levels a requirement asks to be approved, in the order they are completed. */
export function levelsRequired(required: VerificationStep): KycLevel[] {
  if (required === 'none') return [];
  return required === 'advanced' ? ['primary', 'advanced'] : [required];
}

/**
 * The level a user must complete next to meet a requirement, or null when it is met: the first
 * of its levels not approved (primary before advanced). The server refuses on it and the app
 * links to its page, so both read the rule the same way.
 */
export function missingVerification(
  required: VerificationStep,
  approved: ReadonlySet<KycLevel>,
): KycLevel | null {
  return levelsRequired(required).find((level) => !approved.has(level)) ?? null;
}
/**
 * The data of a KYC_VERIFICATION_REQUIRED refusal: the operation, the level it requires and the
 * level to complete next (primary before advanced), whose page the app opens.
 */
export const verificationRefusalData = z.object({
  action: z.enum(VERIFICATION_ACTIONS),
  required: z.enum(KYC_LEVELS),
  step: z.enum(KYC_LEVELS),
});
export type VerificationRefusalData = z.infer<typeof verificationRefusalData>;

export const kycState = z.object({
  nationality: z.string().nullable(),
  levels: z.array(kycLevelState),
  history: z.array(kycLevelState.extend({ id: z.number().int() })),
  /** The operator's requirement of each operation, as the server enforces it. */
  requirements: verificationRequirements,
  /**
   * What the customer's rejected address submission said (the address and the bill photo), so
   * the form to submit again starts from it; null unless the address level is rejected.
   */
  rejected_address: z.object({ address: z.string(), bill_image: z.string() }).nullable(),
});
export type KycState = z.infer<typeof kycState>;

// Risk questionnaire (spec sections 3 and 9).
export const RISK_LEVELS = ['none', 'conservative', 'balanced', 'aggressive'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const QUESTIONNAIRE = {
  account_purpose: ['saving', 'trading', 'hedging', 'other'],
  investment_purpose: ['preserve', 'income', 'growth', 'speculation'],
  amount: ['100-1000', '1000-10000', '10000-100000', '100000-1000000', 'over-1000000'],
  monthly_trades: ['5-100', '100-300', '300-1000', 'over-1000'],
  occupation: ['employed', 'self-employed', 'student', 'retired', 'other'],
} as const;
export type QuestionnaireAnswers = { [K in keyof typeof QUESTIONNAIRE]: (typeof QUESTIONNAIRE)[K][number] };
export const submitQuestionnaireInput = commonParams.extend({
  account_purpose: z.enum(QUESTIONNAIRE.account_purpose),
  investment_purpose: z.enum(QUESTIONNAIRE.investment_purpose),
  amount: z.enum(QUESTIONNAIRE.amount),
  monthly_trades: z.enum(QUESTIONNAIRE.monthly_trades),
  occupation: z.enum(QUESTIONNAIRE.occupation),
});
export const riskProfile = z.object({
  level: z.enum(RISK_LEVELS),
  score: z.number().int().nullable(),
  assessed_at: z.number().int().nullable(),
  /** The most a user of this level may invest in one product, in USDT, or null when not capped. */
  max_investment_usdt: z.string().nullable(),
  caps: z
    .record(z.string(), z.string())
    .describe('Cap of every level, so the user sees what a re-assessment would allow'),
});
export type RiskProfile = z.infer<typeof riskProfile>;

// Credit score (spec sections 3 and 6): needs identity verification; staff evaluate it.
export const CREDIT_SCORE_MAX = 1000;
export const creditState = z.object({
  score: z.number().int().nullable(),
  evaluated_at: z.number().int().nullable(),
  proofs: z.array(z.object({ image_id: z.string(), created_at: z.number().int() })),
  /** What the loans module may lend now, in whole USDT, from verification levels and score. */
  loan_limit_usdt: z.string(),
});
export type CreditState = z.infer<typeof creditState>;
export const addCreditProofInput = commonParams.extend({
  image_id: z.string().regex(/^[0-9a-f]{32}$/, { message: 'field.required' }),
});
export const CREDIT_PROOFS_MAX = 10;
