import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { Refusal } from '../../platform/refusal.ts';
import {
  type AttemptCounter,
  CONFIRM_FAILURES_MAX,
  CONFIRM_LOCK_MS,
  LOGIN_FAILURES_MAX,
  LOGIN_LOCK_MS,
  releaseAttempt,
  reserveAttempt,
} from './model.ts';
import type { NewUser } from './repo.ts';
import * as repo from './repo.ts';

/**
 * Two attempt counters: `login` (passwords, security answers and Google codes at login or
 * recovery, and the login password confirming a change in a session), kept per login key in
 * `login_attempts` whether or not an account has the identifier, and `confirm` (trade password
 * and Google code confirming money-moving actions), kept on the user's row.
 */
export type Counter = 'login' | 'confirm';

/** Whose attempts count: login keys (model.loginKeyOf) or a signed-in user's confirmations. */
export type Subject = { counter: 'login'; keys: readonly string[] } | { counter: 'confirm'; userId: number };

const LIMITS = {
  login: { max: LOGIN_FAILURES_MAX, lockMs: LOGIN_LOCK_MS },
  confirm: { max: CONFIRM_FAILURES_MAX, lockMs: CONFIRM_LOCK_MS },
} as const;

/** An attempt already counted as a failure; a success clears the counter, a release gives it back. */
export interface ReservedAttempt {
  subject: Subject;
  /** Each counter as the reservation left it, in the order of the subject's keys (one for `confirm`). */
  next: AttemptCounter[];
  remaining: number;
  /** When the reservation locked a counter: the end of that lock. */
  lockedUntilMs: number | null;
}

export type AttemptFailure =
  | 'ACCOUNT_CREDENTIALS_INVALID'
  | 'ACCOUNT_GOOGLE_CODE_INVALID'
  | 'ACCOUNT_PASSWORD_WRONG'
  | 'ACCOUNT_SECURITY_ANSWER_WRONG'
  | 'ACCOUNT_TRADE_PASSWORD_WRONG';

/**
 * Failed-attempt limits that hold under concurrency. Each attempt is counted as a failure under a
 * lock on its counter rows before its secret is checked (model.reserveAttempt), so however many
 * guesses arrive at once, at most five secrets are checked before the lock, and a locked counter
 * checks none. Attempts of one subject also take turns in this process, so honest requests sent
 * together are not mistaken for guesses in flight.
 */
export class AttemptCounters {
  private readonly turns = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Reserves an attempt in the subject's turn and runs `check` with it; refuses while locked. */
  inTurn<T>(subject: Subject, check: (attempt: ReservedAttempt) => Promise<T>): Promise<T> {
    const key = turnOf(subject);
    const result = (this.turns.get(key) ?? Promise.resolve()).then(async () =>
      check(await this.reserve(subject)),
    );
    const turn = result.then(
      () => undefined,
      () => undefined,
    );
    this.turns.set(key, turn);
    void turn.then(() => {
      if (this.turns.get(key) === turn) this.turns.delete(key);
    });
    return result;
  }

  private async reserve(subject: Subject): Promise<ReservedAttempt> {
    const nowMs = this.clock.nowMs();
    const limits = LIMITS[subject.counter];
    const reserved = await this.db.transaction(async (tx) => {
      const keyed = await this.lockCounters(tx, subject);
      const next: AttemptCounter[] = [];
      let remaining: number = limits.max;
      let lockedMinutes = 0;
      for (const { counter } of keyed) {
        const result = reserveAttempt(counter, nowMs, limits);
        if (!result.ok) lockedMinutes = Math.max(lockedMinutes, result.minutes);
        else {
          next.push(result.next);
          remaining = Math.min(remaining, result.remaining);
        }
      }
      // Any of the counters locked: nothing is counted, nothing is checked.
      if (lockedMinutes > 0 || next.length < keyed.length)
        return { ok: false as const, minutes: lockedMinutes };
      for (const [i, { write }] of keyed.entries()) await write(tx, next[i] as AttemptCounter);
      const lockedUntilMs = next.find((n) => n.lockedUntilMs !== null)?.lockedUntilMs ?? null;
      return { ok: true as const, next, remaining, lockedUntilMs };
    });
    if (!reserved.ok) throw lockedRefusal(subject.counter, reserved.minutes);
    return {
      subject,
      next: reserved.next,
      remaining: reserved.remaining,
      lockedUntilMs: reserved.lockedUntilMs,
    };
  }

