import type { WithdrawAddress, WithdrawRulesView } from '@platform/contract';
import { parseUnits } from '@platform/money';
import { progressPercent, scaleOf } from './amount.ts';

/**
 * The rules panel of /withdraw as pure data: every operator rule, the user's standing against it
 * and which of them would refuse a withdrawal now (DESIGN.md section 0.2: a rule is shown before it
 * limits the user). The clock is passed in, never read here.
 */

/** Rules that stop a withdrawal now, in the order the user has to deal with them. */
export const WITHDRAW_BLOCKS = ['security', 'frozen', 'window', 'dailyCount', 'turnover', 'balance'] as const;
export type WithdrawBlock = (typeof WITHDRAW_BLOCKS)[number];

export interface RulesModel {
  /** Every rule that refuses a withdrawal now, in precedence order; empty when none does. */
  blocks: WithdrawBlock[];
  /** The one to explain first, or null when the user may withdraw. */
  firstBlock: WithdrawBlock | null;
  /** Withdrawals left today; never below zero. */
  remainingToday: number;
  turnoverPercent: number;
  turnoverMet: boolean;
  /** Unix seconds until which withdrawals go to manual review after a security change, if now. */
  reviewUntil: number | null;
}

export function rulesModel(rules: WithdrawRulesView, nowSeconds: number): RulesModel {
  const { status } = rules;
  const scale = scaleOf(rules.asset);
  const turnoverMet =
    parseUnits(status.turnover_done, scale, { allowNegative: true }) >=
    parseUnits(status.turnover_required, scale);
  const remainingToday = Math.max(0, rules.daily_count - status.used_today);
  const checks: Record<WithdrawBlock, boolean> = {
    security: !status.security_set,
    frozen: status.frozen_reason !== null,
    window: !status.window_open,
    dailyCount: remainingToday === 0,
    turnover: !turnoverMet,
    balance: parseUnits(status.available, scale) < parseUnits(rules.min, scale),
  };
  const blocks = WITHDRAW_BLOCKS.filter((block) => checks[block]);
  const until = status.security_review_until;
  return {
    blocks,
    firstBlock: blocks[0] ?? null,
    remainingToday,
    turnoverPercent: progressPercent(status.turnover_done, status.turnover_required, scale),
    turnoverMet,
    reviewUntil: until !== null && until > nowSeconds ? until : null,
  };
}

/** Why a saved address cannot take this withdrawal, or null when it can. */
export type AddressUnusable = 'asset' | 'chain' | null;

export function addressUnusable(address: WithdrawAddress, rules: WithdrawRulesView): AddressUnusable {
  if (address.asset !== rules.asset) return 'asset';
  if (!rules.chains.includes(address.chain)) return 'chain';
  return null;
}

/** What the confirmation dialog asks for, from the security the account has set. */
export interface CredentialNeeds {
  tradePassword: boolean;
  google: boolean;
}

export function credentialNeeds(status: WithdrawRulesView['status']): CredentialNeeds {
  return { tradePassword: status.trade_password_set, google: status.google_bound };
}

export type CredentialField = 'trade_password' | 'google_code';
export type CredentialProblem = { field: CredentialField; problem: 'required' | 'sixDigits' } | null;

const SIX_DIGITS = /^\d{6}$/;

/**
 * The trade password confirms a withdrawal; with Google bound a Google code may confirm it
 * instead or as well. At least one is needed, and whatever is typed must be six digits.
 */
export function credentialProblem(
  needs: CredentialNeeds,
  values: { trade_password: string; google_code: string },
): CredentialProblem {
  const password = needs.tradePassword ? values.trade_password.trim() : '';
  const google = needs.google ? values.google_code.trim() : '';
  if (password === '' && google === '')
    return { field: needs.tradePassword ? 'trade_password' : 'google_code', problem: 'required' };
  if (password !== '' && !SIX_DIGITS.test(password)) return { field: 'trade_password', problem: 'sixDigits' };
  if (google !== '' && !SIX_DIGITS.test(google)) return { field: 'google_code', problem: 'sixDigits' };
  return null;
}

/**
 * The confirmation field a refusal is about, so the dialog stays open with the message under that
 * field; any other refusal (a rule, the amount) closes it and shows the form again.
 */
export function credentialFieldOf(reason: string | undefined): CredentialField | null {
  switch (reason) {
    case 'ACCOUNT_TRADE_PASSWORD_WRONG':
    case 'ACCOUNT_TRADE_PASSWORD_NOT_SET':
    case 'WALLET_CONFIRMATION_REQUIRED':
    case 'ACCOUNT_LOCKED':
      return 'trade_password';
    case 'ACCOUNT_GOOGLE_CODE_INVALID':
    case 'ACCOUNT_GOOGLE_CODE_REQUIRED':
    case 'ACCOUNT_GOOGLE_NOT_BOUND':
      return 'google_code';
    default:
      return null;
  }
}
