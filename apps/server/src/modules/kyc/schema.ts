import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.ts';

/** Photos a customer uploaded for verification: random ids, files outside the web root. */
export const kycImages = pgTable(
  'kyc_images',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    fileName: text('file_name').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('kyc_images_user').on(t.userId)],
);

/**
 * One submission per attempt and level; the newest decides the level's status. History stays:
 * a rejected submission is never changed, a new one is added.
 */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    level: text('level').notNull(),
    status: text('status').notNull().default('pending'),
    data: jsonb('data').notNull(),
    images: jsonb('images').$type<Record<string, string>>().notNull(),
    reason: text('reason'),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
    decidedBy: bigint('decided_by', { mode: 'number' }),
  },
  (t) => [
    index('kyc_submissions_user').on(t.userId, t.level, t.createdAt),
    check('kyc_submissions_level', sql`${t.level} in ('primary', 'advanced', 'address')`),
    check('kyc_submissions_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** Every questionnaire a customer answered; the newest gives the risk level. */
export const riskAssessments = pgTable(
  'risk_assessments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    answers: jsonb('answers').notNull(),
    score: integer('score').notNull(),
    level: text('level').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('risk_assessments_user').on(t.userId, t.createdAt)],
);

/** The current credit score of a customer, set by compliance staff (audited in the back office). */
export const creditScores = pgTable(
  'credit_scores',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    score: integer('score').notNull(),
    evaluatedAt: at('evaluated_at').notNull(),
    evaluatedBy: bigint('evaluated_by', { mode: 'number' }).notNull(),
  },
  (t) => [check('credit_scores_range', sql`${t.score} between 0 and 1000`)],
);

/** Proof images a customer adds for the credit evaluation (verification photos by id). */
export const creditProofs = pgTable(
  'credit_proofs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    imageId: text('image_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('credit_proofs_user').on(t.userId)],
);
