import type { Page, ReviewDetail, ReviewItem, ReviewQueueInfo, StaffRole } from '@platform/contract';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { present } from './assert.ts';
import { type Clock, seconds } from './clock.ts';
import type { Db, DbOrTx } from './db.ts';
import type { EventBus } from './events.ts';
import { pagedRows } from './paged.ts';
import { Refusal } from './refusal.ts';
import { reviewEvents, reviewItems } from './review-schema.ts';

type ItemRow = typeof reviewItems.$inferSelect;

/** One review queue, registered by the module that owns its subjects. */
export interface ReviewQueueSpec {
  name: string;
  /** Label in the back office. */
  title: string;
  /** Staff roles that may see and decide the queue (the superadmin always may). */
  roles: readonly StaffRole[];
}

interface Decided {
  queue: string;
  itemId: number;
  /** The owning module's id of what was reviewed (a submission, a deposit, an adjustment). */
  subjectId: string;
  userId: number | null;
  staffId: number;
  decidedAtMs: number;
}
export type ReviewApproved = Decided & { decision: 'approved'; note: string | null };
export type ReviewRejected = Decided & { decision: 'rejected'; reason: string };
/** A staff member decided a review item. */
export type ReviewDecided = ReviewApproved | ReviewRejected;

declare module './events.ts' {
  interface PlatformEvents {
    /**
     * Emitted inside the deciding transaction. The owning module carries the decision out there
     * (`ReviewQueues.onDecided`), so a decision is never recorded without its effect (a
     * verification level, a credited deposit, a paid withdrawal) or the other way round; other
     * subscribers hear it after the commit.
     */
    'review.decided': ReviewDecided;
  }
}

/** How the owning module carries out the decisions of one queue, inside the deciding transaction. */
export interface ReviewHandlers {
  approved(tx: DbOrTx, decision: ReviewApproved): Promise<void>;
  rejected(tx: DbOrTx, decision: ReviewRejected): Promise<void>;
}

export const REVIEW_QUEUES_MAX = 32;

function itemOf(row: ItemRow): ReviewItem {
  return {
    id: row.id,
    queue: row.queue,
    subject_id: row.subjectId,
    user_id: row.userId,
    summary: (row.summary ?? {}) as Record<string, unknown>,
    status: row.status as ReviewItem['status'],
    assigned_to: row.assignedTo,
    decided_by: row.decidedBy,
    decided_at: row.decidedAt ? seconds(row.decidedAt) : null,
    reason: row.reason,
    created_at: seconds(row.createdAt),
  };
}

