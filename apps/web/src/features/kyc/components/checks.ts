import {
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  type KycLevel,
  type KycLevelState,
  type KycState,
} from '@platform/contract';

/** Pure rules of the verification screens, kept apart so they are easy to test. */

/** Why a chosen file cannot be a document photo (spec section 5: JPG, JPEG or PNG under 8 MB). */
export function imageProblem(file: { type: string; size: number }): 'imageType' | 'imageSize' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'imageType';
  if (file.size >= IMAGE_MAX_BYTES) return 'imageSize';
  return null;
}

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

/** Deposits need primary verification; withdrawals need primary and advanced (the platform's rule). */
export const REQUIREMENTS = {
  deposit: ['primary'],
  withdrawal: ['primary', 'advanced'],
} as const satisfies Record<string, readonly KycLevel[]>;

/** The form of each level, where a user submits or submits again. */
export const LEVEL_PATHS: Record<KycLevel, string> = {
  primary: '/authentication',
  advanced: '/authenticationhigh',
  address: '/dzrz',
};
