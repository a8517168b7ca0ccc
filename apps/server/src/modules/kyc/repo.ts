import { CREDIT_PROOFS_MAX, type KycLevel } from '@platform/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { present } from '../../platform/assert.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { creditProofs, creditScores, kycImages, kycSubmissions, riskAssessments } from './schema.ts';

/** History shown to the user: the newest submissions of every level. */
const HISTORY_MAX = 30;

export type SubmissionRow = typeof kycSubmissions.$inferSelect;

// Photos.
export async function insertImage(db: DbOrTx, row: typeof kycImages.$inferInsert): Promise<void> {
  await db.insert(kycImages).values(row);
}

/** A photo by id, only when it belongs to the user (any user when `userId` is null). */
export async function imageOf(db: DbOrTx, id: string, userId: number | null) {
  const where =
    userId === null ? eq(kycImages.id, id) : and(eq(kycImages.id, id), eq(kycImages.userId, userId));
  const rows = await db.select().from(kycImages).where(where);
  return rows[0];
}

/** How many of these photo ids belong to the user. */
export async function ownedImageCount(db: DbOrTx, ids: string[], userId: number): Promise<number> {
  const rows = await db
    .select({ id: kycImages.id })
    .from(kycImages)
    .where(and(inArray(kycImages.id, ids), eq(kycImages.userId, userId)));
  return rows.length;
}

// Submissions.
export async function submissionForUpdate(db: DbOrTx, id: number): Promise<SubmissionRow | undefined> {
  const rows = await db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id)).for('update');
  return rows[0];
}

export async function decideSubmission(
  db: DbOrTx,
  id: number,
  patch: Pick<SubmissionRow, 'status' | 'reason' | 'decidedAt' | 'decidedBy'>,
): Promise<void> {
  await db.update(kycSubmissions).set(patch).where(eq(kycSubmissions.id, id));
}

/** The user's newest submissions of every level, newest first. */
export async function submissionHistory(db: DbOrTx, userId: number): Promise<SubmissionRow[]> {
  return db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
    .limit(HISTORY_MAX);
}

export async function latestSubmissionStatus(
  db: DbOrTx,
  userId: number,
  level: KycLevel,
): Promise<string | undefined> {
  const rows = await db
    .select({ status: kycSubmissions.status })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.level, level)))
    .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
    .limit(1);
  return rows[0]?.status;
}

export async function insertSubmission(db: DbOrTx, row: typeof kycSubmissions.$inferInsert): Promise<number> {
  const rows = await db.insert(kycSubmissions).values(row).returning({ id: kycSubmissions.id });
  return present(rows[0], 'inserted row').id;
}

// Risk assessments.
export async function latestRiskAssessment(db: DbOrTx, userId: number) {
  const rows = await db
    .select()
    .from(riskAssessments)
    .where(eq(riskAssessments.userId, userId))
    .orderBy(desc(riskAssessments.id))
    .limit(1);
  return rows[0];
}

export async function insertRiskAssessment(
  db: DbOrTx,
  row: typeof riskAssessments.$inferInsert,
): Promise<void> {
  await db.insert(riskAssessments).values(row);
}

// Credit scores and proofs.
export async function creditScoreOf(db: DbOrTx, userId: number) {
  const rows = await db.select().from(creditScores).where(eq(creditScores.userId, userId));
  return rows[0];
}

export async function creditScoreForUpdate(db: DbOrTx, userId: number) {
  const rows = await db.select().from(creditScores).where(eq(creditScores.userId, userId)).for('update');
  return rows[0];
}

export async function upsertCreditScore(
  db: DbOrTx,
  row: { userId: number; score: number; evaluatedAt: Date; evaluatedBy: number },
): Promise<void> {
  const { score, evaluatedAt, evaluatedBy } = row;
  await db
    .insert(creditScores)
    .values(row)
    .onConflictDoUpdate({ target: creditScores.userId, set: { score, evaluatedAt, evaluatedBy } });
}

/** The user's newest proofs, at most as many as a user may hold. */
export async function creditProofsOf(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(creditProofs)
    .where(eq(creditProofs.userId, userId))
    .orderBy(desc(creditProofs.id))
    .limit(CREDIT_PROOFS_MAX);
}

export async function creditProofCount(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(creditProofs).where(eq(creditProofs.userId, userId));
  return present(rows[0], 'count row').n;
}

export async function insertCreditProof(db: DbOrTx, row: typeof creditProofs.$inferInsert): Promise<void> {
  await db.insert(creditProofs).values(row);
}
