import { randomBytes } from 'node:crypto';
import {
  ASSET_SCALES,
  type Asset,
  DEPOSIT_QUEUE,
  type DepositChannel,
  type DepositRecord,
  type DepositReviewSummaryInput,
  type Page,
} from '@platform/contract';
import { parseUnits } from '@platform/money';
import type { SessionUser } from '../../platform/auth.ts';
import { seconds, secondsOrNull } from '../../platform/clock.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { bound, fieldRefusal, Refusal, refuse } from '../../platform/refusal.ts';
import { amountOf, show } from '../assets/index.ts';
import { recordTurnover } from '../ledger/index.ts';
import type { WalletDeps } from './deps.ts';
import { isTxHashOf } from './model.ts';
import {
  type DepositRow,
  depositForUpdate,
  depositPage,
  insertDeposit,
  insertVoucher,
  isOwnVoucher,
  updateDeposit,
  voucherFileOf,
} from './repo.ts';

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

/**
 * Deposits (spec section 3): the customer reports a transfer to an operator channel with its
 * transaction hash or a voucher image; finance credits it from the world account on approval.
 */
export class DepositService {
  constructor(
    private readonly d: Pick<
      WalletDeps,
      'db' | 'clock' | 'ledger' | 'assets' | 'kyc' | 'inbox' | 'reviews' | 'settings' | 'images'
    >,
  ) {}

  private now() {
    return new Date(this.d.clock.nowMs());
  }

  async channels(): Promise<DepositChannel[]> {
    return this.d.settings.get('deposit.channels');
  }

  async uploadVoucher(user: SessionUser, file: unknown): Promise<{ voucher_id: string }> {
    const fileName = await this.d.images.save('vouchers', file);
    const id = randomBytes(16).toString('hex');
    await insertVoucher(this.d.db, { id, userId: user.userId, fileName, createdAt: this.now() });
    return { voucher_id: id };
  }

  /** The voucher image of a deposit, for its owner, or for staff when `userId` is null. */
  async depositVoucher(depositId: number, userId: number | null) {
    const fileName = await voucherFileOf(this.d.db, depositId, userId);
    return fileName === undefined ? undefined : this.d.images.read('vouchers', fileName);
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
    if (input.voucher_id && !(await isOwnVoucher(this.d.db, input.voucher_id, user.userId)))
      throw fieldRefusal({ voucher_id: 'invalid' });
    return this.d.db.transaction(async (tx) => {
      const row = await insertDeposit(tx, {
        userId: user.userId,
        channel: channel.id,
        asset: channel.asset,
        chain: channel.chain,
        address: channel.address,
        amount,
        txHash: input.tx_hash?.toLowerCase() ?? null,
        voucherId: input.voucher_id ?? null,
        createdAt: this.now(),
      });
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
        } satisfies DepositReviewSummaryInput,
      });
      return depositOf(row);
    });
  }

  depositRecords(user: SessionUser, page: number, pageSize: number): Promise<Page<DepositRecord>> {
    return depositPage(this.d.db, user.userId, { page, pageSize }, depositOf);
  }

  /** Finance approved: the amount comes in from the world account and counts as a deposit for turnover. */
  async approve(tx: DbOrTx, depositId: number): Promise<void> {
    const row = await this.pending(tx, depositId);
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
    await updateDeposit(tx, row.id, { status: 'approved', decidedAt: this.now() });
    await this.d.inbox.send(tx, row.userId, 'depositCredited', {
      amount: show(row.amount, row.asset),
      asset: row.asset,
    });
  }

  /** Finance rejected: nothing is credited and the customer is told why. */
  async reject(tx: DbOrTx, depositId: number, reason: string): Promise<void> {
    const row = await this.pending(tx, depositId);
    await updateDeposit(tx, row.id, { status: 'rejected', reason, decidedAt: this.now() });
    await this.d.inbox.send(tx, row.userId, 'depositRejected', {
      amount: show(row.amount, row.asset),
      asset: row.asset,
      reason,
    });
  }

  private async pending(tx: DbOrTx, id: number): Promise<DepositRow> {
    const row = await depositForUpdate(tx, id);
    if (row?.status !== 'pending') throw new Refusal('REVIEW_ALREADY_DECIDED');
    return row;
  }
}
