import { randomBytes } from 'node:crypto';
import {
  CREDIT_PROOFS_MAX,
  type CreditState,
  KYC_LEVELS,
  type KycLevel,
  type KycLevelState,
  type KycState,
  missingVerification,
  type QuestionnaireAnswers,
  type RiskLevel,
  type RiskProfile,
  type VerificationAction,
  type VerificationRefusalData,
} from '@platform/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { present } from '../../platform/assert.ts';
import type { SessionUser } from '../../platform/auth.ts';
import { type Clock, seconds, secondsOrNull } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { fieldRefusal, Refusal } from '../../platform/refusal.ts';
import type { ReviewQueues } from '../../platform/review-queue.ts';
import type { SettingsService } from '../../platform/settings.ts';
import type { ImageStore } from '../../platform/uploads.ts';
import type { AccountsService, Inbox } from '../accounts/index.ts';
import { checkSubmit, loanLimitUsdt, riskLevelOf, riskScore, type SubmissionStatus } from './model.ts';
import { creditProofs, creditScores, kycImages, kycSubmissions, riskAssessments } from './schema.ts';

/** History shown to the user: the newest submissions of every level. */
const HISTORY_MAX = 30;
const LEVEL_TEXT = { primary: 'levelPrimary', advanced: 'levelAdvanced', address: 'levelAddress' } as const;

export interface KycDeps {
  db: Db;
  clock: Clock;
  images: ImageStore;
  reviews: ReviewQueues;
  inbox: Inbox;
  accounts: AccountsService;
  settings: SettingsService;
}

/** Verification levels, their photos and reviews, and the risk questionnaire. */
export class KycService {
  constructor(private readonly d: KycDeps) {}

  /**
   * Registers the review queue of each level: compliance decides, and this module follows
   * `review.decided` inside the deciding transaction to carry the decision out.
   */
  registerQueues(): void {
    for (const level of KYC_LEVELS) {
      const name = `kyc.${level}`;
      this.d.reviews.register({ name, title: `Verification: ${level}`, roles: ['compliance'] });
      this.d.reviews.onDecided(name, {
        approved: (tx, d) => this.decide(tx, d.subjectId, 'approved', d.staffId, d.note),
        rejected: (tx, d) => this.decide(tx, d.subjectId, 'rejected', d.staffId, d.reason),
      });
    }
  }

  private async decide(
    tx: DbOrTx,
    subjectId: string,
    status: 'approved' | 'rejected',
    staffId: number,
    reason: string | null,
  ) {
    const id = Number(subjectId);
    const rows = await tx.select().from(kycSubmissions).where(eq(kycSubmissions.id, id)).for('update');
    const row = rows[0];
    if (row?.status !== 'pending') throw new Refusal('REVIEW_ALREADY_DECIDED');
    await tx
      .update(kycSubmissions)
      .set({
        status,
        reason: status === 'rejected' ? reason : null,
        decidedAt: new Date(this.d.clock.nowMs()),
        decidedBy: staffId,
      })
      .where(eq(kycSubmissions.id, id));
    const level = LEVEL_TEXT[row.level as KycLevel];
    if (status === 'approved') await this.d.inbox.send(tx, row.userId, 'kycApproved', { level });
    else await this.d.inbox.send(tx, row.userId, 'kycRejected', { level, reason: reason ?? '' });
  }

  async uploadImage(user: SessionUser, file: unknown): Promise<{ image_id: string }> {
    const fileName = await this.d.images.save('kyc', file);
    const id = randomBytes(16).toString('hex');
    await this.d.db
      .insert(kycImages)
      .values({ id, userId: user.userId, fileName, createdAt: new Date(this.d.clock.nowMs()) });
    return { image_id: id };
  }

  /** The photo bytes for its owner, or for staff when `userId` is null. Another user's id reads as missing. */
  async image(id: string, userId: number | null) {
    const where =
      userId === null ? eq(kycImages.id, id) : and(eq(kycImages.id, id), eq(kycImages.userId, userId));
    const rows = await this.d.db.select().from(kycImages).where(where);
    const row = rows[0];
    return row ? this.d.images.read('kyc', row.fileName) : undefined;
  }

