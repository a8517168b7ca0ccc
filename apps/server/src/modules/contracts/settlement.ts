import {
  type PositionDirection as Direction,
  liquidationPriceOf,
  marginShare,
  pnlOf,
  positionValue,
  type Rate,
  settlementOf,
} from '@platform/engine';
import { present } from '../../platform/assert.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DbOrTx } from '../../platform/db.ts';
import type { Book, LedgerService, TurnoverEntry } from '../ledger/index.ts';
import { type ContractPricing, type PriceNow, sizingOf, ticksOf } from './pricing.ts';
import { insertPosition, type PositionRow, updatePosition } from './repo.ts';

/** Writes turnover rows for the withdrawal rule in the caller's transaction (the assets module). */
export interface TurnoverRecorder {
  recordTurnover(tx: DbOrTx, book: Book, entries: readonly TurnoverEntry[]): Promise<void>;
}

/** Why a position closed. */
export type CloseReason = 'manual' | 'take_profit' | 'stop_loss' | 'liquidation' | 'close_all';

/** A close: the closed row (the whole position, or the part split off) and what stays open. */
export interface Closed {
  closed: PositionRow;
  remaining: PositionRow | undefined;
}

const contractRef = (id: number) => ({ kind: 'contract', id: String(id) });
const accountOf = (row: PositionRow) => ({ user: row.userId, wallet: 'contract' }) as const;

/**
 * The money of positions, with the row changes that go with it in the same transaction: an open
 * freezes the margin and charges the fee, a pending open holds margin and fee, a fill charges the
 * held fee, a close settles the margin share with the owner and the house, a cancel releases
 * what was held. Every ledger posting of the module is made here, as an intent with a key named
 * after the position, so a retried step writes nothing twice.
 */
export class ContractSettlement {
  constructor(
    private readonly d: {
      clock: Clock;
      ledger: LedgerService;
      /** Records each opened position's value toward the withdrawal turnover. */
      turnover: TurnoverRecorder;
      pricing: ContractPricing;
    },
  ) {}

  /** A position opened at once: margin frozen and fee charged in one posting, turnover recorded. */
  async opened(tx: DbOrTx, row: PositionRow, rate: Rate): Promise<void> {
    await this.d.ledger.apply(tx, [
      {
        type: 'freeze',
        key: `contract-open:${row.id}`,
        kind: 'contract-open',
        ref: contractRef(row.id),
        book: row.book as Book,
        asset: 'USDT',
        account: accountOf(row),
        amount: row.margin,
        fee: { amount: row.fee, to: { system: 'fees' } },
      },
    ]);
    await this.recordOpen(tx, row, present(row.openPrice, 'open price'), rate);
  }

  /** A pending open holds its fee too; the fee is charged when it opens. */
  async pending(tx: DbOrTx, row: PositionRow): Promise<void> {
    await this.d.ledger.apply(tx, [
      {
        type: 'freeze',
        key: `contract-pending:${row.id}`,
        kind: 'contract-pending',
        ref: contractRef(row.id),
        book: row.book as Book,
        asset: 'USDT',
        account: accountOf(row),
        amount: row.margin + row.fee,
      },
    ]);
  }

  /** A pending open reached its level: it opens at the tick's price and its fee is charged. */
  async fill(tx: DbOrTx, row: PositionRow, price: PriceNow, rate: Rate): Promise<PositionRow> {
    const rules = await this.d.pricing.rulesIn(tx, row.symbol, 'hold');
    // The held fee goes to the fees account; the margin stays frozen (nothing is written without a fee).
    await this.d.ledger.apply(tx, [
      {
        type: 'settle',
        key: `contract-fill:${row.id}`,
        kind: 'contract-open',
        ref: contractRef(row.id),
        book: row.book as Book,
        asset: 'USDT',
        account: accountOf(row),
        amount: row.fee,
        to: [{ account: { system: 'fees' }, amount: row.fee }],
      },
    ]);
    await this.recordOpen(tx, row, price.ticks, rate);
    const liquidation = liquidationPriceOf(
      row.direction as Direction,
      BigInt(price.ticks),
      BigInt(row.lots),
      row.margin,
      rules.stopOutPpm,
      sizingOf(row),
      rate,
    );
    return updatePosition(tx, row.id, {
      status: 'open',
      openPrice: price.ticks,
      openSource: price.source,
      openedAt: price.at,
      liquidationPrice: ticksOf(liquidation),
      updatedAt: new Date(this.d.clock.nowMs()),
    });
  }

