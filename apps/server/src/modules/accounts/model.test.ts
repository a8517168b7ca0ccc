import { describe, expect, it } from 'vitest';
import {
  CODE_ATTEMPTS_MAX,
  checkCode,
  checkCodeRequest,
  checkLock,
  codeFromRandom,
  codeHash,
  displayPhone,
  invitationCodeFrom,
  LOGIN_LOCK_MS,
  loginKeyOf,
  loginKeysOfUser,
  maskTarget,
  normalizeAnswer,
  releaseAttempt,
  reserveAttempt,
  sessionState,
} from './model.ts';

const NOW = 1_800_000_000_000;

describe('login lockout', () => {
  const limits = { max: 5, lockMs: LOGIN_LOCK_MS };
  it.each([
    [0, null, { ok: true, next: { failures: 1, lockedUntilMs: null }, remaining: 4 }],
    [3, null, { ok: true, next: { failures: 4, lockedUntilMs: null }, remaining: 1 }],
    // The fifth attempt is still checked, and locks at once unless it succeeds.
    [4, null, { ok: true, next: { failures: 0, lockedUntilMs: NOW + LOGIN_LOCK_MS }, remaining: 0 }],
    // A lock that has ended starts the count again.
    [4, NOW - 1, { ok: true, next: { failures: 1, lockedUntilMs: null }, remaining: 4 }],
    [0, NOW - 1, { ok: true, next: { failures: 1, lockedUntilMs: null }, remaining: 4 }],
    // A live lock refuses before any secret is checked.
    [0, NOW + 14 * 60_000 + 1, { ok: false, minutes: 15 }],
  ])('with %i failures (lock %s) an attempt reserves %j', (failures, lockedUntilMs, expected) => {
    expect(reserveAttempt({ failures, lockedUntilMs }, NOW, limits)).toEqual(expected);
  });

  it('counts every reserved attempt: five in a row lock, the sixth is refused', () => {
    let counter = { failures: 0, lockedUntilMs: null as number | null };
    for (let i = 0; i < 5; i++) {
      const r = reserveAttempt(counter, NOW, limits);
      if (!r.ok) throw new Error(`attempt ${i + 1} refused`);
      counter = r.next;
    }
    expect(counter.lockedUntilMs).toBe(NOW + LOGIN_LOCK_MS);
    expect(reserveAttempt(counter, NOW + LOGIN_LOCK_MS - 1, limits)).toEqual({ ok: false, minutes: 1 });
  });

  it('gives back an attempt: lifts only the lock it set, never below zero', () => {
    const lockedByIt = { failures: 0, lockedUntilMs: NOW + LOGIN_LOCK_MS };
    expect(releaseAttempt(lockedByIt, lockedByIt, limits)).toEqual({ failures: 4, lockedUntilMs: null });
    const reserved = { failures: 2, lockedUntilMs: null };
    expect(releaseAttempt(lockedByIt, reserved, limits)).toEqual(lockedByIt);
    expect(releaseAttempt({ failures: 3, lockedUntilMs: null }, reserved, limits)).toEqual({
      failures: 2,
      lockedUntilMs: null,
    });
    expect(releaseAttempt({ failures: 0, lockedUntilMs: null }, lockedByIt, limits)).toEqual({
      failures: 0,
      lockedUntilMs: null,
    });
  });

  it('refuses while locked and says how many minutes remain, rounded up', () => {
    expect(checkLock(null, NOW)).toEqual({ ok: true });
    expect(checkLock(NOW, NOW)).toEqual({ ok: true });
    expect(checkLock(NOW + 60_001, NOW)).toEqual({ ok: false, reason: 'ACCOUNT_LOCKED', minutes: 2 });
  });
});

