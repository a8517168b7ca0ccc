/**
 * The trade password that confirms an order moving money (an earn subscription or redemption, a
 * basket purchase or sale): six digits, checked here before the request so a typo costs no round
 * trip, and the refusals that are about it, which the confirmation shows under the field instead
 * of closing.
 */
const SIX_DIGITS = /^\d{6}$/;

export type PasswordProblem = 'required' | 'sixDigits';

export function passwordProblem(typed: string): PasswordProblem | null {
  const value = typed.trim();
  if (value === '') return 'required';
  return SIX_DIGITS.test(value) ? null : 'sixDigits';
}

const PASSWORD_REASONS = new Set([
  'ACCOUNT_TRADE_PASSWORD_WRONG',
  'ACCOUNT_TRADE_PASSWORD_NOT_SET',
  'ACCOUNT_LOCKED',
]);

/** Whether a refusal is about the trade password typed (the dialog stays open to correct it). */
export function isPasswordRefusal(reason: string | undefined): boolean {
  return reason !== undefined && PASSWORD_REASONS.has(reason);
}

/**
 * The request's trade password field: a demo account confirms without one (null), and none is
 * sent.
 */
export function tradePasswordField(tradePassword: string | null): { trade_password?: string } {
  return tradePassword === null ? {} : { trade_password: tradePassword };
}
