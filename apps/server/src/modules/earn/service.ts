import {
  EARN_SUBSCRIPTION_QUEUE,
  type EarnOrder,
  type EarnProductInfo,
  type Lang,
  type Page,
} from '@platform/contract';
import {
  earnDailyYield,
  earnDaysElapsed,
  earnPenalty,
  nextWorkingDayStart,
  type WorkingCalendar,
} from '@platform/engine';
import type { SessionUser } from '../../platform/auth.ts';
import { type JobLog, PeriodicJob } from '../../platform/backoff.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { amountField, assetAmount, bound, fieldRefusal, Refusal } from '../../platform/refusal.ts';
import type { ReviewQueues } from '../../platform/review-queue.ts';
import type { SettingsService } from '../../platform/settings.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { KycService } from '../kyc/index.ts';
import type { Book, LedgerService } from '../ledger/index.ts';
import { accrue, type EarnLedger, principalBack } from './accrual.ts';
import {
  dueAt,
  EARN_ASSET,
  fundableByReserve,
  orderNo,
  orderView,
  productView,
  reserveView,
  ruleOf,
  textsIn,
  USDT_SCALE,
  usdt,
} from './model.ts';
import * as repo from './repo.ts';

/** Orders a run of the accrual job locks at a time. */
const ACCRUAL_BATCH = 2_000;
/** Redemptions paid in one pass at most. */
const REDEEM_BATCH = 200;
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;
const MS_PER_DAY = 86_400_000;

const bookOf = (user: SessionUser): Book => (user.kind === 'demo' ? 'demo' : 'real');

/** What a customer holds in another earning product, read in the caller's transaction. */
export type HoldingSource = (tx: DbOrTx, userId: number, book: Book) => Promise<bigint>;

/**
 * Managed escrow earning (spec sections 1-4 and 9; issue: fully reserved yield). A customer's
 * principal moves from spot into custody in their earn account in one posting; the whole yield
 * of the order is promised only if the operator's earn reserve already holds it beyond what it
 * has promised before (the commitment and the reserve's balance are compared under the
 * commitment row's lock); each day's yield is paid once (`earn-yield:<order>:<day>`) by the
 * accrual job, which catches up after downtime; the principal comes back at maturity; an early
 * redemption keeps the penalty stated before it was asked and pays the rest on the next working
 * day, unless a compliance freeze of the customer's withdrawals pauses it. Demo accounts use the
 * same products with play money (paid from the demo account, outside the reserve and capacity).
 */
export class EarnService {
  /** Other products whose holdings count toward the risk cap (ETF baskets). */
  private readonly holdingSources: HoldingSource[] = [];
  /** Pays every yield due, returns matured principal, pays due redemptions. */
  private readonly job: PeriodicJob;

  constructor(
    private readonly d: {
      db: Db;
      clock: Clock;
      ledger: LedgerService;
      kyc: KycService;
      accounts: AccountsService;
      settings: SettingsService;
      /** Where subscriptions to products that ask for a review wait for compliance. */
      reviews?: ReviewQueues;
      log?: JobLog;
    },
  ) {
    this.job = new PeriodicJob(
      'earn accrual',
      async () => {
        await this.accrueDue();
        await this.payRedemptions();
      },
      d.log,
      { minMs: RETRY_MIN_MS, maxMs: RETRY_MAX_MS },
    );
  }

  /** Adds a product whose holdings count toward the customer's risk cap with escrow orders. */
  countHoldings(source: HoldingSource): void {
    this.holdingSources.push(source);
  }

  /**
   * What a customer holds in every earning product of one book (escrow principal plus each
   * registered product's), with their holding row locked until the caller's transaction ends:
   * any order that checks the risk cap takes this lock first.
   */
  async lockedHoldings(tx: DbOrTx, userId: number, book: Book): Promise<bigint> {
    let held = await repo.lockHolding(tx, userId, book);
    for (const source of this.holdingSources) held += await source(tx, userId, book);
    return held;
  }

