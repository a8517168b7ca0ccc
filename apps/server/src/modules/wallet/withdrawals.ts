import {
  ASSET_SCALES,
  type Page,
  WITHDRAWAL_QUEUE,
  type WithdrawalReviewSummaryInput,
  type WithdrawRecord,
  type WithdrawRulesView,
} from '@platform/contract';
import { applyPpm, formatUnits, parseUnits } from '@platform/money';
import type { SessionUser } from '../../platform/auth.ts';
import { seconds, secondsOrNull } from '../../platform/clock.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { assetAmount, bound, Refusal } from '../../platform/refusal.ts';
import type { SettingValue } from '../../platform/settings.ts';
import { amountOf, show } from '../assets/index.ts';
import { TURNOVER_COUNTED } from '../ledger/index.ts';
import type { WalletDeps } from './deps.ts';
import type { DestinationChoice, DestinationService } from './destinations.ts';
import { dayStart, windowOpen, withdrawalFee } from './model.ts';
import {
  insertWithdrawal,
  lastWithdrawalAt,
  lockUserWallet,
  updateWithdrawal,
  type WithdrawalRow,
  withdrawalCountSince,
  withdrawalForUpdate,
  withdrawalPage,
} from './repo.ts';

type Rules = SettingValue<'withdraw.rules'>;

function withdrawalOf(r: WithdrawalRow): WithdrawRecord {
  return {
    id: r.id,
    method: r.method as WithdrawRecord['method'],
    asset: r.asset,
    chain: r.chain,
    destination: r.destination,
    amount: show(r.amount, r.asset),
    fee: show(r.fee, r.asset),
    arrival: show(r.amount - r.fee, r.asset),
    status: r.status as WithdrawRecord['status'],
    reason: r.reason,
    security_review: r.securityReview,
    created_at: seconds(r.createdAt),
    decided_at: secondsOrNull(r.decidedAt),
  };
}

/**
 * Withdrawals (spec sections 5 and 9): every rule is checked before the amount is frozen and
 * queued for finance, who pay it out less the fee or release it.
 */
export class WithdrawalService {
  constructor(
    private readonly d: Pick<
      WalletDeps,
      'db' | 'clock' | 'ledger' | 'assets' | 'kyc' | 'accounts' | 'inbox' | 'reviews' | 'settings'
    > & { destinations: DestinationService },
  ) {}

  private now() {
    return new Date(this.d.clock.nowMs());
  }

  private usedToday(userId: number, rules: Rules, db: DbOrTx): Promise<number> {
    return withdrawalCountSince(db, userId, dayStart(this.d.clock.nowMs(), rules.timeZone));
  }

  /** Deposits since the last withdrawal times the turnover share, and what was used since. */
  private async turnover(userId: number, rules: Rules, db: DbOrTx) {
    const since = await lastWithdrawalAt(db, userId);
    const t = await this.d.assets.turnoverSince(userId, since, db);
    // The requirement rounds up: a fraction of a unit still has to be traded.
    return { required: applyPpm(t.deposits, rules.turnoverPpm, 'up'), done: t.used };
  }

  private securityReviewUntil(changedAt: Date | null, rules: Rules): number | null {
    if (!changedAt || rules.reviewHoursAfterSecurityChange === 0) return null;
    const until = changedAt.getTime() + rules.reviewHoursAfterSecurityChange * 3_600_000;
    return until > this.d.clock.nowMs() ? Math.floor(until / 1000) : null;
  }

