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
