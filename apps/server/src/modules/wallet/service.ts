import { randomBytes } from 'node:crypto';
import {
  ADDRESSES_MAX,
  ASSET_SCALES,
  type Asset,
  BANK_CARDS_MAX,
  type BankCard,
  type Chain,
  DEPOSIT_QUEUE,
  type DepositChannel,
  type DepositRecord,
  type Page,
  WITHDRAWAL_QUEUE,
  type WithdrawAddress,
  type WithdrawRecord,
  type WithdrawRulesView,
} from '@platform/contract';
import { applyPpm, formatUnits, parseUnits } from '@platform/money';
import { and, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { present } from '../../platform/assert.ts';
import type { SessionUser } from '../../platform/auth.ts';
import { type Clock, seconds, secondsOrNull } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { pagedRows } from '../../platform/paged.ts';
import { assetAmount, bound, fieldRefusal, Refusal, refuse } from '../../platform/refusal.ts';
import type { ReviewQueues } from '../../platform/review-queue.ts';
import type { SettingsService, SettingValue } from '../../platform/settings.ts';
import type { ImageStore } from '../../platform/uploads.ts';
import type { AccountsService, Inbox } from '../accounts/index.ts';
import type { KycService } from '../kyc/index.ts';
import {
  type AssetsService,
  amountOf,
  type LedgerService,
  recordTurnover,
  show,
  TURNOVER_COUNTED,
} from '../ledger/index.ts';
import {
  CHAIN_ASSETS,
  dayStart,
  isAddressOf,
  isTxHashOf,
  maskAccount,
  windowOpen,
  withdrawalFee,
} from './model.ts';
import {
  walletAddresses,
  walletBankCards,
  walletDeposits,
  walletVouchers,
  walletWithdrawals,
} from './schema.ts';

/** Advisory lock class serialising one user's withdrawal requests (daily count, turnover). */
const WITHDRAW_LOCK = 7_001;

type DepositRow = typeof walletDeposits.$inferSelect;
type WithdrawalRow = typeof walletWithdrawals.$inferSelect;
type CardRow = typeof walletBankCards.$inferSelect;
type Rules = SettingValue<'withdraw.rules'>;
type OwnedTable = typeof walletAddresses | typeof walletBankCards;
/** A user's addresses or cards still in use (deleted ones stay for the withdrawals that name them). */
const liveOf = (table: OwnedTable, userId: number) => and(eq(table.userId, userId), eq(table.deleted, false));

function depositOf(r: DepositRow): DepositRecord {
  return {
    id: r.id,
    asset: r.asset,
    chain: r.chain,
    amount: show(r.amount, r.asset),
    tx_hash: r.txHash,
    has_voucher: r.voucherId !== null,
    status: r.status as DepositRecord['status'],
    reason: r.reason,
    created_at: seconds(r.createdAt),
    decided_at: secondsOrNull(r.decidedAt),
  };
}

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

function cardOf(r: CardRow): BankCard {
  return {
    id: r.id,
    bank_name: r.bankName,
    account_number: r.accountNumber,
    swift_code: r.swiftCode,
    routing_number: r.routingNumber,
    bank_address: r.bankAddress,
    payee_name: r.payeeName,
    phone: r.phone,
    address: r.address,
    created_at: seconds(r.createdAt),
  };
}

export interface BankCardValues {
  bank_name: string;
  account_number: string;
  swift_code?: string | undefined;
  routing_number?: string | undefined;
  bank_address?: string | undefined;
  payee_name: string;
  phone?: string | undefined;
  address?: string | undefined;
}

/**
 * Deposits, withdrawal addresses, bank cards and withdrawals (spec sections 2, 3, 5, 9). Money
 * moves only through ledger postings in the same transaction as the record that explains it;
 * finance staff decide deposits and withdrawals in review queues.
 */
export class WalletService {
  constructor(
    private readonly d: {
      db: Db;
      clock: Clock;
      ledger: LedgerService;
      assets: AssetsService;
      /** Refuses a deposit or withdrawal below the verification level the operator requires. */
      kyc: Pick<KycService, 'requireVerification'>;
      accounts: AccountsService;
      inbox: Inbox;
      reviews: ReviewQueues;
      settings: SettingsService;
      images: ImageStore;
    },
  ) {}

  private now() {
    return new Date(this.d.clock.nowMs());
  }

  // ---- Deposits ----

  async channels(): Promise<DepositChannel[]> {
    return this.d.settings.get('deposit.channels');
  }

  async uploadVoucher(user: SessionUser, file: unknown): Promise<{ voucher_id: string }> {
    const fileName = await this.d.images.save('vouchers', file);
    const id = randomBytes(16).toString('hex');
    await this.d.db
      .insert(walletVouchers)
      .values({ id, userId: user.userId, fileName, createdAt: this.now() });
    return { voucher_id: id };
  }

  /** The voucher image of a deposit, for its owner, or for staff when `userId` is null. */
  async depositVoucher(depositId: number, userId: number | null) {
    const where =
      userId === null
        ? eq(walletDeposits.id, depositId)
        : and(eq(walletDeposits.id, depositId), eq(walletDeposits.userId, userId));
    const rows = await this.d.db
      .select({ fileName: walletVouchers.fileName })
      .from(walletDeposits)
      .innerJoin(walletVouchers, eq(walletVouchers.id, walletDeposits.voucherId))
      .where(where);
    const row = rows[0];
    return row ? this.d.images.read('vouchers', row.fileName) : undefined;
  }

  async submitDeposit(
    user: SessionUser,
    input: { channel: string; amount: string; tx_hash?: string | undefined; voucher_id?: string | undefined },
  ): Promise<DepositRecord> {
    await this.d.kyc.requireVerification(user.userId, 'deposit');
    const channel = (await this.channels()).find((c) => c.id === input.channel);
    if (!channel?.open) throw new Refusal('WALLET_CHANNEL_CLOSED');
    const amount = amountOf(input.amount, channel.asset);
    // Minimums are written with up to 8 decimals; every asset has at most 8, so compare at 8.
    const scale = ASSET_SCALES[channel.asset as Asset];
    if (amount * 10n ** BigInt(8 - scale) < parseUnits(channel.min, 8))
      throw new Refusal('WALLET_BELOW_MINIMUM', { min: bound(channel.min), asset: channel.asset });
    if (!input.tx_hash && !input.voucher_id) throw fieldRefusal({ tx_hash: 'required' });
    if (input.tx_hash && !isTxHashOf(channel.chain, input.tx_hash))
      throw fieldRefusal({ tx_hash: 'invalid' });
    if (input.voucher_id) {
      const own = await this.d.db
        .select({ id: walletVouchers.id })
        .from(walletVouchers)
        .where(and(eq(walletVouchers.id, input.voucher_id), eq(walletVouchers.userId, user.userId)));
      if (!own[0]) throw fieldRefusal({ voucher_id: 'invalid' });
    }
    return this.d.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(walletDeposits)
        .values({
          userId: user.userId,
          channel: channel.id,
          asset: channel.asset,
          chain: channel.chain,
          address: channel.address,
          amount,
          txHash: input.tx_hash?.toLowerCase() ?? null,
          voucherId: input.voucher_id ?? null,
          createdAt: this.now(),
        })
        .onConflictDoNothing()
        .returning();
      const row = inserted[0];
      if (!row) throw new Refusal('WALLET_TX_HASH_USED');
      await this.d.reviews.submit(tx, {
        queue: DEPOSIT_QUEUE,
        subjectId: String(row.id),
        userId: user.userId,
        summary: {
          asset: row.asset,
          chain: row.chain,
          amount: show(row.amount, row.asset),
          tx_hash: row.txHash,
          voucher: row.voucherId !== null,
          address: row.address,
        },
      });
      return depositOf(row);
    });
  }

  async depositRecords(user: SessionUser, page: number, pageSize: number): Promise<Page<DepositRecord>> {
    const where = eq(walletDeposits.userId, user.userId);
    return pagedRows(
      this.d.db,
      walletDeposits,
      { where, orderBy: [desc(walletDeposits.id)], page, pageSize },
      depositOf,
    );
  }

  // ---- Address book and bank cards ----

  async addresses(user: SessionUser): Promise<WithdrawAddress[]> {
    const rows = await this.d.db
      .select()
      .from(walletAddresses)
      .where(liveOf(walletAddresses, user.userId))
      .orderBy(desc(walletAddresses.id));
    return rows.map((r) => ({
      id: r.id,
      asset: r.asset,
      chain: r.chain as Chain,
      address: r.address,
      memo: r.memo,
      label: r.label,
      created_at: seconds(r.createdAt),
    }));
  }

  async addAddress(
    user: SessionUser,
    input: {
      asset: string;
      chain: Chain;
      address: string;
      memo?: string | undefined;
      label?: string | undefined;
    },
  ): Promise<null> {
    if (!CHAIN_ASSETS[input.chain].includes(input.asset)) throw fieldRefusal({ chain: 'unknownValue' });
    if (!isAddressOf(input.chain, input.address)) throw fieldRefusal({ address: 'walletAddress' });
    await this.d.db.transaction(async (tx) => {
      await this.belowLimit(tx, walletAddresses, user.userId, ADDRESSES_MAX, 'WALLET_ADDRESSES_TOO_MANY');
      await tx.insert(walletAddresses).values({
        userId: user.userId,
        asset: input.asset,
        chain: input.chain,
        address: input.address,
        memo: input.memo ?? null,
        label: input.label ?? null,
        createdAt: this.now(),
      });
    });
    return null;
  }

  deleteAddress(user: SessionUser, id: number): Promise<null> {
    return this.changeOwned(walletAddresses, user.userId, id, { deleted: true });
  }

  async cards(user: SessionUser): Promise<BankCard[]> {
    const rows = await this.d.db
      .select()
      .from(walletBankCards)
      .where(liveOf(walletBankCards, user.userId))
      .orderBy(desc(walletBankCards.id));
    return rows.map(cardOf);
  }

  private cardValues(v: BankCardValues) {
    return {
      bankName: v.bank_name,
      accountNumber: v.account_number,
      swiftCode: v.swift_code ?? null,
      routingNumber: v.routing_number ?? null,
      bankAddress: v.bank_address ?? null,
      payeeName: v.payee_name,
      phone: v.phone ?? null,
      address: v.address ?? null,
    };
  }

  async addCard(user: SessionUser, input: BankCardValues): Promise<null> {
    await this.d.db.transaction(async (tx) => {
      await this.belowLimit(tx, walletBankCards, user.userId, BANK_CARDS_MAX, 'WALLET_CARDS_TOO_MANY');
      await tx
        .insert(walletBankCards)
        .values({ userId: user.userId, ...this.cardValues(input), createdAt: this.now() });
    });
    return null;
  }

  editCard(user: SessionUser, id: number, input: BankCardValues): Promise<null> {
    return this.changeOwned(walletBankCards, user.userId, id, this.cardValues(input));
  }

  deleteCard(user: SessionUser, id: number): Promise<null> {
    return this.changeOwned(walletBankCards, user.userId, id, { deleted: true });
  }

  /** Refuses a new address or card once the user holds the most allowed (serialised per user). */
  private async belowLimit(
    tx: DbOrTx,
    table: OwnedTable,
    userId: number,
    max: number,
    reason: 'WALLET_ADDRESSES_TOO_MANY' | 'WALLET_CARDS_TOO_MANY',
  ): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${WITHDRAW_LOCK}, ${userId})`);
    const n = await tx.select({ n: count() }).from(table).where(liveOf(table, userId));
    if (present(n[0], 'count row').n >= max) throw new Refusal(reason, { max });
  }

  /** Changes one of the user's live addresses or cards; another user's id reads as missing. */
  private async changeOwned<T extends OwnedTable>(
    table: T,
    userId: number,
    id: number,
    values: PgUpdateSetSource<T>,
  ): Promise<null> {
    const rows = await this.d.db
      .update(table)
      .set(values)
      .where(and(eq(table.id, id), liveOf(table, userId)))
      .returning({ id: table.id });
    if (!rows[0]) throw new Refusal('WALLET_NOT_FOUND');
    return null;
  }

  // ---- Withdrawals ----

  private async lastWithdrawalAt(userId: number, db: DbOrTx): Promise<Date | null> {
    const rows = await db
      .select({ at: walletWithdrawals.createdAt })
      .from(walletWithdrawals)
      .where(and(eq(walletWithdrawals.userId, userId), ne(walletWithdrawals.status, 'rejected')))
      .orderBy(desc(walletWithdrawals.createdAt))
      .limit(1);
    return rows[0]?.at ?? null;
  }

  private async usedToday(userId: number, rules: Rules, db: DbOrTx): Promise<number> {
    const since = dayStart(this.d.clock.nowMs(), rules.timeZone);
    const rows = await db
      .select({ n: count() })
      .from(walletWithdrawals)
      .where(
        and(
          eq(walletWithdrawals.userId, userId),
          ne(walletWithdrawals.status, 'rejected'),
          gte(walletWithdrawals.createdAt, since),
        ),
      );
    return present(rows[0], 'count row').n;
  }

  /** Deposits since the last withdrawal times the turnover share, and what was used since. */
  private async turnover(userId: number, rules: Rules, db: DbOrTx) {
    const since = await this.lastWithdrawalAt(userId, db);
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
        available: show(spot?.available ?? 0n, rules.asset),
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
    input: {
      method: 'address' | 'bank';
      address_id?: number | undefined;
      card_id?: number | undefined;
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
    const destination = await this.destinationOf(user, input, rules);
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
      await tx.execute(sql`select pg_advisory_xact_lock(${WITHDRAW_LOCK}, ${user.userId})`);
      if ((await this.usedToday(user.userId, rules, tx)) >= rules.dailyCount)
        throw new Refusal('WALLET_WITHDRAW_DAILY_LIMIT', { count: rules.dailyCount });
      const turnover = await this.turnover(user.userId, rules, tx);
      if (turnover.done < turnover.required)
        throw new Refusal('WALLET_WITHDRAW_TURNOVER', {
          required: bound(formatUnits(turnover.required, 6)),
          done: assetAmount(formatUnits(turnover.done, 6), 'USDT'),
        });
      const securityReview = this.securityReviewUntil(security.securityChangedAt, rules) !== null;
      const inserted = await tx
        .insert(walletWithdrawals)
        .values({
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
        })
        .onConflictDoNothing()
        .returning();
      const row = inserted[0];
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
          method: row.method,
          asset: row.asset,
          chain: row.chain,
          destination: destination.details,
          amount: show(amount, row.asset),
          fee: show(fee, row.asset),
          arrival: show(amount - fee, row.asset),
          security_review: securityReview,
        },
      });
      return withdrawalOf(row);
    });
  }

  private async destinationOf(
    user: SessionUser,
    input: { method: 'address' | 'bank'; address_id?: number | undefined; card_id?: number | undefined },
    rules: Rules,
  ): Promise<{ chain: string | null; shown: string; details: Record<string, string | null> }> {
    if (input.method === 'address') {
      const rows = await this.d.db
        .select()
        .from(walletAddresses)
        .where(
          and(
            eq(walletAddresses.id, present(input.address_id, 'address_id of an address withdrawal')),
            eq(walletAddresses.userId, user.userId),
            eq(walletAddresses.deleted, false),
          ),
        );
      const a = rows[0];
      if (!a) throw new Refusal('WALLET_NOT_FOUND');
      if (a.asset !== rules.asset || !(rules.chains as string[]).includes(a.chain))
        throw new Refusal('WALLET_WITHDRAW_CHAIN', { asset: rules.asset, chains: rules.chains.join(', ') });
      return {
        chain: a.chain,
        shown: a.address,
        details: { chain: a.chain, address: a.address, memo: a.memo },
      };
    }
    if (!rules.bank)
      throw new Refusal('WALLET_WITHDRAW_CHAIN', { asset: rules.asset, chains: rules.chains.join(', ') });
    const rows = await this.d.db
      .select()
      .from(walletBankCards)
      .where(
        and(
          eq(walletBankCards.id, present(input.card_id, 'card_id of a bank withdrawal')),
          eq(walletBankCards.userId, user.userId),
          eq(walletBankCards.deleted, false),
        ),
      );
    const c = rows[0];
    if (!c) throw new Refusal('WALLET_NOT_FOUND');
    const card = cardOf(c);
    return {
      chain: null,
      shown: `${c.bankName} ${maskAccount(c.accountNumber)}`,
      details: Object.fromEntries(
        Object.entries(card).filter(([k]) => k !== 'id' && k !== 'created_at'),
      ) as Record<string, string | null>,
    };
  }

  async withdrawRecords(user: SessionUser, page: number, pageSize: number): Promise<Page<WithdrawRecord>> {
    const where = eq(walletWithdrawals.userId, user.userId);
    return pagedRows(
      this.d.db,
      walletWithdrawals,
      { where, orderBy: [desc(walletWithdrawals.id)], page, pageSize },
      withdrawalOf,
    );
  }

  // ---- Review queues (finance) ----

  registerQueues(): void {
    this.d.reviews.register({ name: DEPOSIT_QUEUE, title: 'Deposits', roles: ['finance'] });
    this.d.reviews.onDecided(DEPOSIT_QUEUE, {
      approved: async (tx, decision) => {
        const row = await this.pendingDeposit(tx, Number(decision.subjectId));
        await this.d.ledger.apply(tx, [
          {
            type: 'transfer',
            key: `deposit:${row.id}`,
            kind: 'deposit',
            ref: { kind: 'deposit', id: String(row.id) },
            book: 'real',
            asset: row.asset,
            amount: row.amount,
            from: { system: 'world' },
            to: { user: row.userId, wallet: 'spot' },
          },
        ]);
        await recordTurnover(
          tx,
          'real',
          [
            {
              userId: row.userId,
              source: 'deposit',
              // Valued when approved: the turnover a withdrawal needs is this value, so without a price
              // the approval is refused (the deposit stays pending) rather than counted as zero.
              usdt: this.d.assets.valueInUsdt(row.amount, row.asset) ?? refuse('WALLET_PRICE_UNAVAILABLE'),
              refId: String(row.id),
            },
          ],
          this.now(),
        );
        await tx
          .update(walletDeposits)
          .set({ status: 'approved', decidedAt: this.now() })
          .where(eq(walletDeposits.id, row.id));
        await this.d.inbox.send(tx, row.userId, 'depositCredited', {
          amount: show(row.amount, row.asset),
          asset: row.asset,
        });
      },
      rejected: async (tx, decision) => {
        const row = await this.pendingDeposit(tx, Number(decision.subjectId));
        await tx
          .update(walletDeposits)
          .set({ status: 'rejected', reason: decision.reason, decidedAt: this.now() })
          .where(eq(walletDeposits.id, row.id));
        await this.d.inbox.send(tx, row.userId, 'depositRejected', {
          amount: show(row.amount, row.asset),
          asset: row.asset,
          reason: decision.reason,
        });
      },
    });
    this.d.reviews.register({ name: WITHDRAWAL_QUEUE, title: 'Withdrawals', roles: ['finance'] });
    this.d.reviews.onDecided(WITHDRAWAL_QUEUE, {
      approved: async (tx, decision) => {
        const row = await this.pendingWithdrawal(tx, Number(decision.subjectId));
        // The arrival leaves the platform; the fee (none when zero) stays with the fees account.
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
        await tx
          .update(walletWithdrawals)
          .set({ status: 'approved', decidedAt: this.now() })
          .where(eq(walletWithdrawals.id, row.id));
        await this.d.inbox.send(tx, row.userId, 'withdrawalPaid', {
          amount: show(row.amount, row.asset),
          arrival: show(row.amount - row.fee, row.asset),
          asset: row.asset,
          destination: row.destination,
        });
      },
      rejected: async (tx, decision) => {
        const row = await this.pendingWithdrawal(tx, Number(decision.subjectId));
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
        await tx
          .update(walletWithdrawals)
          .set({ status: 'rejected', reason: decision.reason, decidedAt: this.now() })
          .where(eq(walletWithdrawals.id, row.id));
        await this.d.inbox.send(tx, row.userId, 'withdrawalRejected', {
          amount: show(row.amount, row.asset),
          asset: row.asset,
          reason: decision.reason,
        });
      },
    });
  }

  private async pendingDeposit(tx: DbOrTx, id: number): Promise<DepositRow> {
    const rows = await tx.select().from(walletDeposits).where(eq(walletDeposits.id, id)).for('update');
    const row = rows[0];
    if (row?.status !== 'pending') throw new Refusal('REVIEW_ALREADY_DECIDED');
    return row;
  }

  private async pendingWithdrawal(tx: DbOrTx, id: number): Promise<WithdrawalRow> {
    const rows = await tx.select().from(walletWithdrawals).where(eq(walletWithdrawals.id, id)).for('update');
    const row = rows[0];
    if (row?.status !== 'pending') throw new Refusal('REVIEW_ALREADY_DECIDED');
    return row;
  }
}
