import {
  type KycLevel,
  type KycLevelState,
  type KycState,
  levelsRequired,
  missingVerification,
  type VerificationStep,
} from '@platform/contract';

/** Pure rules of the verification screens, kept apart so they are easy to test. */

/** A card number as typed (spaces and dashes allowed) reduced to the digits the server takes. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export const CARD_PATTERN = /^\d{8,30}$/;

/** The state of one level; a level the server does not list has never been submitted. */
export function levelOf(state: KycState, level: KycLevel): KycLevelState {
  return (
    state.levels.find((l) => l.level === level) ?? {
      level,
      status: 'none',
      reason: null,
      submitted_at: null,
      decided_at: null,
    }
  );
}

/** The operations whose verification the funding screens state, with their requirement's key. */
export const FUNDING_ACTIONS = { deposit: 'deposit', withdrawal: 'withdraw' } as const;
export type FundingOperation = keyof typeof FUNDING_ACTIONS;

/**
 * The levels an operation needs and whether they are all approved, read from the operator's
 * requirement the server sends with the state (the same one it enforces).
 */
export function requirementOf(state: KycState, operation: FundingOperation) {
  const required: VerificationStep = state.requirements[FUNDING_ACTIONS[operation]];
  const approved = new Set(state.levels.filter((l) => l.status === 'approved').map((l) => l.level));
  return {
    required,
    levels: levelsRequired(required),
    met: missingVerification(required, approved) === null,
  };
}

/** The form of each level, where a user submits or submits again. */
export const LEVEL_PATHS: Record<KycLevel, string> = {
  primary: '/authentication',
  advanced: '/authenticationhigh',
  address: '/dzrz',
};