  /** Every withdrawal rule with the user's standing against it, shown before they confirm. */
  async rules(user: SessionUser): Promise<WithdrawRulesView> {
    const rules = await this.d.settings.get('withdraw.rules');
    const [security, used, turnover, balances] = await Promise.all([
      this.d.accounts.moneySecurity(user.userId),
      this.usedToday(user.userId, rules, this.d.db),
      this.turnover(user.userId, rules, this.d.db),
      this.d.ledger.balances(user.userId, 'real'),
    ]);
    const spot = balances.find((b) => b.wallet === 'spot' && b.asset === rules.asset);
    // The ledger opens an account on its first posting: a user without one holds nothing yet.
    const available = spot === undefined ? 0n : spot.available;
    return {
      asset: rules.asset,
      chains: rules.bank ? [...rules.chains, 'BANK'] : [...rules.chains],
      fee_ppm: rules.feePpm,
      min: rules.min,
      max: rules.max,
      daily_count: rules.dailyCount,
      window: { start: rules.windowStart, end: rules.windowEnd, time_zone: rules.timeZone },
      turnover_ppm: rules.turnoverPpm,
      turnover_uses: [...TURNOVER_COUNTED],
      review_hours_after_security_change: rules.reviewHoursAfterSecurityChange,
      status: {
        available: show(available, rules.asset),
        used_today: used,
        window_open: windowOpen(this.d.clock.nowMs(), {
          start: rules.windowStart,
          end: rules.windowEnd,
          timeZone: rules.timeZone,
        }),
        turnover_required: formatUnits(turnover.required, 6),
        turnover_done: formatUnits(turnover.done, 6),
        security_set: security.tradePasswordSet || security.googleBound,
        trade_password_set: security.tradePasswordSet,
        google_bound: security.googleBound,
        security_review_until: this.securityReviewUntil(security.securityChangedAt, rules),
        frozen_reason: security.withdrawFrozenReason,
      },
    };
  }

  /**
   * Requests a withdrawal: every rule is checked, then the amount is frozen and the request
   * queued for finance, in one transaction. One user's requests are serialised so the daily
   * count and the turnover rule hold under concurrency; the ledger refuses an overdraft.
   */
  async withdraw(
    user: SessionUser,
    input: DestinationChoice & {
      amount: string;
      trade_password?: string | undefined;
      google_code?: string | undefined;
      rtoken: string;
    },
  ): Promise<WithdrawRecord> {
    const rules = await this.d.settings.get('withdraw.rules');
    const security = await this.d.accounts.moneySecurity(user.userId);
    if (security.withdrawFrozenReason !== null)
      throw new Refusal('WALLET_WITHDRAW_FROZEN', { reason: security.withdrawFrozenReason });
    // Before any secret is asked for: a customer who cannot withdraw yet is told what to verify.
    await this.d.kyc.requireVerification(user.userId, 'withdraw');
    if (!security.tradePasswordSet && !security.googleBound) throw new Refusal('WALLET_SECURITY_REQUIRED');
    const destination = await this.d.destinations.destinationOf(user, input, rules);
    const amount = amountOf(input.amount, rules.asset);
    const scale = ASSET_SCALES[rules.asset];
    if (amount < parseUnits(rules.min, scale))
      throw new Refusal('WALLET_BELOW_MINIMUM', { min: bound(rules.min), asset: rules.asset });
    if (amount > parseUnits(rules.max, scale))
      throw new Refusal('WALLET_ABOVE_MAXIMUM', { max: bound(rules.max), asset: rules.asset });
    const window = { start: rules.windowStart, end: rules.windowEnd, timeZone: rules.timeZone };
    if (!windowOpen(this.d.clock.nowMs(), window))
      throw new Refusal('WALLET_WITHDRAW_WINDOW', {
        start: rules.windowStart,
        end: rules.windowEnd,
        zone: rules.timeZone,
      });
    if (input.trade_password) await this.d.accounts.checkTradePassword(user.userId, input.trade_password);
    else if (input.google_code) await this.d.accounts.checkGoogleCode(user.userId, input.google_code);
    else throw new Refusal('WALLET_CONFIRMATION_REQUIRED');
    const fee = withdrawalFee(amount, rules.feePpm);
    if (fee >= amount)
      throw new Refusal('WALLET_BELOW_MINIMUM', { min: bound(rules.min), asset: rules.asset });
    return this.d.db.transaction(async (tx) => {
      await lockUserWallet(tx, user.userId);
      if ((await this.usedToday(user.userId, rules, tx)) >= rules.dailyCount)
        throw new Refusal('WALLET_WITHDRAW_DAILY_LIMIT', { count: rules.dailyCount });
      const turnover = await this.turnover(user.userId, rules, tx);
      if (turnover.done < turnover.required)
        throw new Refusal('WALLET_WITHDRAW_TURNOVER', {
          required: bound(formatUnits(turnover.required, 6)),
          done: assetAmount(formatUnits(turnover.done, 6), 'USDT'),
        });
      const securityReview = this.securityReviewUntil(security.securityChangedAt, rules) !== null;
      const row = await insertWithdrawal(tx, {
        userId: user.userId,
        method: input.method,
        asset: rules.asset,
        chain: destination.chain,
        destination: destination.shown,
        details: JSON.stringify(destination.details),
        amount,
        fee,
        securityReview,
        requestKey: `withdraw:${user.userId}:${input.rtoken}`,
        createdAt: this.now(),
      });
      if (!row) throw new Refusal('REQUEST_REPLAYED');
      // The fee is taken when the withdrawal is paid, so the request freezes the whole amount.
      await this.d.ledger.apply(tx, [
        {
          type: 'freeze',
          key: `withdrawal:${row.id}:hold`,
          kind: 'withdrawal',
          ref: { kind: 'withdrawal', id: String(row.id) },
          book: 'real',
          asset: rules.asset,
          account: { user: user.userId, wallet: 'spot' },
          amount,
        },
      ]);
      await this.d.reviews.submit(tx, {
        queue: WITHDRAWAL_QUEUE,
        subjectId: String(row.id),
        userId: user.userId,
        summary: {
          method: input.method,
          asset: row.asset,
          chain: row.chain,
          destination: destination.details,
          amount: show(amount, row.asset),
          fee: show(fee, row.asset),
          arrival: show(amount - fee, row.asset),
          security_review: securityReview,
        } satisfies WithdrawalReviewSummaryInput,
      });
      return withdrawalOf(row);
    });
  }

