import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@platform/contract';

/** Pure checks of the account screens, kept apart so they are easy to test. */

/** Only same-origin app paths are followed after login, never another origin. */
export { safeReturnPath } from '../../../lib/return-path.ts';

/** Why a chosen file cannot be an avatar (spec section 5: JPG, JPEG or PNG under 8 MB), if it cannot. */
export function avatarProblem(file: { type: string; size: number }): 'imageType' | 'imageSize' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'imageType';
  if (file.size >= IMAGE_MAX_BYTES) return 'imageSize';
  return null;
}

/** An account typed as digits (spaces, dashes and a leading plus allowed) is a phone number. */
export function looksLikePhone(account: string): boolean {
  return /^\+?[\d\s-]{4,}$/.test(account.trim());
}

/** The phone number as the server wants it: digits only. */
export function phoneDigits(value: string): string {
  return value.replace(/[\s+-]/g, '');
}
