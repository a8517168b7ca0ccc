import {
  type AdminEarnProduct,
  EARN_FUNDING_QUEUE,
  type EarnFundingReviewSummaryInput,
  type EarnReserveView,
  LANGS,
  type Page,
  type SaveEarnProductInput,
} from '@platform/contract';
import { present } from '../../platform/assert.ts';
import { type Clock, seconds } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { amountField, bound, fieldRefusal, Refusal } from '../../platform/refusal.ts';
import type { ReviewQueues } from '../../platform/review-queue.ts';
import type { SettingsService } from '../../platform/settings.ts';
import type { Book, LedgerService } from '../ledger/index.ts';
import { EARN_ASSET, orderView, productView, reserveView, textsIn, USDT_SCALE, usdt } from './model.ts';
import * as repo from './repo.ts';
import type { EarnProductTexts } from './schema.ts';
import type { EarnService } from './service.ts';

/** A change to a product, for the audit log: what it was and what it is. */
export interface EarnChange {
  target: string;
  before: unknown;
  after: AdminEarnProduct;
}

/**
 * Escrow products for staff: operations edits products (a change applies to new orders only:
 * each order keeps the terms it was placed with), everyone reads orders and the reserve, and
 * finance pays into or takes out of the reserve four-eyes: one asks, another approves in the
 * review queue, and a withdrawal may take only what is not committed to customers.
 */
export class EarnBackOffice {
  constructor(
    private readonly d: {
      db: Db;
      clock: Clock;
      ledger: LedgerService;
      settings: SettingsService;
      earn: EarnService;
    },
  ) {}

  private adminView(row: repo.ProductRow, open: number, uncommitted: bigint): AdminEarnProduct {
    const remaining = row.capacity > row.inCustody ? row.capacity - row.inCustody : 0n;
    const customer = productView(row, 'en', uncommitted);
    return {
      id: row.id,
      tier: row.tier as AdminEarnProduct['tier'],
      asset: row.asset,
      term_days: row.termDays,
      daily_rate_ppm: row.dailyRatePpm,
      min_amount: usdt(row.minAmount),
      max_amount: usdt(row.maxAmount),
      capacity: usdt(row.capacity),
      in_custody: usdt(row.inCustody),
      remaining: usdt(remaining),
      penalty_mode: row.penaltyMode as AdminEarnProduct['penalty_mode'],
      penalty_ppm: row.penaltyPpm,
      min_kyc: row.minKyc as AdminEarnProduct['min_kyc'],
      review: row.review,
      fundable_max: customer.fundable_max,
      status: row.status as AdminEarnProduct['status'],
      texts: Object.fromEntries(LANGS.map((l) => [l, row.texts[l] ?? null])),
      open_orders: open,
      updated_at: seconds(row.updatedAt),
    };
  }

  async products(): Promise<AdminEarnProduct[]> {
    const [rows, open, reserve] = await Promise.all([
      repo.products(this.d.db),
      repo.openOrderCounts(this.d.db),
      this.d.earn.reserve(),
    ]);
    return rows.map((r) => this.adminView(r, open.get(r.id) ?? 0, reserve.balance - reserve.committed));
  }

  /** Creates or changes a product in the caller's transaction; its before and after for the audit log. */
  async save(tx: DbOrTx, input: SaveEarnProductInput): Promise<EarnChange> {
    const amount = (field: 'min_amount' | 'max_amount' | 'capacity') =>
      amountField(input[field], USDT_SCALE, field, { positive: true });
    const min = amount('min_amount');
    const max = amount('max_amount');
    const capacity = amount('capacity');
    if (max < min) throw fieldRefusal({ max_amount: { key: 'tooSmall', params: { min: usdt(min) } } });
    const texts: EarnProductTexts = {};
    for (const lang of LANGS) {
      const t = (input.texts as Record<string, EarnProductTexts[string] | undefined>)[lang];
      if (t) texts[lang] = { name: t.name, description: t.description, strategy: t.strategy };
    }
    const values = {
      tier: input.tier,
      texts,
      termDays: input.term_days,
      dailyRatePpm: input.daily_rate_ppm,
      minAmount: min,
      maxAmount: max,
      capacity,
      penaltyMode: input.penalty_mode,
      penaltyPpm: input.penalty_ppm,
      minKyc: input.min_kyc,
      review: input.review,
      status: input.status,
      updatedAt: new Date(this.d.clock.nowMs()),
    };
    let before: repo.ProductRow | undefined;
    let row: repo.ProductRow;
    if (input.id === undefined) {
      row = await repo.insertProduct(tx, { ...values, asset: EARN_ASSET });
    } else {
      before = await repo.lockProduct(tx, input.id);
      if (!before) throw new Refusal('EARN_PRODUCT_NOT_FOUND');
      row = present(await repo.updateProduct(tx, input.id, values), 'updated product');
    }
    const open = (await repo.openOrderCounts(tx)).get(row.id) ?? 0;
    const reserve = await this.d.earn.reserve(tx);
    const uncommitted = reserve.balance - reserve.committed;
    return {
      target: `earn-product:${row.id}`,
      before: before ? this.adminView(before, open, uncommitted) : null,
      after: this.adminView(row, open, uncommitted),
    };
  }

  async orders(f: {
    book: Book;
    uid?: number | undefined;
    product_id?: number | undefined;
    status?: string | undefined;
    page: number;
    pageSize: number;
  }): Promise<Page<ReturnType<typeof adminOrder>>> {
    const [products, calendar] = await Promise.all([
      repo.products(this.d.db),
      this.d.settings.get('earn.calendar'),
    ]);
    const names = new Map(products.map((p) => [p.id, textsIn(p, 'en').name]));
    const now = this.d.clock.nowMs();
    return repo.staffPage(
      this.d.db,
      {
        book: f.book,
        uid: f.uid,
        productId: f.product_id,
        status: f.status,
        page: f.page,
        pageSize: f.pageSize,
      },
      (r) => adminOrder(r, names.get(r.productId) ?? `#${r.productId}`, now, calendar),
    );
  }

