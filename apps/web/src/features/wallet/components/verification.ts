import {
  type KycLevel,
  type KycState,
  missingVerification,
  type VerificationStep,
  verificationRefusalData,
} from '@platform/contract';

/** Operations of the wallet that may require verification, as the operator setting names them. */
export type WalletOperation = 'deposit' | 'withdraw';

/** The verification page of each level, where the customer submits it (spec section 2). */
export const VERIFICATION_PAGES: Record<KycLevel, string> = {
  primary: '/authentication',
  advanced: '/authenticationhigh',
  address: '/dzrz',
};

export interface VerificationNeed {
  required: VerificationStep;
  /** The level to complete next, or null when the requirement is met. */
  step: KycLevel | null;
}

/** What an operation requires of this customer, from the same setting the server enforces. */
export function verificationNeed(state: KycState, operation: WalletOperation): VerificationNeed {
  const required = state.requirements[operation];
  const approved = new Set(state.levels.filter((l) => l.status === 'approved').map((l) => l.level));
  return { required, step: missingVerification(required, approved) };
}

/** The level a KYC_VERIFICATION_REQUIRED refusal sends the customer to, or null for another refusal. */
export function refusedStep(refusal: { reason?: string | undefined; data?: unknown }): KycLevel | null {
  if (refusal.reason !== 'KYC_VERIFICATION_REQUIRED') return null;
  const data = verificationRefusalData.safeParse(refusal.data);
  return data.success ? data.data.step : null;
}