  /**
   * The risk level and the cap on a real customer's holdings in earning products, in USDT units
   * (null: not capped); refused when the questionnaire was never answered, which the app opens.
   */
  async riskCap(userId: number): Promise<{ level: string; cap: bigint | null }> {
    const profile = await this.d.kyc.riskProfile(userId);
    if (profile.level === 'none') throw new Refusal('EARN_RISK_NOT_ASSESSED');
    const whole = profile.max_investment_usdt;
    return { level: profile.level, cap: whole === null ? null : BigInt(whole) * 10n ** BigInt(USDT_SCALE) };
  }

  /** A real account confirms an earning order with its trade password (checked and attempt-limited by accounts). */
  async checkTradePassword(userId: number, password: string | undefined): Promise<void> {
    if (!password) throw fieldRefusal({ trade_password: 'required' });
    await this.d.accounts.checkTradePassword(userId, password);
  }

  /**
   * What a customer's escrow orders are worth to them in one book, without a lock (for display in
   * total assets): the principal in their earn account, less the penalty already fixed on orders
   * being redeemed, since only the rest will be paid back.
   */
  async principalHeld(userId: number, book: Book): Promise<bigint> {
    const [rows, penalties] = await Promise.all([
      this.d.ledger.balances(userId, book),
      repo.redemptionPenalties(this.d.db, userId, book),
    ]);
    const principal = rows
      .filter((r) => r.wallet === 'earn' && r.asset === EARN_ASSET)
      .reduce((sum, r) => sum + r.available + r.frozen, 0n);
    return principal - penalties;
  }

  async holdings(db: DbOrTx, userId: number, book: Book): Promise<bigint> {
    let held = await repo.invested(db, userId, book);
    for (const source of this.holdingSources) held += await source(db, userId, book);
    return held;
  }

  // Jobs.