  withdrawRecords(user: SessionUser, page: number, pageSize: number): Promise<Page<WithdrawRecord>> {
    return withdrawalPage(this.d.db, user.userId, { page, pageSize }, withdrawalOf);
  }

  /** Finance paid it: the arrival leaves the platform and the fee (none when zero) stays with the fees account. */
  async approve(tx: DbOrTx, withdrawalId: number): Promise<void> {
    const row = await this.pending(tx, withdrawalId);
    await this.d.ledger.apply(tx, [
      {
        type: 'settle',
        key: `withdrawal:${row.id}:paid`,
        kind: 'withdrawal-paid',
        ref: { kind: 'withdrawal', id: String(row.id) },
        book: 'real',
        asset: row.asset,
        account: { user: row.userId, wallet: 'spot' },
        amount: row.amount,
        to: [
          { account: { system: 'world' }, amount: row.amount - row.fee },
          { account: { system: 'fees' }, amount: row.fee },
        ],
      },
    ]);
    await updateWithdrawal(tx, row.id, { status: 'approved', decidedAt: this.now() });
    await this.d.inbox.send(tx, row.userId, 'withdrawalPaid', {
      amount: show(row.amount, row.asset),
      arrival: show(row.amount - row.fee, row.asset),
      asset: row.asset,
      destination: row.destination,
    });
  }

  /** Finance rejected it: the frozen amount is released to the customer, who is told why. */
  async reject(tx: DbOrTx, withdrawalId: number, reason: string): Promise<void> {
    const row = await this.pending(tx, withdrawalId);
    await this.d.ledger.apply(tx, [
      {
        type: 'release',
        key: `withdrawal:${row.id}:released`,
        kind: 'withdrawal-released',
        ref: { kind: 'withdrawal', id: String(row.id) },
        book: 'real',
        asset: row.asset,
        account: { user: row.userId, wallet: 'spot' },
        amount: row.amount,
      },
    ]);
    await updateWithdrawal(tx, row.id, { status: 'rejected', reason, decidedAt: this.now() });
    await this.d.inbox.send(tx, row.userId, 'withdrawalRejected', {
      amount: show(row.amount, row.asset),
      asset: row.asset,
      reason,
    });
  }

  private async pending(tx: DbOrTx, id: number): Promise<WithdrawalRow> {
    const row = await withdrawalForUpdate(tx, id);
    if (row?.status !== 'pending') throw new Refusal('REVIEW_ALREADY_DECIDED');
    return row;
  }
}
