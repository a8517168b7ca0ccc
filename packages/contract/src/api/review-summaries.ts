import { z } from 'zod';
import type { KycLevel } from './kyc.ts';

/**
 * The `summary` of a review item, one schema per queue: the owning module builds it typed by the
 * schema's `z.input` when it submits the item (wallet deposits and withdrawals, the four-eyes
 * balance adjustments, the verification levels), and the back office parses it with the same
 * schema before showing it. A summary that does not parse is shown as unreadable, never guessed
 * at. Keys a schema does not name are kept (loose objects) and shown generically, so a module may
 * add a field before the back office learns its label. Amounts are decimal strings at the
 * asset's scale, as the module wrote them.
 */

const amount = z.string().min(1).describe('Decimal string at the asset scale');

/** A reported deposit (wallet module): what was sent, to which of our addresses, and the proof. */
export const depositReviewSummary = z.looseObject({
  asset: z.string().min(1),
  chain: z.string().min(1),
  amount,
  /** Our receiving address. */
  address: z.string().min(1),
  tx_hash: z.string().nullable(),
  /** Whether the customer uploaded a voucher image. */
  voucher: z.boolean(),
});
export type DepositReviewSummary = z.infer<typeof depositReviewSummary>;

export const WITHDRAWAL_METHODS = ['address', 'bank'] as const;

/** A withdrawal request (wallet module): how much, by which method, to where. */
export const withdrawalReviewSummary = z.looseObject({
  method: z.enum(WITHDRAWAL_METHODS),
  asset: z.string().min(1),
  /** Null for a bank transfer. */
  chain: z.string().nullable(),
  /** The saved destination's details: chain, address and memo, or the bank payout fields. */
  destination: z.record(z.string(), z.string().nullable()),
  amount,
  fee: amount,
  /** What the customer receives: the amount less the fee. */
  arrival: amount,
  /** The customer changed security settings recently: the payout is confirmed with them first. */
  security_review: z.boolean(),
});
export type WithdrawalReviewSummary = z.infer<typeof withdrawalReviewSummary>;

/** A staff id; summaries written before ids were numbers carry it as a numeric string. */
const staffId = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
]);

/** A manual balance adjustment waiting for a second member of finance (assets module). */
export const adjustmentReviewSummary = z.looseObject({
  asset: z.string().min(1),
  /** The wallet adjusted (spot, contract, ...). */
  account: z.string().min(1),
  amount: z.string().regex(/^[-+]?\d+(\.\d+)?$/),
  reason: z.string(),
  /** Who asked; they may not approve it themselves. */
  requested_by: staffId,
});
export type AdjustmentReviewSummary = z.infer<typeof adjustmentReviewSummary>;

/** Photos of a verification, by role (front, back, holding, bill): image ids. */
const kycImages = z.record(z.string(), z.string());

/** The fields a customer submits for each verification level (kyc module). */
export const kycPrimaryFields = z.object({
  real_name: z.string(),
  document_type: z.number().int(),
  document_number: z.string(),
  nationality: z.string(),
});
export const kycAdvancedFields = z.object({ bank_name: z.string(), card_number: z.string() });
export const kycAddressFields = z.object({ address: z.string() });
export type KycSubmittedFields =
  | z.input<typeof kycPrimaryFields>
  | z.input<typeof kycAdvancedFields>
  | z.input<typeof kycAddressFields>;

/** A verification submission (kyc module): the submitted fields and the photos. */
export const kycPrimaryReviewSummary = z.looseObject({ ...kycPrimaryFields.shape, images: kycImages });
export const kycAdvancedReviewSummary = z.looseObject({ ...kycAdvancedFields.shape, images: kycImages });
export const kycAddressReviewSummary = z.looseObject({ ...kycAddressFields.shape, images: kycImages });
export const KYC_REVIEW_SUMMARIES = {
  primary: kycPrimaryReviewSummary,
  advanced: kycAdvancedReviewSummary,
  address: kycAddressReviewSummary,
} as const satisfies Record<KycLevel, z.ZodType>;
export type KycReviewSummary =
  | z.infer<typeof kycPrimaryReviewSummary>
  | z.infer<typeof kycAdvancedReviewSummary>
  | z.infer<typeof kycAddressReviewSummary>;

/** The queue of a verification level. */
export const kycQueueOf = (level: KycLevel) => `kyc.${level}` as const;

/** What the owning modules build: the schemas' inputs (an adjustment's requester is a number). */
export type DepositReviewSummaryInput = z.input<typeof depositReviewSummary>;
export type WithdrawalReviewSummaryInput = z.input<typeof withdrawalReviewSummary>;
export type AdjustmentReviewSummaryInput = z.input<typeof adjustmentReviewSummary> & { requested_by: number };
export type KycReviewSummaryInput = z.input<(typeof KYC_REVIEW_SUMMARIES)[KycLevel]>;

/** The review queue of earn reserve fundings (earn module): finance, four-eyes. */
export const EARN_FUNDING_QUEUE = 'earn.reserve';

/** Money paid into (positive) or taken out of (negative) the earn reserve, waiting for a second member of finance. */
export const earnFundingReviewSummary = z.looseObject({
  asset: z.string().min(1),
  amount: z.string().regex(/^[-+]?\d+(\.\d+)?$/),
  reason: z.string(),
  /** Who asked; they may not approve it themselves. */
  requested_by: staffId,
});
export type EarnFundingReviewSummaryInput = z.input<typeof earnFundingReviewSummary> & {
  requested_by: number;
};

/** The review queue of subscriptions to escrow products that ask for one (earn module): compliance. */
export const EARN_SUBSCRIPTION_QUEUE = 'earn.subscription';