  /** Accrues, matures and pays redemptions every `periodMs` (0: only when asked). */
  start(periodMs: number): void {
    this.job.start(periodMs);
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** Pays every yield due, returns matured principal, pays due redemptions; calls share one run. */
  runOnce(): Promise<void> {
    return this.job.runOnce();
  }

  /** Orders with a day due, a batch per transaction, until none is left; the number of orders accrued. */
  async accrueDue(batch = ACCRUAL_BATCH): Promise<number> {
    const now = new Date(this.d.clock.nowMs());
    let total = 0;
    for (;;) {
      const { locked, done } = await this.d.db.transaction(async (tx) => {
        const rows = await repo.lockDue(tx, now, batch);
        return { locked: rows.length, done: await accrue(tx, this.ledger(), rows, now) };
      });
      total += done;
      if (locked < batch && done === locked) break;
      if (done === 0) break;
    }
    return total;
  }

  private ledger(): EarnLedger {
    return this.d.ledger;
  }

  /** Pays the redemptions due, or pauses those of customers whose withdrawals are frozen. */
  private async payRedemptions(): Promise<void> {
    const now = new Date(this.d.clock.nowMs());
    for (;;) {
      const due = await repo.redemptionsDue(this.d.db, now, REDEEM_BATCH);
      for (const id of due) await this.payRedemption(id, now);
      if (due.length < REDEEM_BATCH) break;
    }
  }

  private async payRedemption(id: number, now: Date): Promise<void> {
    await this.d.db.transaction(async (tx) => {
      const row = await repo.lockOrder(tx, id);
      if (row?.status !== 'redeeming' || !row.redeemDueAt || row.redeemDueAt > now) return;
      // Read under the order's lock with the customer's row locked: a freeze recorded while this
      // payment waited is seen, and one recorded from now on waits for the payment to commit.
      const frozen = await this.d.accounts.withdrawFreezeLocked(tx, row.userId);
      if (frozen !== null) {
        await repo.updateOrder(tx, row.id, { status: 'reapply', pausedReason: frozen });
        return;
      }
      const book = row.book as Book;
      const penalty = row.penalty ?? 0n;
      if (book === 'real') await repo.releaseCapacity(tx, new Map([[row.productId, row.amount]]));
      await repo.releaseHoldings(tx, book, new Map([[row.userId, row.amount]]));
      await this.d.ledger.apply(tx, [principalBack(row, 'earn-redeem', penalty)]);
      await repo.updateOrder(tx, row.id, { status: 'redeemed', endedAt: now, pausedReason: null });
    });
  }

  // Reading.

  private calendar(): Promise<WorkingCalendar> {
    return this.d.settings.get('earn.calendar');
  }

  /** The real book's reserve: its balance and what it has promised. */
  async reserve(db: DbOrTx = this.d.db): Promise<{ balance: bigint; committed: bigint }> {
    const account = await this.d.ledger.systemAccount(db, 'earn_reserve', EARN_ASSET, 'real');
    const [{ balances }, committed] = await Promise.all([
      this.d.ledger.available(db, [account]),
      repo.committed(db, 'real', EARN_ASSET),
    ]);
    return { balance: balances.get(account) ?? 0n, committed };
  }

  async list(tier: string | undefined, lang: Lang) {
    const [rows, reserve] = await Promise.all([repo.products(this.d.db, tier), this.reserve()]);
    const uncommitted = reserve.balance - reserve.committed;
    return {
      products: rows.map((r) => productView(r, lang, uncommitted)),
      reserve: reserveView(reserve.balance, reserve.committed),
    };
  }

  async info(id: number, lang: Lang, user: SessionUser | null): Promise<EarnProductInfo> {
    const row = await repo.product(this.d.db, id);
    if (!row) throw new Refusal('EARN_PRODUCT_NOT_FOUND');
    const [reserve, calendar] = await Promise.all([this.reserve(), this.calendar()]);
    const base = {
      product: productView(row, lang, reserve.balance - reserve.committed),
      reserve: reserveView(reserve.balance, reserve.committed),
      calendar: { weekend: [...calendar.weekend], holidays: [...calendar.holidays] },
    };
    if (!user)
      return { ...base, risk_level: null, risk_cap: null, invested: '0', available: '0', logged_in: false };
    const limits = await this.limitsOf(user);
    return {
      ...base,
      risk_level: limits.demo ? null : limits.level,
      risk_cap: limits.cap,
      invested: limits.invested,
      available: limits.available,
      logged_in: true,
    };
  }

  /**
   * What an earning product's page shows a customer before they commit money: their risk level and
   * cap (no cap on a demo account), what they hold in earning products, and their spot USDT.
   */
  async limitsOf(user: SessionUser) {
    const book = bookOf(user);
    const [profile, invested, spot] = await Promise.all([
      this.d.kyc.riskProfile(user.userId),
      this.holdings(this.d.db, user.userId, book),
      this.d.ledger.userAccount(this.d.db, user.userId, EARN_ASSET, 'spot', book),
    ]);
    const { balances } = await this.d.ledger.available(this.d.db, [spot]);
    const demo = book === 'demo';
    return {
      demo,
      level: profile.level,
      cap: demo || profile.max_investment_usdt === null ? null : profile.max_investment_usdt,
      invested: usdt(invested),
      available: usdt(balances.get(spot) ?? 0n),
    };
  }

  async totals(user: SessionUser) {
    const book = bookOf(user);
    const t = await repo.totals(this.d.db, user.userId, book);
    const since = new Date(this.d.clock.nowMs() - MS_PER_DAY);
    const lastDay = await this.d.ledger.receivedSince(this.d.db, user.userId, book, 'earn-yield', since);
    return {
      asset: EARN_ASSET,
      invested: usdt(t.invested),
      yield_paid: usdt(t.yieldPaid),
      yield_last_day: usdt(lastDay),
      open_orders: t.open,
    };
  }

  async orders(
    user: SessionUser,
    f: { which: 'open' | 'ended'; tier?: string | undefined; page: number; pageSize: number },
    lang: Lang,
  ): Promise<Page<EarnOrder>> {
    const [calendar, products] = await Promise.all([this.calendar(), repo.products(this.d.db)]);
    const names = new Map(products.map((p) => [p.id, textsIn(p, lang).name]));
    const now = this.d.clock.nowMs();
    return repo.ownPage(this.d.db, { userId: user.userId, book: bookOf(user) }, f, (r) =>
      orderView(r, names.get(r.productId) ?? `#${r.productId}`, now, calendar),
    );
  }

  // Commands.

  /**
   * Places an order. Checked before anything moves, each with its own refusal: the product is
   * open, the amount within its range, the verification it requires, the questionnaire answered,
   * the trade password; then, atomically in one transaction: the request is new, the product
   * has capacity, the customer's holdings stay within their risk cap, and the reserve covers the
   * whole yield beyond what it has already promised; the principal moves in one posting.
   */
  async subscribe(
    user: SessionUser,
    input: { id: number; amount: string; trade_password?: string | undefined; rtoken: string },
    lang: Lang,
  ): Promise<EarnOrder> {
    const book = bookOf(user);
    const product = await repo.product(this.d.db, input.id);
    if (!product) throw new Refusal('EARN_PRODUCT_NOT_FOUND');
    if (product.status !== 'open') throw new Refusal('EARN_PRODUCT_CLOSED');
    const amount = amountField(input.amount, USDT_SCALE, 'amount');
    if (amount < product.minAmount || amount > product.maxAmount)
      throw new Refusal('EARN_AMOUNT_OUT_OF_RANGE', {
        min: bound(usdt(product.minAmount)),
        max: bound(usdt(product.maxAmount)),
      });
    let capUnits: bigint | null = null;
    if (book === 'real') {
      if (product.minKyc !== 'none' && !(await this.d.kyc.hasApproved(user.userId, product.minKyc as never)))
        throw new Refusal('EARN_VERIFICATION_REQUIRED', {}, { level: product.minKyc });
      capUnits = (await this.riskCap(user.userId)).cap;
      await this.checkTradePassword(user.userId, input.trade_password);
    }
    const now = this.d.clock.nowMs();
    const dailyYield = earnDailyYield(amount, product.dailyRatePpm);
    const totalYield = dailyYield * BigInt(product.termDays);
    const row = await this.d.db.transaction(async (tx) => {
      const created = await repo.insertOrder(tx, {
        userId: user.userId,
        book,
        productId: product.id,
        tier: product.tier,
        asset: product.asset,
        amount,
        termDays: product.termDays,
        dailyRatePpm: product.dailyRatePpm,
        dailyYield,
        penaltyMode: product.penaltyMode,
        penaltyPpm: product.penaltyPpm,
        status: 'custody',
        startedAt: new Date(now),
        maturesAt: dueAt(now, product.termDays),
        nextDueAt: dueAt(now, 1),
        requestKey: `${user.userId}:${input.rtoken}`,
      });
      if (!created) throw new Refusal('REQUEST_REPLAYED');
      if (book === 'real' && !(await repo.claimCapacity(tx, product.id, amount))) {
        const fresh = await repo.product(tx, product.id);
        if (fresh?.status !== 'open') throw new Refusal('EARN_PRODUCT_CLOSED');
        const left = fresh.capacity > fresh.inCustody ? fresh.capacity - fresh.inCustody : 0n;
        throw new Refusal('EARN_SOLD_OUT', { remaining: bound(usdt(left)) }, { remaining: usdt(left) });
      }
      const held = await this.lockedHoldings(tx, user.userId, book);
      if (capUnits !== null && held + amount > capUnits)
        throw new Refusal('EARN_RISK_CAP_EXCEEDED', {
          cap: bound(usdt(capUnits)),
          invested: assetAmount(usdt(held), EARN_ASSET),
        });
      await repo.addHolding(tx, user.userId, book, amount);
      if (book === 'real') {
        const promised = await repo.commit(tx, 'real', product.asset, totalYield);
        const { balance } = await this.reserve(tx);
        if (promised > balance) {
          const before = balance - (promised - totalYield);
          const max = fundableByReserve(before, product.dailyRatePpm, product.termDays);
          throw new Refusal('EARN_RESERVE_SHORT', { max: bound(usdt(max)) }, { max: usdt(max) });
        }
      }
      await this.d.ledger.apply(tx, [
        {
          type: 'transfer',
          key: `earn-subscribe:${created.id}`,
          kind: 'earn-subscribe',
          ref: { kind: 'earn', id: String(created.id) },
          book,
          asset: product.asset,
          amount,
          from: { user: user.userId, wallet: 'spot' },
          to: { user: user.userId, wallet: 'earn' },
          into: 'frozen',
        },
      ]);
      if (product.review && book === 'real') {
        if (!this.d.reviews) throw new Error('earn: a reviewed product needs the review queues');
        await this.d.reviews.submit(tx, {
          queue: EARN_SUBSCRIPTION_QUEUE,
          subjectId: String(created.id),
          userId: user.userId,
          summary: {
            order: orderNo(created.id),
            product: textsIn(product, 'en').name,
            amount: usdt(amount),
            term_days: product.termDays,
            daily_rate_ppm: product.dailyRatePpm,
          },
        });
      }
      return created;
    });
    return orderView(row, textsIn(product, lang).name, now, await this.calendar());
  }

  /**
   * Redeems an order early, or asks again for a redemption a freeze paused. The order first
   * receives any yield already due; the penalty is the one the customer was shown (a different
   * one refuses with the new figure); the yield it will no longer earn is released from the
   * reserve's commitment; the payment falls on the next working day.
   */
  async redeem(
    user: SessionUser,
    input: { id: number; penalty: string; trade_password?: string | undefined },
    lang: Lang,
  ): Promise<EarnOrder> {
    const book = bookOf(user);
    const owner = { userId: user.userId, book };
    const peek = await repo.ownOrder(this.d.db, owner, input.id);
    if (!peek) throw new Refusal('EARN_ORDER_NOT_FOUND');
    if (peek.status !== 'custody' && peek.status !== 'reapply') throw new Refusal('EARN_NOT_REDEEMABLE');
    const frozen = (await this.d.accounts.moneySecurity(user.userId)).withdrawFrozenReason;
    if (frozen !== null) throw new Refusal('EARN_REDEEM_FROZEN', { reason: frozen }, { reason: frozen });
    if (book === 'real') await this.checkTradePassword(user.userId, input.trade_password);
    const shown = { units: amountField(input.penalty, USDT_SCALE, 'penalty') };
    const calendar = await this.calendar();
    const now = new Date(this.d.clock.nowMs());
    const row = await this.d.db.transaction(async (tx) => {
      const locked = await repo.lockOwnOrder(tx, owner, input.id);
      if (!locked || (locked.status !== 'custody' && locked.status !== 'reapply'))
        throw new Refusal('EARN_NOT_REDEEMABLE');
      const dueAtRedemption = new Date(nextWorkingDayStart(now.getTime(), calendar));
      if (locked.status === 'reapply') {
        const penalty = locked.penalty ?? 0n;
        if (penalty !== shown.units) throw penaltyChanged(penalty);
        return repo.updateOrder(tx, locked.id, {
          status: 'redeeming',
          redeemDueAt: dueAtRedemption,
          pausedReason: null,
        });
      }
      await accrue(tx, this.ledger(), [locked], now);
      const current = await repo.lockOrder(tx, locked.id);
      if (current?.status !== 'custody') throw new Refusal('EARN_NOT_REDEEMABLE');
      const daysRemaining = current.termDays - current.daysPaid;
      const penalty = earnPenalty(ruleOf(current), current.amount, daysRemaining);
      if (penalty !== shown.units) throw penaltyChanged(penalty);
      if (book === 'real')
        await repo.commit(tx, 'real', current.asset, -(current.dailyYield * BigInt(daysRemaining)));
      return repo.updateOrder(tx, current.id, {
        status: 'redeeming',
        redeemRequestedAt: now,
        redeemDueAt: dueAtRedemption,
        penalty,
        nextDueAt: null,
      });
    });
    const product = await repo.product(this.d.db, row.productId);
    return orderView(
      row,
      product ? textsIn(product, lang).name : `#${row.productId}`,
      now.getTime(),
      calendar,
    );
  }

  /**
   * The review of subscriptions to products that ask for one: compliance approves (nothing
   * changes: the order goes on) or refuses with a reason, which ends the order in the deciding
   * transaction: the days already due are paid, the whole principal returns to spot (no penalty),
   * and the yield it will no longer earn is released from the reserve's commitment.
   */
  registerQueue(reviews: ReviewQueues): void {
    reviews.register({
      name: EARN_SUBSCRIPTION_QUEUE,
      title: 'Escrow subscriptions to review',
      roles: ['compliance'],
    });
    reviews.onDecided(EARN_SUBSCRIPTION_QUEUE, {
      approved: async (tx, decision) => {
        if (!(await repo.lockOrder(tx, Number(decision.subjectId))))
          throw new Refusal('EARN_ORDER_NOT_FOUND');
      },
      rejected: async (tx, decision) => {
        const now = new Date(this.d.clock.nowMs());
        const row = await repo.lockOrder(tx, Number(decision.subjectId));
        if (!row) throw new Refusal('EARN_ORDER_NOT_FOUND');
        // Redeemed, redeeming or matured meanwhile: the customer's own choice stands.
        if (row.status !== 'custody' || maturedBy(row, now)) throw new Refusal('EARN_NOT_REDEEMABLE');
        const book = row.book as Book;
        // The lock order of the module (index.ts): order, product, holding, commitment, ledger.
        await this.lockAfterOrder(tx, row);
        const refund = principalBack(row, 'earn-refund');
        // The days due are paid first, in the same call to the ledger as the refund.
        const paidDays = Math.max(
          row.daysPaid,
          earnDaysElapsed(row.startedAt.getTime(), now.getTime(), row.termDays),
        );
        await accrue(tx, this.ledger(), [row], now, [refund]);
        if (book === 'real') {
          await repo.commit(tx, book, row.asset, -(row.dailyYield * BigInt(row.termDays - paidDays)));
          await repo.releaseCapacity(tx, new Map([[row.productId, row.amount]]));
        }
        await repo.releaseHoldings(tx, book, new Map([[row.userId, row.amount]]));
        await repo.updateOrder(tx, row.id, {
          status: 'rejected',
          rejectReason: decision.reason,
          nextDueAt: null,
          endedAt: now,
        });
      },
    });
  }

  /**
   * Takes, after an order's own row, every lock its end may need in the module's one order
   * (index.ts): its product, the customer's holding, the reserve's commitment (real book); the
   * ledger's accounts come last, in the ledger's call. A subscription takes the same locks in the
   * same order, so the two never wait for each other in a cycle.
   */
  private async lockAfterOrder(tx: DbOrTx, row: repo.OrderRow): Promise<void> {
    const book = row.book as Book;
    if (book === 'real') await repo.lockProduct(tx, row.productId);
    await repo.lockHolding(tx, row.userId, book);
    if (book === 'real') await repo.lockCommitment(tx, book, row.asset);
  }

  /** The earn module's invariants, for the auditor run after every integration test. */
  audit(db: DbOrTx = this.d.db): Promise<string[]> {
    return repo.invariants(db);
  }
}

/** Whether an order in custody has reached its term at `now` (accrual would return its principal). */
function maturedBy(row: repo.OrderRow, now: Date): boolean {
  return earnDaysElapsed(row.startedAt.getTime(), now.getTime(), row.termDays) === row.termDays;
}

function penaltyChanged(penalty: bigint): Refusal {
  // Exact, not rounded: it is the figure the customer confirms.
  return new Refusal('EARN_PENALTY_CHANGED', { penalty: bound(usdt(penalty)) }, { penalty: usdt(penalty) });
}
