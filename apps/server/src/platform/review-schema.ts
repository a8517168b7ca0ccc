import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

/**
 * Items waiting for a staff decision, in named queues (verification, deposits, withdrawals,
 * loans, subscriptions, C2C). The module that owns the subject creates the item and carries out
 * the decision; the back office only lists, assigns and decides.
 */
export const reviewItems = pgTable(
  'review_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    subjectId: text('subject_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    summary: jsonb('summary').notNull(),
    status: text('status').notNull().default('pending'),
    assignedTo: bigint('assigned_to', { mode: 'number' }),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedAt: at('decided_at'),
    reason: text('reason'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('review_items_subject').on(t.queue, t.subjectId),
    index('review_items_queue_status').on(t.queue, t.status, t.createdAt),
    check('review_items_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('review_items_decided', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
  ],
);

/** What happened to an item, in order: created, assigned, approved, rejected. */
export const reviewEvents = pgTable(
  'review_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => reviewItems.id),
    staffId: bigint('staff_id', { mode: 'number' }),
    event: text('event').notNull(),
    note: text('note'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('review_events_item').on(t.itemId)],
);