  /** An opened position counts its value at the opening price toward the withdrawal turnover. */
  private async recordOpen(tx: DbOrTx, row: PositionRow, openTicks: number, rate: Rate): Promise<void> {
    // Rounded down: turnover credits the customer with no more than was traded.
    const value = positionValue(BigInt(openTicks), BigInt(row.lots), sizingOf(row), rate, 'down');
    await this.d.turnover.recordTurnover(tx, row.book as Book, [
      { userId: row.userId, source: 'contract', usdt: value, refId: String(row.id) },
    ]);
  }

  /**
   * Closes `part` lots of a position at `price`: one posting gives back the margin share plus
   * the profit (or less the loss, never below zero) and settles the difference with the house.
   * A partial close splits a closed row off; the position keeps the rest.
   */
  async close(
    tx: DbOrTx,
    row: PositionRow,
    part: number,
    price: PriceNow,
    reason: CloseReason,
    rate: Rate,
  ): Promise<Closed> {
    const entry = present(row.openPrice, 'open price');
    const share = marginShare(row.margin, BigInt(part), BigInt(row.lots));
    const pnl = pnlOf(
      row.direction as Direction,
      BigInt(entry),
      BigInt(price.ticks),
      BigInt(part),
      sizingOf(row),
      rate,
    );
    const { payout, house } = settlementOf(share, pnl);
    const at = new Date(this.d.clock.nowMs());
    const final = {
      status: reason === 'liquidation' ? 'liquidated' : 'closed',
      closePrice: price.ticks,
      closeSource: price.source,
      closedAt: price.at,
      pnl: payout - share,
      closeReason: reason,
      updatedAt: at,
    };
    const result: Closed =
      part === row.lots
        ? { closed: await updatePosition(tx, row.id, final), remaining: undefined }
        : await this.split(tx, row, part, share, final, rate);
    const account = accountOf(row);
    // The margin share goes back with the profit (or less the loss); the house takes the
    // difference, or pays a profit beyond the margin (a negative share).
    await this.d.ledger.apply(tx, [
      {
        type: 'settle',
        key: `contract-close:${result.closed.id}`,
        kind: reason === 'liquidation' ? 'contract-liquidation' : 'contract-close',
        ref: contractRef(row.id),
        book: row.book as Book,
        asset: 'USDT',
        account,
        amount: share,
        to: [
          { account, amount: payout },
          { account: { system: 'house' }, amount: house },
        ],
      },
    ]);
    return result;
  }

  /** Splits the closed `part` off a position; the rest keeps the remaining margin and a new liquidation level. */
  private async split(
    tx: DbOrTx,
    row: PositionRow,
    part: number,
    share: bigint,
    final: Partial<PositionRow>,
    rate: Rate,
  ): Promise<Closed> {
    const at = present(final.updatedAt, 'close time');
    const { id: _, requestKey: __, ...rest } = row;
    const closed = await insertPosition(tx, {
      ...rest,
      ...final,
      lots: part,
      margin: share,
      fee: 0n,
      parentId: row.id,
      createdAt: at,
    });
    const left = row.lots - part;
    const margin = row.margin - share;
    const rules = await this.d.pricing.rulesIn(tx, row.symbol, 'hold');
    const liquidation = liquidationPriceOf(
      row.direction as Direction,
      BigInt(present(row.openPrice, 'open price')),
      BigInt(left),
      margin,
      rules.stopOutPpm,
      sizingOf(row),
      rate,
    );
    const remaining = await updatePosition(tx, row.id, {
      lots: left,
      margin,
      liquidationPrice: ticksOf(liquidation),
      updatedAt: at,
    });
    return { closed, remaining };
  }

  /** Cancels a pending open: what it holds goes back to available. */
  async cancel(tx: DbOrTx, row: PositionRow): Promise<PositionRow> {
    await this.d.ledger.apply(tx, [
      {
        type: 'release',
        key: `contract-cancel:${row.id}`,
        kind: 'contract-cancel',
        ref: contractRef(row.id),
        book: row.book as Book,
        asset: 'USDT',
        account: accountOf(row),
        amount: row.margin + row.fee,
      },
    ]);
    return updatePosition(tx, row.id, { status: 'cancelled', updatedAt: new Date(this.d.clock.nowMs()) });
  }
}
