import { adminActions } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { Refusal } from '../../platform/refusal.ts';
import type { ReviewQueues } from '../../platform/review-queue.ts';
import { allows, type StaffPrincipal, type StaffService } from './service.ts';
import { registerStaffAction } from './staff-action.ts';

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
  registerStaffAction(app, staff, adminActions.listReviewQueues, {
    handler: async (_i, ctx) => (await reviews.queues()).filter((q) => allows(ctx.staff.roles, q.roles)),
  });
  registerStaffAction(app, staff, adminActions.listReviews, {
    handler: async (i, ctx) => {
      mayDecide(ctx.staff, i.queue);
      return reviews.list(i.queue, i.status, i.page, i.pageSize);
    },
  });
  registerStaffAction(app, staff, adminActions.getReview, {
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
  registerStaffAction(app, staff, adminActions.assignReview, {
    handler: decide('assign', (tx, id, staffId) => reviews.assign(tx, id, staffId)),
  });
  registerStaffAction(app, staff, adminActions.approveReview, {
    handler: decide('approve', (tx, id, staffId, note) =>
      reviews.decide(tx, id, staffId, { approve: true, note }),
    ),
  });
  registerStaffAction(app, staff, adminActions.rejectReview, {
    handler: decide('reject', (tx, id, staffId, reason) =>
      reviews.decide(tx, id, staffId, { approve: false, reason: reason ?? '' }),
    ),
  });
}
