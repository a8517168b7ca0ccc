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

/**
 * A background job run every `periodMs`: one run at a time (a call while one runs shares it),
 * runs skipped while a failure's wait lasts, each failure logged once (logJobFailure). `runOnce`
 * is also what tests and the process call directly.
 */
export class PeriodicJob {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | undefined;
  private readonly retries: Backoff;

  constructor(
    private readonly name: string,
    private readonly run: () => Promise<void>,
    private readonly log: JobLog | undefined,
    retry: { minMs: number; maxMs: number } = { minMs: 1_000, maxMs: 30_000 },
  ) {
    this.retries = new Backoff(retry.minMs, retry.maxMs);
  }

  /** Runs every `periodMs`; 0 leaves it to `runOnce` (tests). */
  start(periodMs: number): void {
    if (periodMs <= 0) return;
    this.timer = setInterval(() => {
      if (this.running || !this.retries.ready()) return;
      void this.runOnce().then(
        () => this.retries.succeeded(),
        (error: unknown) => logJobFailure(this.log, this.name, error, this.retries.failed()),
      );
    }, periodMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a run in progress. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  runOnce(): Promise<void> {
    this.running ??= (async () => {
      try {
        await this.run();
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }
}
