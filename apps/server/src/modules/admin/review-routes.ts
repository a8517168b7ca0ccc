import {
  approveReviewInput,
  listReviewsInput,
  rejectReviewInput,
  reviewDetail,
  reviewIdInput,
  reviewPage,
  reviewQueue,
  staffOnly,
} from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import { Refusal } from '../../platform/refusal.ts';
import type { ReviewQueues } from '../../platform/review-queue.ts';
import { allows, type StaffPrincipal, type StaffService } from './service.ts';
import { ANY, defineStaffAction } from './staff-action.ts';

/**
 * The review pattern every queue shares: list, detail with history, assign, approve, reject
 * with a reason. Any staff member reaches these actions; each queue then admits only its roles.
 */
export function reviewRoutes(
  app: FastifyInstance,
  deps: { db: Db; staff: StaffService; reviews: ReviewQueues },
): void {
  const { db, staff, reviews } = deps;
  const mayDecide = (principal: StaffPrincipal, queue: string) => {
    if (!allows(principal.roles, reviews.spec(queue).roles)) throw new Refusal('AUTH_FORBIDDEN');
  };
  defineStaffAction(app, staff, {
    name: 'listReviewQueues',
    roles: ANY,
    success: 'silent',
    summary: 'Review queues this staff member may work, with pending counts',
    input: staffOnly,
    output: z.array(reviewQueue),
    handler: async (_i, ctx) => (await reviews.queues()).filter((q) => allows(ctx.staff.roles, q.roles)),
  });
  defineStaffAction(app, staff, {
    name: 'listReviews',
    roles: ANY,
    success: 'silent',
    summary: 'Items of one queue by status (pending oldest first)',
    input: listReviewsInput,
    output: reviewPage,
    handler: async (i, ctx) => {
      mayDecide(ctx.staff, i.queue);
      return reviews.list(i.queue, i.status, i.page, i.pageSize);
    },
  });
  defineStaffAction(app, staff, {
    name: 'getReview',
    roles: ANY,
    success: 'silent',
    summary: 'One review item with its history',
    input: reviewIdInput,
    output: reviewDetail,
    handler: async (i, ctx) => {
      const detail = await reviews.detail(i.id);
      mayDecide(ctx.staff, detail.queue);
      return detail;
    },
  });
  const decide =
    (
      event: string,
      run: (
        tx: Parameters<Parameters<Db['transaction']>[0]>[0],
        id: number,
        staffId: number,
        text: string | null,
      ) => Promise<{ before: unknown; after: unknown }>,
    ) =>
    async (i: { id: number; reason?: string; note?: string }, ctx: { staff: StaffPrincipal; ip: string }) => {
      const item = await reviews.item(i.id);
      mayDecide(ctx.staff, item.queue);
      return db.transaction(async (tx) => {
        const change = await run(tx, i.id, ctx.staff.id, i.reason ?? i.note ?? null);
        await staff.audit(tx, {
          actor: ctx.staff,
          action: `review.${event}`,
          target: `review:${i.id}`,
          ...change,
          reason: i.reason ?? i.note ?? null,
          ip: ctx.ip,
        });
        return null;
      });
    };
  defineStaffAction(app, staff, {
    name: 'assignReview',
    roles: ANY,
    success: 'saved',
    summary: 'Take a pending item',
    input: reviewIdInput,
    output: z.null(),
    handler: decide('assign', (tx, id, staffId) => reviews.assign(tx, id, staffId)),
  });
  defineStaffAction(app, staff, {
    name: 'approveReview',
    roles: ANY,
    success: 'saved',
    summary: 'Approve a pending item (optional note)',
    input: approveReviewInput,
    output: z.null(),
    handler: decide('approve', (tx, id, staffId, note) =>
      reviews.decide(tx, id, staffId, { approve: true, note }),
    ),
  });
  defineStaffAction(app, staff, {
    name: 'rejectReview',
    roles: ANY,
    success: 'saved',
    summary: 'Reject a pending item with a reason the user sees',
    input: rejectReviewInput,
    output: z.null(),
    handler: decide('reject', (tx, id, staffId, reason) =>
      reviews.decide(tx, id, staffId, { approve: false, reason: reason ?? '' }),
    ),
  });
}
