import type { StaffRole } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { registerUser } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { adminCall, staffSession } from '../staff-fixtures.ts';

const clock = new ManualClock();
const admin = adminCall;
const staffToken = (app: App, roles: StaffRole[]) => staffSession(app, clock, roles);

describe('review queues', () => {
  const app = useTestApp({}, { clock });
  const decisions: string[] = [];

  it('lists, assigns, approves and rejects through the queue owner, with history and audit', async () => {
    app().services.reviews.register({
      name: 'test.documents',
      title: 'Test documents',
      roles: ['compliance'],
    });
    app().services.reviews.onDecided('test.documents', {
      approved: async (_tx, d) => void decisions.push(`approve ${d.subjectId} by ${d.staffId}`),
      rejected: async (_tx, d) => void decisions.push(`reject ${d.subjectId}: ${d.reason}`),
    });
    const user = await registerUser(app());
    const db = app().services.database.db;
    const ids: number[] = [];
    for (const subject of ['doc-1', 'doc-2']) {
      ids.push(
        await db.transaction((tx) =>
          app().services.reviews.submit(tx, {
            queue: 'test.documents',
            subjectId: subject,
            userId: user.uid,
            summary: { name: 'Ana' },
          }),
        ),
      );
    }
    const officer = await staffToken(app(), ['compliance']);
    const finance = await staffToken(app(), ['finance']);
    // Finance sees its money queues and none of compliance's.
    expect(
      (await admin(app(), 'listReviewQueues', {}, finance.token)).data.map((q: { name: string }) => q.name),
    ).toEqual(['ledger.adjustment', 'wallet.deposit', 'wallet.withdrawal', 'earn.reserve']);
    expect((await admin(app(), 'listReviews', { queue: 'test.documents' }, finance.token)).reason).toBe(
      'AUTH_FORBIDDEN',
    );
    expect((await admin(app(), 'getDashboard', {}, officer.token)).data.pending_reviews).toContainEqual({
      queue: 'test.documents',
      pending: 2,
    });

    const pending = await admin(app(), 'listReviews', { queue: 'test.documents' }, officer.token);
    expect(pending.data.items.map((i: { subject_id: string }) => i.subject_id)).toEqual(['doc-1', 'doc-2']);
    expect((await admin(app(), 'assignReview', { id: ids[0] }, officer.token)).code).toBe(0);
    expect(
      (await admin(app(), 'approveReview', { id: ids[0], note: 'Looks right' }, officer.token)).code,
    ).toBe(0);
    expect((await admin(app(), 'rejectReview', { id: ids[1] }, officer.token)).code).toBe(400);
    expect(
      (await admin(app(), 'rejectReview', { id: ids[1], reason: 'Photo unreadable' }, officer.token)).code,
    ).toBe(0);
    expect((await admin(app(), 'approveReview', { id: ids[1] }, officer.token)).reason).toBe(
      'REVIEW_ALREADY_DECIDED',
    );
    expect(decisions).toEqual([`approve doc-1 by ${officer.id}`, 'reject doc-2: Photo unreadable']);

    const detail = await admin(app(), 'getReview', { id: ids[0] }, officer.token);
    expect(detail.data).toMatchObject({
      status: 'approved',
      decided_by: officer.id,
      reason: 'Looks right',
      assigned_to: officer.id,
    });
    expect(detail.data.history.map((h: { event: string }) => h.event)).toEqual([
      'created',
      'assigned',
      'approved',
    ]);
    const audit = await admin(app(), 'listAudit', { target: `review:${ids[1]}` }, officer.token);
    expect(audit.data.items[0]).toMatchObject({
      action: 'review.reject',
      after: { status: 'rejected', reason: 'Photo unreadable' },
    });
    expect((await admin(app(), 'listReviews', { queue: 'test.documents' }, officer.token)).data.total).toBe(
      0,
    );
    expect((await admin(app(), 'listReviews', { queue: 'nope' }, officer.token)).reason).toBe(
      'REVIEW_QUEUE_UNKNOWN',
    );
  });
});
