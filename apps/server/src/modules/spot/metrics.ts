import type { Metrics } from '../../platform/metrics.ts';
import { Refusal } from '../../platform/refusal.ts';

/** Commit times in seconds: a batch takes one statement, normally a few milliseconds. */
const COMMIT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];
/** Commands per batch, up to the writer's maximum. */
const BATCH_BUCKETS = [1, 2, 5, 10, 25, 50, 100, 200, 500];

/** What the spot module counts (README, Metrics). */
export class SpotMetrics {
  private readonly orders;
  private readonly batchSize;
  private readonly commitSeconds;

  constructor(metrics: Metrics, queueDepths: () => Iterable<[market: string, depth: number]>) {
    this.orders = metrics.counter(
      'kestrel_spot_orders_total',
      'Spot orders placed: accepted, or refused with the refusal reason.',
      ['outcome', 'reason'],
    );
    this.batchSize = metrics.histogram(
      'kestrel_spot_batch_size',
      'Commands (placements and cancels) written together in one batch.',
      BATCH_BUCKETS,
    );
    this.commitSeconds = metrics.histogram(
      'kestrel_spot_commit_seconds',
      "Time to write one batch: the single statement with the ledger's part, the rows and the turnover.",
      COMMIT_BUCKETS,
    );
    metrics.gauge(
      'kestrel_spot_queue_depth',
      'Commands waiting for a market writer, by market and book.',
      ['market'],
      (set) => {
        for (const [market, depth] of queueDepths()) set({ market }, depth);
      },
    );
  }

  accepted(): void {
    this.orders.inc({ outcome: 'accepted', reason: '' });
  }

  /** A refusal counts under its reason; any other failure as an error. */
  refused(error: unknown): void {
    this.orders.inc({ outcome: 'refused', reason: error instanceof Refusal ? error.reason : 'error' });
  }

  batch(size: number, commitSeconds: number): void {
    this.batchSize.observe(size);
    this.commitSeconds.observe(commitSeconds);
  }
}
