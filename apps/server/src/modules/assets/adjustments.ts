import {
  ADJUSTMENT_QUEUE,
  type AdjustmentReviewSummaryInput,
  isAsset,
  type WalletType,
} from '@platform/contract';
import { formatUnits, parseDecimal } from '@platform/money';
import { present } from '../../platform/assert.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { fieldRefusal, Refusal } from '../../platform/refusal.ts';
import type { ReviewQueues } from '../../platform/review-queue.ts';
import { ASSET_SCALES, type LedgerService } from '../ledger/index.ts';
import { show } from './model.ts';
import { decideAdjustment, insertAdjustment, lockAdjustment } from './repo.ts';

/**
 * Four-eyes manual adjustments by finance: one staff member asks, another approves in the review
 * queue, and only then does money move between the user's account and the adjustments account.
 */
export class Adjustments {
  constructor(private readonly d: { clock: Clock; ledger: LedgerService }) {}

  /**
   * Back office: asks for a manual adjustment. Nothing moves until a second staff member
   * approves it in the review queue; the posting then appears in the user's records.
   */
  async request(
    tx: DbOrTx,
    reviews: ReviewQueues,
    staffId: number,
    input: { uid: number; asset: string; type: WalletType; amount: string; reason: string },
  ): Promise<{ id: number }> {
    const scale = ASSET_SCALES[input.asset];
    if (scale === undefined || !isAsset(input.asset)) throw fieldRefusal({ asset: 'unknownValue' });
    const parsed = parseDecimal(input.amount, scale, { allowNegative: true });
    if (!parsed.ok)
      throw fieldRefusal({ amount: parsed.reason === 'TOO_MANY_DECIMALS' ? 'tooManyDecimals' : 'notNumber' });
    if (parsed.units === 0n)
      throw fieldRefusal({ amount: { key: 'tooSmall', params: { min: formatUnits(1n, scale) } } });
    const id = await insertAdjustment(tx, {
      userId: input.uid,
      asset: input.asset,
      wallet: input.type,
      amount: parsed.units,
      reason: input.reason,
      requestedBy: staffId,
      createdAt: new Date(this.d.clock.nowMs()),
    });
    await reviews.submit(tx, {
      queue: ADJUSTMENT_QUEUE,
      subjectId: String(id),
      userId: input.uid,
      summary: {
        asset: input.asset,
        account: input.type,
        amount: show(parsed.units, input.asset),
        reason: input.reason,
        requested_by: staffId,
      } satisfies AdjustmentReviewSummaryInput,
    });
    return { id };
  }

  /** The adjustment queue: finance decides, and never the staff member who asked. */
  registerQueue(reviews: ReviewQueues): void {
    reviews.register({
      name: ADJUSTMENT_QUEUE,
      title: 'Manual balance adjustments (four-eyes)',
      roles: ['finance'],
    });
    reviews.onDecided(ADJUSTMENT_QUEUE, {
      approved: async (tx, decision) => {
        const adj = await this.pending(tx, Number(decision.subjectId));
        if (adj.requestedBy === decision.staffId) throw new Refusal('LEDGER_ADJUSTMENT_SELF_APPROVAL');
        const user = { user: adj.userId, wallet: adj.wallet as WalletType };
        const system = { system: 'adjustments' } as const;
        const [posted] = await this.d.ledger.apply(tx, [
          {
            type: 'transfer',
            key: `adjustment:${adj.id}`,
            kind: 'adjustment',
            ref: { kind: 'adjustment', id: String(adj.id) },
            book: 'real',
            asset: adj.asset,
            amount: adj.amount < 0n ? -adj.amount : adj.amount,
            from: adj.amount < 0n ? user : system,
            to: adj.amount < 0n ? system : user,
          },
        ]);
        await decideAdjustment(tx, adj.id, {
          status: 'approved',
          decidedBy: decision.staffId,
          decidedAt: new Date(this.d.clock.nowMs()),
          postingId: present(present(posted, 'applied adjustment').postingId, 'adjustment posting'),
        });
      },
      rejected: async (tx, decision) => {
        const adj = await this.pending(tx, Number(decision.subjectId));
        await decideAdjustment(tx, adj.id, {
          status: 'rejected',
          decidedBy: decision.staffId,
          decidedAt: new Date(this.d.clock.nowMs()),
        });
      },
    });
  }

  private async pending(tx: DbOrTx, id: number) {
    const adj = await lockAdjustment(tx, id);
    if (adj?.status !== 'pending') throw new Refusal('REVIEW_ALREADY_DECIDED');
    return adj;
  }
}