  /** The subject's counters, locked in a fixed order, each with how to write it back. */
  private async lockCounters(tx: DbOrTx, subject: Subject) {
    if (subject.counter === 'login') {
      const rows = await repo.lockLoginAttempts(tx, subject.keys);
      return rows.map((row) => ({
        counter: { failures: row.failures, lockedUntilMs: row.lockedUntil?.getTime() ?? null },
        write: (db: DbOrTx, value: AttemptCounter) => repo.writeLoginAttempt(db, row.key, lockedOf(value)),
      }));
    }
    const row = await repo.userByIdForUpdate(tx, subject.userId);
    if (!row) throw new Error(`user ${subject.userId} vanished while counting an attempt`);
    return [
      {
        counter: { failures: row.confirmFailures, lockedUntilMs: row.confirmLockedUntil?.getTime() ?? null },
        write: (db: DbOrTx, value: AttemptCounter) => repo.updateUser(db, row.id, confirmPatch(value)),
      },
    ];
  }

  /** The refusal of a reserved attempt whose secret was wrong: it stays counted; the last one locks. */
  failed(attempt: ReservedAttempt, reason: AttemptFailure): Refusal {
    const lockedUntilMs = attempt.lockedUntilMs;
    if (lockedUntilMs !== null) {
      return lockedRefusal(attempt.subject.counter, Math.ceil((lockedUntilMs - this.clock.nowMs()) / 60_000));
    }
    return new Refusal(reason, { remaining: attempt.remaining }, { remaining: attempt.remaining });
  }

  /** Gives back an attempt whose secret was right but which stops for another reason. */
  async release(attempt: ReservedAttempt): Promise<void> {
    const limits = LIMITS[attempt.subject.counter];
    await this.db.transaction(async (tx) => {
      const keyed = await this.lockCounters(tx, attempt.subject);
      for (const [i, { counter, write }] of keyed.entries()) {
        const reserved = attempt.next[i];
        if (reserved) await write(tx, releaseAttempt(counter, reserved, limits));
      }
    });
  }

  /** A success: the subject's counters start again from zero. */
  async clear(db: DbOrTx, subject: Subject): Promise<void> {
    if (subject.counter === 'login') await repo.clearLoginAttempts(db, subject.keys);
    else await repo.updateUser(db, subject.userId, confirmPatch({ failures: 0, lockedUntilMs: null }));
  }
}

function turnOf(subject: Subject): string {
  return subject.counter === 'login'
    ? `login:${[...new Set(subject.keys)].sort().join('\n')}`
    : `confirm:${subject.userId}`;
}

function lockedOf(value: AttemptCounter): { failures: number; lockedUntil: Date | null } {
  return {
    failures: value.failures,
    lockedUntil: value.lockedUntilMs === null ? null : new Date(value.lockedUntilMs),
  };
}

function confirmPatch(value: AttemptCounter): Partial<NewUser> {
  const { failures, lockedUntil } = lockedOf(value);
  return { confirmFailures: failures, confirmLockedUntil: lockedUntil };
}

function lockedRefusal(counter: Counter, minutes: number): Refusal {
  return counter === 'login'
    ? new Refusal('ACCOUNT_LOCKED', { minutes })
    : new Refusal('ACCOUNT_CONFIRM_LOCKED', { minutes }, { minutes });
}