describe('verification codes', () => {
  const hash = codeHash('a@b.co', 'register', '123456');
  const live = { codeHash: hash, attempts: 0, expiresAtMs: NOW + 1, consumed: false };

  it('binds the hash to target and purpose', () => {
    expect(codeHash('a@b.co', 'reset', '123456')).not.toBe(hash);
    expect(codeHash('c@b.co', 'register', '123456')).not.toBe(hash);
  });

  it.each([
    ['matches', live, hash, { ok: true }],
    ['never sent', undefined, hash, { ok: false, reason: 'ACCOUNT_CODE_EXPIRED' }],
    ['used', { ...live, consumed: true }, hash, { ok: false, reason: 'ACCOUNT_CODE_EXPIRED' }],
    ['expired', { ...live, expiresAtMs: NOW }, hash, { ok: false, reason: 'ACCOUNT_CODE_EXPIRED' }],
    [
      'out of attempts',
      { ...live, attempts: CODE_ATTEMPTS_MAX },
      hash,
      { ok: false, reason: 'ACCOUNT_CODE_EXPIRED' },
    ],
    ['wrong', live, 'x', { ok: false, reason: 'ACCOUNT_CODE_INVALID', remaining: 4 }],
    [
      'wrong on the last attempt',
      { ...live, attempts: 4 },
      'x',
      { ok: false, reason: 'ACCOUNT_CODE_EXPIRED' },
    ],
  ])('%s', (_name, latest, submitted, expected) => {
    expect(checkCode(latest, submitted, NOW)).toEqual(expected);
  });

  it('limits requests per target each minute and hour, and per address each hour', () => {
    expect(checkCodeRequest([], 0, NOW)).toEqual({ ok: true });
    expect(checkCodeRequest([NOW - 15_000], 0, NOW)).toEqual({
      ok: false,
      reason: 'ACCOUNT_CODE_TOO_SOON',
      seconds: 45,
    });
    const tenThisHour = Array.from({ length: 10 }, (_, i) => NOW - 61_000 - i * 60_000);
    expect(checkCodeRequest(tenThisHour, 0, NOW)).toEqual({ ok: false, reason: 'ACCOUNT_CODE_LIMIT' });
    expect(checkCodeRequest([NOW - 3_600_001], 20, NOW)).toEqual({ ok: false, reason: 'ACCOUNT_CODE_LIMIT' });
    expect(checkCodeRequest([NOW - 3_600_001], 19, NOW)).toEqual({ ok: true });
  });

  it('makes six-digit codes, zero-padded', () => {
    expect(codeFromRandom(42)).toBe('000042');
    expect(codeFromRandom(4_294_967_295)).toMatch(/^\d{6}$/);
  });
});

describe('display and normalisation', () => {
  it('cuts the displayed phone to 12 characters, phone before email (spec section 3)', () => {
    expect(displayPhone({ phone: '13800138000', email: 'x@y.z', walletAddress: null })).toBe('13800138000');
    expect(displayPhone({ phone: null, email: 'someone.long@example.com', walletAddress: null })).toBe(
      'someone.long',
    );
    expect(displayPhone({ phone: null, email: null, walletAddress: '0xabcdef0123456789' })).toBe(
      '0xabcdef0123',
    );
  });

  it('masks targets', () => {
    expect(maskTarget('alice@example.com')).toBe('al***@example.com');
    expect(maskTarget('a@example.com')).toBe('a***@example.com');
    expect(maskTarget('+8613800138000')).toBe('+861****000');
  });

  it('compares security answers without case or extra spaces', () => {
    expect(normalizeAnswer('  Kyoto   Garden ')).toBe(normalizeAnswer('kyoto garden'));
  });

  it('makes invitation codes without look-alike characters', () => {
    const code = invitationCodeFrom(new Uint8Array([0, 1, 8, 14, 31, 32, 255, 100]));
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });

  it('tells why a session no longer works', () => {
    expect(sessionState({ expiresAtMs: NOW + 1, revokeReason: null }, NOW)).toBe('active');
    expect(sessionState({ expiresAtMs: NOW, revokeReason: null }, NOW)).toBe('expired');
    expect(sessionState({ expiresAtMs: NOW + 1, revokeReason: 'logout' }, NOW)).toBe('logged-out');
    expect(sessionState({ expiresAtMs: NOW + 1, revokeReason: 'security' }, NOW)).toBe('revoked-security');
  });
});

describe('login keys: failed attempts count per identifier as typed, known or not', () => {
  it.each([
    ['Alice@Example.com', 'email:alice@example.com'],
    ['  alice@example.com ', 'email:alice@example.com'],
    ['+49 151-1234 5678', 'phone:4915112345678'],
    ['15112345678', 'phone:15112345678'],
    ['not an account', 'typed:not an account'],
    ['123', 'typed:123'],
  ])('%s counts under %s', (typed, key) => {
    expect(loginKeyOf(typed)).toBe(key);
  });

  it("counts an account's session confirmations under each of its identifiers, or its id without any", () => {
    expect(loginKeysOfUser({ id: 7, email: 'a@b.co', phone: '15112345678' })).toEqual([
      'email:a@b.co',
      'phone:15112345678',
    ]);
    expect(loginKeysOfUser({ id: 7, email: null, phone: null })).toEqual(['user:7']);
  });
});
