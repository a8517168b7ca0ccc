import { createHash } from 'node:crypto';
import { DISPLAY_PHONE_MAX } from '@platform/contract';
import { present } from '../../platform/assert.ts';

/**
 * Pure rules of the accounts module: no I/O, no clock (time is passed in), no randomness
 * (random values are passed in).
 */

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_ATTEMPTS_MAX = 5;
/** A target gets at most one code a minute and ten an hour; an address twenty an hour. */
export const CODE_RESEND_MS = 60_000;
export const CODES_PER_TARGET_HOUR = 10;
export const CODES_PER_IP_HOUR = 20;
export const LOGIN_FAILURES_MAX = 5;
export const LOGIN_LOCK_MS = 15 * 60_000;
export const WALLET_CHALLENGE_TTL_MS = 5 * 60_000;
export const INVITATION_CODE_LENGTH = 8;
/** Seconds the client waits before logging out on code 1000 (spec section 8). */
export const LOGOUT_DELAY_S = 2;

/**
 * The key failed logins and security answers count under: the identifier as typed, normalized
 * the way accounts are looked up (an email in lower case, a phone number's digits without the
 * area code, so one number is one budget however it is written), whether or not an account has
 * it. Anything else is counted as typed, trimmed and in lower case.
 */
export function loginKeyOf(account: string): string {
  const value = account.trim();
  if (value.includes('@')) return `email:${value.toLowerCase()}`;
  const digits = value.replace(/[\s-]/g, '').replace(/^\+/, '');
  if (/^\d{4,15}$/.test(digits)) return `phone:${digits}`;
  return `typed:${value.toLowerCase()}`;
}

/** The keys of an account's own identifiers (a session's password confirmations count under them). */
export function loginKeysOfUser(user: { id: number; email: string | null; phone: string | null }): string[] {
  const keys: string[] = [];
  if (user.email !== null) keys.push(loginKeyOf(user.email));
  if (user.phone !== null) keys.push(loginKeyOf(user.phone));
  return keys.length > 0 ? keys : [`user:${user.id}`];
}

/** SHA-256 in hex: session tokens and verification codes are stored only as this. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Codes are bound to their target and purpose, so one leaked hash fits nothing else. */
export function codeHash(target: string, purpose: string, code: string): string {
  return sha256(`${purpose}:${target}:${code}`);
}

/** A phone target is written as +<area code><number>, an email in lower case. */
export function phoneTarget(areaCode: string, phone: string): string {
  return `+${areaCode}${phone}`;
}

/** Masks the middle of an email's local part or a phone number for display. */
export function maskTarget(target: string): string {
  const at = target.indexOf('@');
  if (at > 0) {
    const local = target.slice(0, at);
    const keep = Math.min(2, Math.max(1, local.length - 1));
    return `${local.slice(0, keep)}***${target.slice(at)}`;
  }
  if (target.length <= 6) return `${target.slice(0, 2)}***`;
  return `${target.slice(0, 4)}****${target.slice(-3)}`;
}

/** Spec section 3: the displayed phone is the phone or email cut to at most 12 characters. */
export function displayPhone(user: {
  phone: string | null;
  email: string | null;
  walletAddress: string | null;
}) {
  const source = user.phone ?? user.email ?? user.walletAddress ?? '';
  return source.slice(0, DISPLAY_PHONE_MAX);
}

export type LoginCheck = { ok: true } | { ok: false; reason: 'ACCOUNT_LOCKED'; minutes: number };

/** A locked account refuses even the right password until the lock ends. */
export function checkLock(lockedUntilMs: number | null, nowMs: number): LoginCheck {
  if (lockedUntilMs === null || lockedUntilMs <= nowMs) return { ok: true };
  return { ok: false, reason: 'ACCOUNT_LOCKED', minutes: Math.ceil((lockedUntilMs - nowMs) / 60_000) };
}

/** Failed money-moving confirmations (trade password, Google code) before they lock, and for how long. */
export const CONFIRM_FAILURES_MAX = 5;
export const CONFIRM_LOCK_MS = 15 * 60_000;

/** A failure count and the end of its lock, as stored for login or for confirmations. */
export interface AttemptCounter {
  failures: number;
  lockedUntilMs: number | null;
}

export type AttemptReservation =
  | { ok: false; minutes: number }
  | { ok: true; next: AttemptCounter; remaining: number };

/**
 * An attempt is counted as a failure before its secret is checked, so concurrent attempts each
 * see the others and at most `max` secrets are ever checked before the lock. A locked counter
 * refuses; a lock that has already ended starts the count again. The attempt that reaches the
 * maximum sets the lock at once; a success clears it.
 */