  async reserve(): Promise<EarnReserveView> {
    const now = new Date(this.d.clock.nowMs());
    const [reserve, owed, counts, fundings] = await Promise.all([
      this.d.earn.reserve(),
      repo.owedByDay(this.d.db, 'real', now, 365),
      repo.redemptionCounts(this.d.db, 'real'),
      repo.recentFundings(this.d.db, 50),
    ]);
    return {
      reserve: reserveView(reserve.balance, reserve.committed),
      owed_by_day: owed.map((r) => ({ day: r.day, amount: usdt(BigInt(r.amount)) })),
      redemptions_pending: counts.pending,
      redemptions_paused: counts.paused,
      fundings: fundings.map((f) => ({
        id: f.id,
        amount: usdt(f.amount),
        reason: f.reason,
        status: f.status,
        requested_by: f.requestedBy,
        decided_by: f.decidedBy,
        created_at: seconds(f.createdAt),
      })),
    };
  }

  /**
   * Asks to pay into (positive) or take out of (negative) the reserve; nothing moves until
   * another member of finance approves. A withdrawal larger than what is uncommitted now is
   * refused at once, and checked again under the commitment's lock when approved.
   */
  async requestFunding(
    tx: DbOrTx,
    reviews: ReviewQueues,
    staffId: number,
    input: { amount: string; reason: string },
  ): Promise<{ id: number }> {
    const parsed = { units: amountField(input.amount, USDT_SCALE, 'amount', { allowNegative: true }) };
    if (parsed.units === 0n) throw fieldRefusal({ amount: { key: 'tooSmall', params: { min: usdt(1n) } } });
    if (parsed.units < 0n) await this.checkWithdrawable(tx, -parsed.units);
    const id = await repo.insertFunding(tx, {
      asset: EARN_ASSET,
      amount: parsed.units,
      reason: input.reason,
      requestedBy: staffId,
      createdAt: new Date(this.d.clock.nowMs()),
    });
    await reviews.submit(tx, {
      queue: EARN_FUNDING_QUEUE,
      subjectId: String(id),
      userId: null,
      summary: {
        asset: EARN_ASSET,
        amount: usdt(parsed.units),
        reason: input.reason,
        requested_by: staffId,
      } satisfies EarnFundingReviewSummaryInput,
    });
    return { id };
  }

  private async checkWithdrawable(tx: DbOrTx, amount: bigint): Promise<void> {
    const { balance, committed } = await this.d.earn.reserve(tx);
    const free = balance - committed;
    if (amount > free)
      throw new Refusal(
        'EARN_FUNDING_TOO_LARGE',
        { max: bound(usdt(free < 0n ? 0n : free)) },
        {
          max: usdt(free < 0n ? 0n : free),
        },
      );
  }

  /** The funding queue: finance decides, and never the staff member who asked. */
  registerQueue(reviews: ReviewQueues): void {
    reviews.register({
      name: EARN_FUNDING_QUEUE,
      title: 'Earn reserve funding (four-eyes)',
      roles: ['finance'],
    });
    reviews.onDecided(EARN_FUNDING_QUEUE, {
      approved: async (tx, decision) => {
        const funding = await this.pending(tx, Number(decision.subjectId));
        if (funding.requestedBy === decision.staffId) throw new Refusal('EARN_FUNDING_SELF_APPROVAL');
        if (funding.amount < 0n) {
          // Under the commitment's lock: no order can be promised from the same money meanwhile.
          await repo.commit(tx, 'real', funding.asset, 0n);
          await this.checkWithdrawable(tx, -funding.amount);
        }
        const reserve = { system: 'earn_reserve' } as const;
        const world = { system: 'world' } as const;
        const [posted] = await this.d.ledger.apply(tx, [
          {
            type: 'transfer',
            key: `earn-funding:${funding.id}`,
            kind: 'earn-funding',
            ref: { kind: 'earn-funding', id: String(funding.id) },
            book: 'real',
            asset: funding.asset,
            amount: funding.amount < 0n ? -funding.amount : funding.amount,
            from: funding.amount < 0n ? reserve : world,
            to: funding.amount < 0n ? world : reserve,
          },
        ]);
        await repo.decideFunding(tx, funding.id, {
          status: 'approved',
          decidedBy: decision.staffId,
          decidedAt: new Date(this.d.clock.nowMs()),
          postingId: present(present(posted, 'applied funding').postingId, 'funding posting'),
        });
      },
      rejected: async (tx, decision) => {
        const funding = await this.pending(tx, Number(decision.subjectId));
        await repo.decideFunding(tx, funding.id, {
          status: 'rejected',
          decidedBy: decision.staffId,
          decidedAt: new Date(this.d.clock.nowMs()),
        });
      },
    });
  }

  private async pending(tx: DbOrTx, id: number) {
    const funding = await repo.lockFunding(tx, id);
    if (funding?.status !== 'pending') throw new Refusal('REVIEW_ALREADY_DECIDED');
    return funding;
  }
}

function adminOrder(
  row: repo.OrderRow,
  name: string,
  nowMs: number,
  calendar: Parameters<typeof orderView>[3],
) {
  const { redeem_now: _, ...view } = orderView(row, name, nowMs, calendar);
  return { ...view, user_id: row.userId, book: row.book };
}
