/** Pure checks of the account screens, kept apart so they are easy to test. */

/** Only same-origin app paths are followed after login, never another origin. */
export { safeReturnPath } from '../../../lib/return-path.ts';

/** An account typed as digits (spaces, dashes and a leading plus allowed) is a phone number. */
export function looksLikePhone(account: string): boolean {
  return /^\+?[\d\s-]{4,}$/.test(account.trim());
}

/** The phone number as the server wants it: digits only. */
export function phoneDigits(value: string): string {
  return value.replace(/[\s+-]/g, '');
}