export function reserveAttempt(
  counter: AttemptCounter,
  nowMs: number,
  limits: { max: number; lockMs: number },
): AttemptReservation {
  const lock = checkLock(counter.lockedUntilMs, nowMs);
  if (!lock.ok) return { ok: false, minutes: lock.minutes };
  const next = (counter.lockedUntilMs !== null ? 0 : counter.failures) + 1;
  if (next >= limits.max) {
    return { ok: true, next: { failures: 0, lockedUntilMs: nowMs + limits.lockMs }, remaining: 0 };
  }
  return { ok: true, next: { failures: next, lockedUntilMs: null }, remaining: limits.max - next };
}

/**
 * Gives back an attempt that was reserved but turned out not to be a guess (the password was
 * right and the Google code is still to come). A lock set by that attempt is lifted; any other
 * lock stays, and the count never goes below zero.
 */
export function releaseAttempt(
  counter: AttemptCounter,
  reserved: AttemptCounter,
  limits: { max: number },
): AttemptCounter {
  if (reserved.lockedUntilMs !== null && counter.lockedUntilMs === reserved.lockedUntilMs) {
    return { failures: limits.max - 1, lockedUntilMs: null };
  }
  return { failures: Math.max(counter.failures - 1, 0), lockedUntilMs: counter.lockedUntilMs };
}

export type CodeRequestCheck =
  | { ok: true }
  | { ok: false; reason: 'ACCOUNT_CODE_TOO_SOON'; seconds: number }
  | { ok: false; reason: 'ACCOUNT_CODE_LIMIT' };

/** Rate limits of code requests, from the send times of recent codes (newest first). */
export function checkCodeRequest(
  targetSentMs: readonly number[],
  ipSentCountLastHour: number,
  nowMs: number,
): CodeRequestCheck {
  const latest = targetSentMs[0];
  if (latest !== undefined && nowMs - latest < CODE_RESEND_MS) {
    return {
      ok: false,
      reason: 'ACCOUNT_CODE_TOO_SOON',
      seconds: Math.ceil((CODE_RESEND_MS - (nowMs - latest)) / 1000),
    };
  }
  const lastHour = targetSentMs.filter((t) => nowMs - t < 3_600_000).length;
  if (lastHour >= CODES_PER_TARGET_HOUR || ipSentCountLastHour >= CODES_PER_IP_HOUR) {
    return { ok: false, reason: 'ACCOUNT_CODE_LIMIT' };
  }
  return { ok: true };
}

export type CodeCheck =
  | { ok: true }
  | { ok: false; reason: 'ACCOUNT_CODE_EXPIRED' }
  | { ok: false; reason: 'ACCOUNT_CODE_INVALID'; remaining: number };

/** Whether a submitted code opens the latest code sent to the target. */
export function checkCode(
  latest: { codeHash: string; attempts: number; expiresAtMs: number; consumed: boolean } | undefined,
  submittedHash: string,
  nowMs: number,
): CodeCheck {
  if (!latest || latest.consumed || latest.expiresAtMs <= nowMs || latest.attempts >= CODE_ATTEMPTS_MAX) {
    return { ok: false, reason: 'ACCOUNT_CODE_EXPIRED' };
  }
  if (latest.codeHash !== submittedHash) {
    const remaining = CODE_ATTEMPTS_MAX - latest.attempts - 1;
    return remaining > 0
      ? { ok: false, reason: 'ACCOUNT_CODE_INVALID', remaining }
      : { ok: false, reason: 'ACCOUNT_CODE_EXPIRED' };
  }
  return { ok: true };
}

/** Six decimal digits from a random 32-bit integer. */
export function codeFromRandom(random32: number): string {
  return String(random32 % 1_000_000).padStart(6, '0');
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An invitation code from random bytes: upper-case letters and digits without look-alikes. */
export function invitationCodeFrom(bytes: Uint8Array): string {
  let code = '';
  for (let i = 0; i < INVITATION_CODE_LENGTH; i++)
    code += INVITE_ALPHABET[present(bytes[i], 'random byte') % INVITE_ALPHABET.length];
  return code;
}

/** Security answers compare without case or surrounding and repeated spaces. */
export function normalizeAnswer(answer: string): string {
  return answer.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

export type SessionState = 'active' | 'expired' | 'revoked-security' | 'logged-out';

export function sessionState(
  s: { expiresAtMs: number; revokeReason: string | null },
  nowMs: number,
): SessionState {
  if (s.revokeReason === 'security') return 'revoked-security';
  if (s.revokeReason === 'logout') return 'logged-out';
  return s.expiresAtMs <= nowMs ? 'expired' : 'active';
}
