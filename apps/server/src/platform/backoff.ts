import { connectionLossOf } from './db.ts';

/**
 * Spacing of the attempts of work that keeps failing for a reason outside it (the database
 * unreachable): after each failure the next attempt waits twice as long as the last, from
 * `minMs` up to `maxMs`; a success resets the wait. Background jobs skip their runs while
 * `ready()` is false, so an outage costs one attempt and one warning per wait, not per tick.
 */
export class Backoff {
  private waitMs = 0;
  private nextAtMs = 0;

  constructor(
    private readonly minMs: number,
    private readonly maxMs: number,
    private readonly nowMs: () => number = () => performance.now(),
  ) {}

  /** True when no wait is running: the work may be attempted. */
  ready(): boolean {
    return this.nowMs() >= this.nextAtMs;
  }

  /** Records a failed attempt; returns how long the next one waits. */
  failed(): number {
    this.waitMs = Math.min(this.maxMs, Math.max(this.minMs, this.waitMs * 2));
    this.nextAtMs = this.nowMs() + this.waitMs;
    return this.waitMs;
  }

  succeeded(): void {
    this.waitMs = 0;
    this.nextAtMs = 0;
  }
}

export interface JobLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Logs one failed run of a background job, once: a lost database connection is a warning with
 * the driver's code and message (the job runs again after `retryMs`), anything else an error.
 */
export function logJobFailure(log: JobLog | undefined, job: string, error: unknown, retryMs: number): void {
  const lost = connectionLossOf(error);
  if (lost) log?.warn({ cause: lost, retryMs }, `${job} failed: database unreachable`);
  else log?.error({ err: error, retryMs }, `${job} failed`);
}