  async state(user: SessionUser): Promise<KycState> {
    const [info, rows, requirements] = await Promise.all([
      this.d.accounts.info(user, 'en'),
      this.d.db
        .select()
        .from(kycSubmissions)
        .where(eq(kycSubmissions.userId, user.userId))
        .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
        .limit(HISTORY_MAX),
      this.d.settings.get('verification.requirements'),
    ]);
    const stateOf = (r: (typeof rows)[number]): KycLevelState => ({
      level: r.level as KycLevel,
      status: r.status as SubmissionStatus,
      reason: r.reason,
      submitted_at: seconds(r.createdAt),
      decided_at: secondsOrNull(r.decidedAt),
    });
    const levels = KYC_LEVELS.map((level) => {
      const latest = rows.find((r) => r.level === level);
      return latest
        ? stateOf(latest)
        : { level, status: 'none' as const, reason: null, submitted_at: null, decided_at: null };
    });
    return {
      nationality: info.nationality,
      levels,
      history: rows.map((r) => ({ id: r.id, ...stateOf(r) })),
      requirements,
    };
  }

  private async latestStatus(
    db: DbOrTx,
    userId: number,
    level: KycLevel,
  ): Promise<SubmissionStatus | undefined> {
    const rows = await db
      .select({ status: kycSubmissions.status })
      .from(kycSubmissions)
      .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.level, level)))
      .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
      .limit(1);
    return rows[0]?.status as SubmissionStatus | undefined;
  }

  /** Checks in order (pending, approved, prerequisite, photos), then stores and queues in one transaction. */
  async submit(
    user: SessionUser,
    level: KycLevel,
    data: Record<string, unknown>,
    images: Record<string, string>,
  ) {
    const [current, primary] = await Promise.all([
      this.latestStatus(this.d.db, user.userId, level),
      this.latestStatus(this.d.db, user.userId, 'primary'),
    ]);
    const allowed = checkSubmit(level, current, primary);
    if (!allowed.ok) throw new Refusal(allowed.reason);
    const ids = Object.values(images);
    if (ids.length > 0) {
      const owned = await this.d.db
        .select({ id: kycImages.id })
        .from(kycImages)
        .where(and(inArray(kycImages.id, ids), eq(kycImages.userId, user.userId)));
      if (owned.length !== new Set(ids).size) throw new Refusal('KYC_IMAGE_NOT_FOUND');
    }
    await this.d.db.transaction(async (tx) => {
      const rows = await tx
        .insert(kycSubmissions)
        .values({ userId: user.userId, level, data, images, createdAt: new Date(this.d.clock.nowMs()) })
        .returning({ id: kycSubmissions.id });
      const id = present(rows[0], 'inserted row').id;
      await this.d.reviews.submit(tx, {
        queue: `kyc.${level}`,
        subjectId: String(id),
        userId: user.userId,
        summary: { ...data, images },
      });
    });
    return null;
  }

  /** Primary takes the nationality fixed at registration; only an account without one gives it here. */
  async nationalityFor(user: SessionUser, given: string | undefined): Promise<string> {
    const info = await this.d.accounts.info(user, 'en');
    if (info.nationality) return info.nationality;
    if (!given) throw fieldRefusal({ nationality: 'required' });
    return given;
  }

  async riskProfile(userId: number): Promise<RiskProfile> {
    const [caps, rows] = await Promise.all([
      this.d.settings.get('risk.caps'),
      this.d.db
        .select()
        .from(riskAssessments)
        .where(eq(riskAssessments.userId, userId))
        .orderBy(desc(riskAssessments.id))
        .limit(1),
    ]);
    const row = rows[0];
    const level = (row?.level ?? 'none') as RiskLevel;
    return {
      level,
      score: row?.score ?? null,
      assessed_at: secondsOrNull(row?.createdAt ?? null),
      max_investment_usdt: caps[level],
      caps,
    };
  }

  async answer(user: SessionUser, answers: QuestionnaireAnswers): Promise<RiskProfile> {
    const score = riskScore(answers);
    await this.d.db.insert(riskAssessments).values({
      userId: user.userId,
      answers,
      score,
      level: riskLevelOf(score),
      createdAt: new Date(this.d.clock.nowMs()),
    });
    return this.riskProfile(user.userId);
  }

  /** For the earning products: the most this user may invest in one product, in whole USDT. */
  async maxInvestmentUsdt(userId: number): Promise<bigint> {
    const profile = await this.riskProfile(userId);
    return BigInt(profile.max_investment_usdt ?? '0');
  }

  private async approvedLevels(userId: number): Promise<Set<KycLevel>> {
    const approved = new Set<KycLevel>();
    for (const level of KYC_LEVELS) {
      if ((await this.latestStatus(this.d.db, userId, level)) === 'approved') approved.add(level);
    }
    return approved;
  }

  /**
   * Refuses an operation when the user lacks the verification level the operator requires for
   * it (`verification.requirements`); the refusal names the level to complete next, whose page
   * the app opens. Checked before anything else of the operation, so no secret is asked first.
   */
  async requireVerification(userId: number, action: VerificationAction, db: DbOrTx = this.d.db) {
    const required = (await this.d.settings.get('verification.requirements', db))[action];
    if (required === 'none') return;
    const step = missingVerification(required, await this.approvedLevels(userId));
    if (step === null) return;
    const data: VerificationRefusalData = { action, required, step };
    throw new Refusal('KYC_VERIFICATION_REQUIRED', {}, data);
  }

  private async requireIdentity(userId: number): Promise<Set<KycLevel>> {
    const approved = await this.approvedLevels(userId);
    if (!approved.has('primary')) throw new Refusal('KYC_IDENTITY_REQUIRED');
    return approved;
  }

  async creditState(user: SessionUser): Promise<CreditState> {
    const approved = await this.requireIdentity(user.userId);
    const [scoreRows, proofs, formula] = await Promise.all([
      this.d.db.select().from(creditScores).where(eq(creditScores.userId, user.userId)),
      this.d.db
        .select()
        .from(creditProofs)
        .where(eq(creditProofs.userId, user.userId))
        .orderBy(desc(creditProofs.id))
        .limit(CREDIT_PROOFS_MAX),
      this.d.settings.get('loan.limits'),
    ]);
    const score = scoreRows[0];
    return {
      score: score?.score ?? null,
      evaluated_at: secondsOrNull(score?.evaluatedAt ?? null),
      proofs: proofs.map((p) => ({ image_id: p.imageId, created_at: seconds(p.createdAt) })),
      loan_limit_usdt: loanLimitUsdt(approved, score?.score ?? null, formula).toString(),
    };
  }

  async addCreditProof(user: SessionUser, imageId: string): Promise<null> {
    await this.requireIdentity(user.userId);
    const owned = await this.d.db
      .select({ id: kycImages.id })
      .from(kycImages)
      .where(and(eq(kycImages.id, imageId), eq(kycImages.userId, user.userId)));
    if (owned.length === 0) throw new Refusal('KYC_IMAGE_NOT_FOUND');
    const existing = await this.d.db
      .select({ id: creditProofs.id })
      .from(creditProofs)
      .where(eq(creditProofs.userId, user.userId));
    if (existing.length >= CREDIT_PROOFS_MAX) throw new Refusal('KYC_PROOFS_TOO_MANY');
    await this.d.db
      .insert(creditProofs)
      .values({ userId: user.userId, imageId, createdAt: new Date(this.d.clock.nowMs()) });
    return null;
  }

  /** Compliance sets the score inside the caller's transaction; returns before/after for the audit. */
  async setCreditScore(tx: DbOrTx, userId: number, score: number, staffId: number) {
    if (!(await this.d.accounts.exists(userId, tx))) throw new Refusal('ADMIN_USER_NOT_FOUND');
    const rows = await tx.select().from(creditScores).where(eq(creditScores.userId, userId)).for('update');
    const now = new Date(this.d.clock.nowMs());
    await tx
      .insert(creditScores)
      .values({ userId, score, evaluatedAt: now, evaluatedBy: staffId })
      .onConflictDoUpdate({
        target: creditScores.userId,
        set: { score, evaluatedAt: now, evaluatedBy: staffId },
      });
    return { before: { score: rows[0]?.score ?? null }, after: { score } };
  }

  /** For the loans module: what this user may borrow now, in whole USDT. */
  async loanLimitUsdt(userId: number): Promise<bigint> {
    const approved = await this.approvedLevels(userId);
    const [rows, formula] = await Promise.all([
      this.d.db.select().from(creditScores).where(eq(creditScores.userId, userId)),
      this.d.settings.get('loan.limits'),
    ]);
    return loanLimitUsdt(approved, rows[0]?.score ?? null, formula);
  }

  /** What the back office shows of a customer's verification, risk level and credit. */
  async overview(userId: number) {
    const levels = Object.fromEntries(
      await Promise.all(
        KYC_LEVELS.map(
          async (level) => [level, (await this.latestStatus(this.d.db, userId, level)) ?? 'none'] as const,
        ),
      ),
    ) as Record<KycLevel, string>;
    const [risk, scores, limit] = await Promise.all([
      this.riskProfile(userId),
      this.d.db.select().from(creditScores).where(eq(creditScores.userId, userId)),
      this.loanLimitUsdt(userId),
    ]);
    return {
      ...levels,
      risk_level: risk.level,
      credit_score: scores[0]?.score ?? null,
      loan_limit_usdt: limit.toString(),
    };
  }
}
