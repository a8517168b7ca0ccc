/**
 * Verification and risk profile (spec sections 2-6): primary, advanced and address verification
 * with document photos (metadata removed, served only to the owner and compliance staff),
 * decided through the review queues kyc.primary, kyc.advanced and kyc.address; the risk
 * questionnaire, its level and the investment cap of each level.
 *
 * Tables: kyc_images, kyc_submissions, risk_assessments.
 * Invariants: a level has at most one pending submission; advanced needs primary approved; a
 * decision is recorded in the transaction that tells the user (inbox) and the review queue;
 * submissions are never rewritten, a new attempt is a new row.
 * Events: follows `review.decided` of its queues inside the deciding transaction (the level's
 * status and the user's inbox message commit with the decision).
 */

export { KYC_PRODUCTS, kycModule } from './module.ts';
export { kycRoutes } from './routes.ts';
export { KycService } from './service.ts';
export { KYC_SETTINGS } from './settings.ts';
