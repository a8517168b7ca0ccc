/**
 * Invariants, TigerBeetle style. A failed assertion is a programming error, never an expected
 * outcome: it throws a plain Error (not a Refusal), which aborts the transaction and is answered
 * as a 500 envelope carrying only the request id, while the message goes to the log.
 * Use a Refusal from `refusal.ts` for anything a user can cause.
 */

/** An error thrown when an invariant does not hold. */
export class AssertionError extends Error {
  constructor(message: string) {
    super(`assertion failed: ${message}`);
    this.name = 'AssertionError';
  }
}

/** Stops with an AssertionError when `condition` is false; narrows the type when it is true. */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new AssertionError(message);
}

/**
 * The value itself when it is present; an AssertionError naming `what` when it is undefined or
 * null. For values whose absence is a bug (a row just inserted with RETURNING, a scale of an asset
 * the catalogue lists), never to turn a missing value into a default.
 */
export function present<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new AssertionError(`${what} is missing`);
  return value;
}
