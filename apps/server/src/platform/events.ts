import type { Db, DbOrTx } from './db.ts';

/**
 * Typed events between modules, published after commit (STYLE.md, seams between modules).
 *
 * Every event a module publishes is declared by that module, next to its payload type, by
 * augmenting `PlatformEvents` from its `index.ts`:
 *
 *     declare module '../../platform/events.ts' {
 *       interface PlatformEvents { 'spot.batchCommitted': BatchEvents }
 *     }
 *
 * so the registry below is the union of what every module declares, and a subscriber to a name
 * nobody declares, or a payload of the wrong shape, fails the typecheck.
 *
 * Delivery:
 * - `subscribe` hears an event once the transaction that emitted it has committed, never when it
 *   rolled back. Subscribers are called asynchronously, each in the order its publisher emitted;
 *   a subscriber that throws is logged and neither the publisher nor other subscribers notice.
 * - `subscribeInTransaction` is for the rare effect that must commit or roll back with the fact
 *   itself (a decided review and what the decision does; a demo account and its balances). It
 *   runs inside the emitting transaction, awaited, and its failure aborts that transaction.
 * - `emit(tx, …)` is how a transaction publishes: in-transaction subscribers run at once, the
 *   others are queued on the transaction and delivered after it commits. The bus knows when a
 *   transaction commits because it tracks the database (`track`): every `db.transaction` keeps
 *   its queue and hands it over once it resolves, and drops it when it rejects.
 * - `publish(…)` is for a fact that is already durable (the spot writer's committed batch).
 *
 * The same interface will carry events between processes once there is more than one: a
 * subscriber never learns whether an event came from this process, payloads are plain data, and
 * nothing depends on delivery being synchronous. Until then everything stays in memory and an
 * event is lost if the process ends between the commit and the delivery.
 */
// biome-ignore lint/suspicious/noEmptyInterface: modules add their events by augmentation.
export interface PlatformEvents {}

export type EventName<E = PlatformEvents> = keyof E & string;
export type Subscriber<P> = (payload: P) => void | Promise<void>;
export type TransactionSubscriber<P> = (tx: DbOrTx, payload: P) => Promise<void>;

/** Where a failing subscriber is reported (the server's logger). */
export interface EventLog {
  error(details: Record<string, unknown>, message: string): void;
}

/** Subscribers per event name: more means a wiring mistake, not growth. */
export const SUBSCRIBERS_MAX = 16;

interface Subscription {
  readonly name: string;
  readonly handler: (payload: unknown) => void | Promise<void>;
  /** The previous delivery to this subscriber: each waits for the one before it. */
  tail: Promise<void>;
}

interface Queued {
  name: string;
  payload: unknown;
}

/** The platform's bus; tests give their own event map. */
export class EventBus<E extends object = PlatformEvents> {
  private readonly subscriptions = new Map<string, Subscription[]>();
  private readonly inTransaction = new Map<string, ((tx: DbOrTx, payload: unknown) => Promise<void>)[]>();
  /** Events emitted by each open transaction of a tracked database, in emission order. */
  private readonly pending = new WeakMap<object, Queued[]>();
  private readonly tracked = new WeakSet<object>();

  constructor(private readonly log: EventLog) {}

  /** Hears `name` after the emitting transaction commits; returns a function that stops hearing. */
  subscribe<N extends EventName<E>>(name: N, handler: Subscriber<E[N]>): () => void {
    const list = this.subscriptions.get(name) ?? [];
    if (list.length >= SUBSCRIBERS_MAX) throw new Error(`too many subscribers of ${name}`);
    const subscription: Subscription = {
      name,
      handler: handler as Subscription['handler'],
      tail: Promise.resolve(),
    };
    this.subscriptions.set(name, [...list, subscription]);
    return () => {
      const now = this.subscriptions.get(name) ?? [];
      this.subscriptions.set(
        name,
        now.filter((s) => s !== subscription),
      );
    };
  }

  /** Runs `handler` inside every transaction that emits `name`, before it commits. */
  subscribeInTransaction<N extends EventName<E>>(name: N, handler: TransactionSubscriber<E[N]>): void {
    const list = this.inTransaction.get(name) ?? [];
    if (list.length >= SUBSCRIBERS_MAX) throw new Error(`too many in-transaction subscribers of ${name}`);
    this.inTransaction.set(name, [...list, handler as (tx: DbOrTx, payload: unknown) => Promise<void>]);
  }

  /**
   * Makes every transaction of `db` collect the events emitted on it, delivered once it commits
   * and dropped when it rolls back. Done once, by buildApp, on the database every module shares.
   */
  track(db: Db): void {
    if (this.tracked.has(db)) return;
    this.tracked.add(db);
    const begin = db.transaction.bind(db);
    const transaction = async (
      run: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<unknown>,
      config?: Parameters<Db['transaction']>[1],
    ) => {
      const queued: Queued[] = [];
      const result = await begin(async (tx) => {
        this.pending.set(tx, queued);
        return run(tx);
      }, config);
      for (const e of queued) this.deliver(e.name, e.payload);
      return result;
    };
    db.transaction = transaction as Db['transaction'];
  }

  /**
   * Emits from inside a transaction of a tracked database: in-transaction subscribers run now
   * (their failure aborts the transaction), the others hear it after the commit. On the tracked
   * database itself, outside a transaction, the statements are already committed: both run now.
   */
  async emit<N extends EventName<E>>(tx: DbOrTx, name: N, payload: E[N]): Promise<void> {
    const queue = this.pending.get(tx);
    if (!queue && !this.tracked.has(tx))
      throw new Error(`${name} emitted on a database the bus does not track`);
    for (const handler of this.inTransaction.get(name) ?? []) await handler(tx, payload);
    if (queue) queue.push({ name, payload });
    else this.deliver(name, payload);
  }

  /** Publishes a fact that is already committed (no transaction to wait for). */
  publish<N extends EventName<E>>(name: N, payload: E[N]): void {
    this.deliver(name, payload);
  }

  /** Resolves once every delivery started so far has finished (tests and shutdown wait on it). */
  async idle(): Promise<void> {
    const tails = [...this.subscriptions.values()].flat().map((s) => s.tail);
    await Promise.all(tails);
  }

  private deliver(name: string, payload: unknown): void {
    for (const s of this.subscriptions.get(name) ?? []) {
      s.tail = s.tail
        .then(() => s.handler(payload))
        .catch((err: unknown) => this.log.error({ err, event: name }, 'event subscriber failed'));
    }
  }
}