/** The review queues of the platform: submission by modules, decisions by staff. */
export class ReviewQueues {
  private readonly specs = new Map<string, ReviewQueueSpec>();
  /** Queues whose owning module follows their decisions. */
  private readonly handled = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly bus: EventBus,
  ) {}

  register(spec: ReviewQueueSpec): void {
    if (this.specs.has(spec.name)) throw new Error(`review queue ${spec.name} is registered twice`);
    if (this.specs.size >= REVIEW_QUEUES_MAX) throw new Error('too many review queues');
    this.specs.set(spec.name, spec);
  }

  /**
   * Subscribes the owning module to the decisions of its queue, inside the deciding transaction:
   * a handler that refuses (a self-approved adjustment, funds no longer there) rolls the decision
   * back with it.
   */
  onDecided(queue: string, handlers: ReviewHandlers): void {
    this.spec(queue);
    if (this.handled.has(queue)) throw new Error(`review queue ${queue} is followed twice`);
    this.handled.add(queue);
    this.bus.subscribeInTransaction('review.decided', async (tx, decision) => {
      if (decision.queue !== queue) return;
      if (decision.decision === 'approved') await handlers.approved(tx, decision);
      else await handlers.rejected(tx, decision);
    });
  }

  spec(name: string): ReviewQueueSpec {
    const spec = this.specs.get(name);
    if (!spec) throw new Refusal('REVIEW_QUEUE_UNKNOWN');
    return spec;
  }

  async queues(): Promise<ReviewQueueInfo[]> {
    const counts = await this.db
      .select({ queue: reviewItems.queue, n: count() })
      .from(reviewItems)
      .where(eq(reviewItems.status, 'pending'))
      .groupBy(reviewItems.queue);
    const pending = new Map(counts.map((c) => [c.queue, c.n]));
    return [...this.specs.values()].map((s) => ({
      name: s.name,
      title: s.title,
      roles: [...s.roles],
      pending: pending.get(s.name) ?? 0,
    }));
  }

  /** Called by the owning module inside its transaction; a subject is queued once. */
  async submit(
    tx: DbOrTx,
    item: { queue: string; subjectId: string; userId: number | null; summary: Record<string, unknown> },
  ): Promise<number> {
    this.spec(item.queue);
    const now = new Date(this.clock.nowMs());
    const rows = await tx
      .insert(reviewItems)
      .values({
        queue: item.queue,
        subjectId: item.subjectId,
        userId: item.userId,
        summary: item.summary,
        createdAt: now,
      })
      .returning({ id: reviewItems.id });
    const id = present(rows[0], 'inserted row').id;
    await tx.insert(reviewEvents).values({ itemId: id, event: 'created', createdAt: now });
    return id;
  }

  async list(
    queue: string,
    status: ReviewItem['status'],
    page: number,
    pageSize: number,
  ): Promise<Page<ReviewItem>> {
    this.spec(queue);
    const where = and(eq(reviewItems.queue, queue), eq(reviewItems.status, status));
    const order = status === 'pending' ? asc(reviewItems.createdAt) : desc(reviewItems.decidedAt);
    return pagedRows(
      this.db,
      reviewItems,
      { where, orderBy: [order, asc(reviewItems.id)], page, pageSize },
      itemOf,
    );
  }

  async item(id: number): Promise<ItemRow> {
    const rows = await this.db.select().from(reviewItems).where(eq(reviewItems.id, id));
    if (!rows[0]) throw new Refusal('REVIEW_NOT_FOUND');
    return rows[0];
  }

  async detail(id: number): Promise<ReviewDetail> {
    const row = await this.item(id);
    const events = await this.db
      .select()
      .from(reviewEvents)
      .where(eq(reviewEvents.itemId, id))
      .orderBy(asc(reviewEvents.id));
    return {
      ...itemOf(row),
      history: events.map((e) => ({
        staff_id: e.staffId,
        event: e.event,
        note: e.note,
        created_at: seconds(e.createdAt),
      })),
    };
  }

  async assign(tx: DbOrTx, id: number, staffId: number) {
    const row = await this.pendingForUpdate(tx, id);
    await tx.update(reviewItems).set({ assignedTo: staffId }).where(eq(reviewItems.id, id));
    await tx
      .insert(reviewEvents)
      .values({ itemId: id, staffId, event: 'assigned', createdAt: new Date(this.clock.nowMs()) });
    return { before: { assigned_to: row.assignedTo }, after: { assigned_to: staffId } };
  }

  /**
   * Approves or rejects a pending item: the decision and its history row are written, then
   * `review.decided` is emitted, on which the owning module carries the decision out, all in the
   * caller's transaction. A decided item stays decided.
   */
  async decide(
    tx: DbOrTx,
    id: number,
    staffId: number,
    decision: { approve: true; note: string | null } | { approve: false; reason: string },
  ) {
    const row = await this.pendingForUpdate(tx, id);
    this.spec(row.queue);
    // Without its module's handler a decision would be recorded and never carried out.
    if (!this.handled.has(row.queue)) throw new Error(`review queue ${row.queue} has no decision handler`);
    const status = decision.approve ? 'approved' : 'rejected';
    const text = decision.approve ? decision.note : decision.reason;
    const now = new Date(this.clock.nowMs());
    await tx
      .update(reviewItems)
      .set({ status, decidedBy: staffId, decidedAt: now, reason: text })
      .where(eq(reviewItems.id, id));
    await tx.insert(reviewEvents).values({ itemId: id, staffId, event: status, note: text, createdAt: now });
    const decided = {
      queue: row.queue,
      itemId: id,
      subjectId: row.subjectId,
      userId: row.userId,
      staffId,
      decidedAtMs: now.getTime(),
    };
    await this.bus.emit(
      tx,
      'review.decided',
      decision.approve
        ? { ...decided, decision: 'approved', note: decision.note }
        : { ...decided, decision: 'rejected', reason: decision.reason },
    );
    return { before: { status: 'pending' }, after: { status, reason: text } };
  }

  private async pendingForUpdate(tx: DbOrTx, id: number): Promise<ItemRow> {
    const rows = await tx.select().from(reviewItems).where(eq(reviewItems.id, id)).for('update');
    const row = rows[0];
    if (!row) throw new Refusal('REVIEW_NOT_FOUND');
    if (row.status !== 'pending') throw new Refusal('REVIEW_ALREADY_DECIDED');
    return row;
  }
}
