import { randomBytes } from 'node:crypto';
import {
  CREDIT_PROOFS_MAX,
  type CreditState,
  KYC_LEVELS,
  type KycLevel,
  type KycLevelState,
  type KycReviewSummaryInput,
  type KycState,
  type KycSubmittedFields,
  missingVerification,
  type QuestionnaireAnswers,
  type RiskLevel,
  type RiskProfile,
  type VerificationAction,
  type VerificationRefusalData,
} from '@platform/contract';
import { assert, present } from '../../platform/assert.ts';
import type { SessionUser } from '../../platform/auth.ts';
import { type Clock, seconds, secondsOrNull } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { fieldRefusal, Refusal } from '../../platform/refusal.ts';
import type { ReviewQueues } from '../../platform/review-queue.ts';
import type { SettingsService } from '../../platform/settings.ts';
import type { ImageStore } from '../../platform/uploads.ts';
import type { AccountsService, Inbox } from '../accounts/index.ts';
import { checkSubmit, loanLimitUsdt, riskLevelOf, riskScore, type SubmissionStatus } from './model.ts';
import * as repo from './repo.ts';

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
    const row = await repo.submissionForUpdate(tx, id);
    if (row?.status !== 'pending') throw new Refusal('REVIEW_ALREADY_DECIDED');
    await repo.decideSubmission(tx, id, {
      status,
      reason: status === 'rejected' ? reason : null,
      decidedAt: new Date(this.d.clock.nowMs()),
      decidedBy: staffId,
    });
    const level = LEVEL_TEXT[row.level as KycLevel];
    if (status === 'approved') await this.d.inbox.send(tx, row.userId, 'kycApproved', { level });
    else {
      // A rejection always carries its reason (review-queue.ts), so a missing one is a bug.
      await this.d.inbox.send(tx, row.userId, 'kycRejected', {
        level,
        reason: present(reason, 'rejection reason'),
      });
    }
  }

  async uploadImage(user: SessionUser, file: unknown): Promise<{ image_id: string }> {
    const fileName = await this.d.images.save('kyc', file);
    const id = randomBytes(16).toString('hex');
    await repo.insertImage(this.d.db, {
      id,
      userId: user.userId,
      fileName,
      createdAt: new Date(this.d.clock.nowMs()),
    });
    return { image_id: id };
  }

  /** The photo bytes for its owner, or for staff when `userId` is null. Another user's id reads as missing. */
  async image(id: string, userId: number | null) {
    const row = await repo.imageOf(this.d.db, id, userId);
    return row ? this.d.images.read('kyc', row.fileName) : undefined;
  }

  async state(user: SessionUser): Promise<KycState> {
    const [info, rows, requirements] = await Promise.all([
      this.d.accounts.info(user, 'en'),
      repo.submissionHistory(this.d.db, user.userId),
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
    const address = rows.find((r) => r.level === 'address');
    return {
      nationality: info.nationality,
      levels,
      history: rows.map((r) => ({ id: r.id, ...stateOf(r) })),
      requirements,
      rejected_address: address?.status === 'rejected' ? rejectedAddressOf(address) : null,
    };
  }

  private async latestStatus(
    db: DbOrTx,
    userId: number,
    level: KycLevel,
  ): Promise<SubmissionStatus | undefined> {
    return (await repo.latestSubmissionStatus(db, userId, level)) as SubmissionStatus | undefined;
  }

  /** Checks in order (pending, approved, prerequisite, photos), then stores and queues in one transaction. */
  async submit(user: SessionUser, level: KycLevel, data: KycSubmittedFields, images: Record<string, string>) {
    const [current, primary] = await Promise.all([
      this.latestStatus(this.d.db, user.userId, level),
      this.latestStatus(this.d.db, user.userId, 'primary'),
    ]);
    const allowed = checkSubmit(level, current, primary);
    if (!allowed.ok) throw new Refusal(allowed.reason);
    const ids = Object.values(images);
    if (ids.length > 0) {
      const owned = await repo.ownedImageCount(this.d.db, ids, user.userId);
      if (owned !== new Set(ids).size) throw new Refusal('KYC_IMAGE_NOT_FOUND');
    }
    await this.d.db.transaction(async (tx) => {
      const id = await repo.insertSubmission(tx, {
        userId: user.userId,
        level,
        data,
        images,
        createdAt: new Date(this.d.clock.nowMs()),
      });
      await this.d.reviews.submit(tx, {
        queue: `kyc.${level}`,
        subjectId: String(id),
        userId: user.userId,
        summary: { ...data, images } satisfies KycReviewSummaryInput,
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
    const [caps, row] = await Promise.all([
      this.d.settings.get('risk.caps'),
      repo.latestRiskAssessment(this.d.db, userId),
    ]);
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
    await repo.insertRiskAssessment(this.d.db, {
      userId: user.userId,
      answers,
      score,
      level: riskLevelOf(score),
      createdAt: new Date(this.d.clock.nowMs()),
    });
    return this.riskProfile(user.userId);
  }

  /**
   * For the earning products: the most this user may hold in them in total, in whole USDT, or
   * null when the user's level is not capped (a missing cap is not a cap of zero).
   */
  async maxInvestmentUsdt(userId: number): Promise<bigint | null> {
    const cap = (await this.riskProfile(userId)).max_investment_usdt;
    return cap === null ? null : BigInt(cap);
  }

  /** Whether the user's latest submission of a verification level is approved. */
  async hasApproved(userId: number, level: KycLevel): Promise<boolean> {
    return (await this.latestStatus(this.d.db, userId, level)) === 'approved';
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
    const [score, proofs, formula] = await Promise.all([
      repo.creditScoreOf(this.d.db, user.userId),
      repo.creditProofsOf(this.d.db, user.userId),
      this.d.settings.get('loan.limits'),
    ]);
    return {
      score: score?.score ?? null,
      evaluated_at: secondsOrNull(score?.evaluatedAt ?? null),
      proofs: proofs.map((p) => ({ image_id: p.imageId, created_at: seconds(p.createdAt) })),
      loan_limit_usdt: loanLimitUsdt(approved, score?.score ?? null, formula).toString(),
    };
  }

  async addCreditProof(user: SessionUser, imageId: string): Promise<null> {
    await this.requireIdentity(user.userId);
    if ((await repo.ownedImageCount(this.d.db, [imageId], user.userId)) === 0) {
      throw new Refusal('KYC_IMAGE_NOT_FOUND');
    }
    if ((await repo.creditProofCount(this.d.db, user.userId)) >= CREDIT_PROOFS_MAX) {
      throw new Refusal('KYC_PROOFS_TOO_MANY');
    }
    await repo.insertCreditProof(this.d.db, {
      userId: user.userId,
      imageId,
      createdAt: new Date(this.d.clock.nowMs()),
    });
    return null;
  }

  /** Compliance sets the score inside the caller's transaction; returns before/after for the audit. */
  async setCreditScore(tx: DbOrTx, userId: number, score: number, staffId: number) {
    if (!(await this.d.accounts.exists(userId, tx))) throw new Refusal('ADMIN_USER_NOT_FOUND');
    const current = await repo.creditScoreForUpdate(tx, userId);
    const now = new Date(this.d.clock.nowMs());
    await repo.upsertCreditScore(tx, { userId, score, evaluatedAt: now, evaluatedBy: staffId });
    return { before: { score: current?.score ?? null }, after: { score } };
  }

  /** For the loans module: what this user may borrow now, in whole USDT. */
  async loanLimitUsdt(userId: number): Promise<bigint> {
    const approved = await this.approvedLevels(userId);
    const [score, formula] = await Promise.all([
      repo.creditScoreOf(this.d.db, userId),
      this.d.settings.get('loan.limits'),
    ]);
    return loanLimitUsdt(approved, score?.score ?? null, formula);
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
    const [risk, score, limit] = await Promise.all([
      this.riskProfile(userId),
      repo.creditScoreOf(this.d.db, userId),
      this.loanLimitUsdt(userId),
    ]);
    return {
      ...levels,
      risk_level: risk.level,
      credit_score: score?.score ?? null,
      loan_limit_usdt: limit.toString(),
    };
  }
}

/** The address and bill photo of a rejected address submission, as it was stored. */
function rejectedAddressOf(row: { data: unknown; images: Record<string, string> }) {
  const data = row.data as { address?: unknown };
  const billImage = row.images.bill;
  assert(
    typeof data.address === 'string' && billImage !== undefined,
    'address submission without its fields',
  );
  return { address: data.address, bill_image: billImage };
}
