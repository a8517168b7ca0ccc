// Reasons a decimal string can be refused; user input problems, shown back to whoever typed it.
export type ParseFailureReason = 'EMPTY' | 'FORMAT' | 'TOO_MANY_DECIMALS' | 'TOO_LARGE' | 'NEGATIVE';

// INVALID_ARGUMENT marks a programming error (bad scale, zero divisor), never a user input problem.
export type MoneyErrorReason = ParseFailureReason | 'INVALID_ARGUMENT';

// A machine-readable reason travels with the error so callers can map it to a response without
// matching on message text.
export class MoneyError extends Error {
  readonly reason: MoneyErrorReason;

  constructor(reason: MoneyErrorReason, message: string) {
    super(message);
    this.name = 'MoneyError';
    this.reason = reason;
  }
}

// Guards preconditions of the money functions; a failure means the caller passed a bad argument.
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) {
    throw new MoneyError('INVALID_ARGUMENT', message);
  }
}
