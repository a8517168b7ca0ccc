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
import type { NewUser, UserRow } from './repo.ts';
import * as repo from './repo.ts';

/**
 * Two attempt counters per user: `login` (passwords, security answers and Google codes at login
 * or recovery, and the login password confirming a change in a session) and `confirm` (trade
 * password and Google code confirming money-moving actions).
 */
export type Counter = 'login' | 'confirm';

const LIMITS = {
  login: { max: LOGIN_FAILURES_MAX, lockMs: LOGIN_LOCK_MS },
  confirm: { max: CONFIRM_FAILURES_MAX, lockMs: CONFIRM_LOCK_MS },
} as const;

/** An attempt already counted as a failure; a success clears the counter, a release gives it back. */
export interface ReservedAttempt {
  userId: number;
  counter: Counter;
  next: AttemptCounter;
  remaining: number;
}

export type AttemptFailure =
  | 'ACCOUNT_CREDENTIALS_INVALID'
  | 'ACCOUNT_GOOGLE_CODE_INVALID'
  | 'ACCOUNT_PASSWORD_WRONG'
  | 'ACCOUNT_SECURITY_ANSWER_WRONG'
  | 'ACCOUNT_TRADE_PASSWORD_WRONG';

/**
 * Failed-attempt limits that hold under concurrency. Each attempt is counted as a failure under a
 * lock on the user's row before its secret is checked (model.reserveAttempt), so however many
 * guesses arrive at once, at most five secrets are checked before the lock, and a locked counter
 * checks none. Attempts of one user and counter also take turns in this process, so honest
 * requests sent together are not mistaken for guesses in flight.
 */
export class AttemptCounters {
  private readonly turns = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Reserves an attempt in the user's turn and runs `check` with it; refuses while locked. */
  inTurn<T>(userId: number, counter: Counter, check: (attempt: ReservedAttempt) => Promise<T>): Promise<T> {
    const key = `${counter}:${userId}`;
    const result = (this.turns.get(key) ?? Promise.resolve()).then(async () =>
      check(await this.reserve(userId, counter)),
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

  private async reserve(userId: number, counter: Counter): Promise<ReservedAttempt> {
    const nowMs = this.clock.nowMs();
    const reserved = await this.db.transaction(async (tx) => {
      const row = await repo.userByIdForUpdate(tx, userId);
      if (!row) throw new Error(`user ${userId} vanished while counting an attempt`);
      const result = reserveAttempt(counterOf(row, counter), nowMs, LIMITS[counter]);
      if (result.ok) await repo.updateUser(tx, userId, counterPatch(counter, result.next));
      return result;
    });
    if (!reserved.ok) throw lockedRefusal(counter, reserved.minutes);
    return { userId, counter, next: reserved.next, remaining: reserved.remaining };
  }

  /** The refusal of a reserved attempt whose secret was wrong: it stays counted; the last one locks. */
  failed(attempt: ReservedAttempt, reason: AttemptFailure): Refusal {
    const lockedUntilMs = attempt.next.lockedUntilMs;
    if (lockedUntilMs !== null) {
      return lockedRefusal(attempt.counter, Math.ceil((lockedUntilMs - this.clock.nowMs()) / 60_000));
    }
    return new Refusal(reason, { remaining: attempt.remaining }, { remaining: attempt.remaining });
  }

  /** Gives back an attempt whose secret was right but which stops for another reason. */
  async release(attempt: ReservedAttempt): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await repo.userByIdForUpdate(tx, attempt.userId);
      if (!row) throw new Error(`user ${attempt.userId} vanished while releasing an attempt`);
      const released = releaseAttempt(counterOf(row, attempt.counter), attempt.next, LIMITS[attempt.counter]);
      await repo.updateUser(tx, attempt.userId, counterPatch(attempt.counter, released));
    });
  }

  /** A success: the counter starts again from zero. */
  async clear(db: DbOrTx, userId: number, counter: Counter): Promise<void> {
    await repo.updateUser(db, userId, counterPatch(counter, { failures: 0, lockedUntilMs: null }));
  }
}

function counterOf(row: UserRow, counter: Counter): AttemptCounter {
  return counter === 'login'
    ? { failures: row.failedLogins, lockedUntilMs: row.lockedUntil?.getTime() ?? null }
    : { failures: row.confirmFailures, lockedUntilMs: row.confirmLockedUntil?.getTime() ?? null };
}

function counterPatch(counter: Counter, value: AttemptCounter): Partial<NewUser> {
  const lockedUntil = value.lockedUntilMs === null ? null : new Date(value.lockedUntilMs);
  return counter === 'login'
    ? { failedLogins: value.failures, lockedUntil }
    : { confirmFailures: value.failures, confirmLockedUntil: lockedUntil };
}

function lockedRefusal(counter: Counter, minutes: number): Refusal {
  return counter === 'login'
    ? new Refusal('ACCOUNT_LOCKED', { minutes })
    : new Refusal('ACCOUNT_CONFIRM_LOCKED', { minutes }, { minutes });
}
