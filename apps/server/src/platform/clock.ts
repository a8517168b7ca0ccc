/**
 * The one source of time for services. Pure rules take `nowMs` as an argument; services read it
 * from the clock they were built with, so tests can move time forward (code expiry, lockouts,
 * demo expiry) without sleeping.
 */
export interface Clock {
  nowMs(): number;
}

export const systemClock: Clock = { nowMs: () => Date.now() };

/** A clock that only moves when told to: for tests. */
export class ManualClock implements Clock {
  private current: number;

  constructor(startMs: number = Date.UTC(2026, 0, 5, 12, 0, 0)) {
    this.current = startMs;
  }

  nowMs(): number {
    return this.current;
  }

  advance(ms: number): void {
    this.current += ms;
  }

  set(ms: number): void {
    this.current = ms;
  }
}

/**
 * A time as the API carries it: whole Unix seconds, rounded down (a moment is never reported as
 * later than it happened). Takes a Date or milliseconds since the epoch.
 */
export function seconds(at: Date | number): number {
  const ms = typeof at === 'number' ? at : at.getTime();
  return Math.floor(ms / 1000);
}

/** `seconds` of a time that may not have happened yet: absent stays null, never zero. */
export function secondsOrNull(at: Date | null): number | null {
  return at === null ? null : seconds(at);
}
