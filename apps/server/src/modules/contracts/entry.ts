import { CONTRACT_OPEN_MAX } from '@platform/contract';
import {
  type PositionDirection as Direction,
  LOT_SCALE,
  liquidationPriceOf,
  marginOf,
  onSide,
  openFeeOf,
  positionValue,
  type Rate,
  stopLossBeforeLiquidation,
  stopSides,
} from '@platform/engine';
import { formatUnits } from '@platform/money';
import { present } from '../../platform/assert.ts';
import type { SessionUser } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { assetAmount, bound, Refusal } from '../../platform/refusal.ts';
import {
  type ContractPricing,
  type InstrumentRules,
  lotsText,
  type PriceNow,
  stepsOf,
  ticksOf,
  usdt,
} from './pricing.ts';
import {
  countOwn,
  insertRequested,
  lockOpens,
  lockOwnPosition,
  ownerOf,
  ownRows,
  type PositionRow,
  updatePosition,
} from './repo.ts';
import type { CloseReason, ContractSettlement } from './settlement.ts';
import type { ContractTriggers } from './triggers.ts';

export interface OpenInput {
  symbol: string;
  direction: Direction;
  lots: string;
  leverage: number;
  price?: string | undefined;
  take_profit?: string | undefined;
  stop_loss?: string | undefined;
  rtoken: string;
}

/** An open worked out before anything is written: sizes, money and levels. */
interface Order {
  r: InstrumentRules;
  lots: number;
  now: PriceNow;
  rate: Rate;
  /** The price of a pending open; null to open at the current price. */
  pending: number | null;
  margin: bigint;
  fee: bigint;
  liquidation: number | null;
  stops: { takeProfit: number | null; stopLoss: number | null };
}

/**
 * What a customer does to positions: open (now or pending at a price), change the stops, close
 * all or part, cancel a pending open, close everything. Checks come first, in order of
 * precedence; each change is one transaction, and the trigger index follows after it commits.
 */
export class ContractEntry {
  constructor(
    private readonly d: {
      db: Db;
      clock: Clock;
      pricing: ContractPricing;
      settlement: ContractSettlement;
      triggers: ContractTriggers;
    },
  ) {}

  /**
   * Opens a position at the current price, or places a pending open at `price`. Margin and fee
   * are worked out at that price; the fee is charged when the position opens.
   */
  async open(user: SessionUser, input: OpenInput): Promise<PositionRow> {
    const order = this.order(await this.d.pricing.rules(), input);
    const row = await this.d.db.transaction((tx) => this.openIn(tx, user, input, order));
    this.d.triggers.arm(row, order.now.ticks);
    return row;
  }

  private order(all: Awaited<ReturnType<ContractPricing['rules']>>, input: OpenInput): Order {
    const r = this.d.pricing.rulesOf(all, input.symbol, 'open');
    const lots = stepsOf(input.lots, LOT_SCALE, 'lots');
    if (lots < r.minLots || lots > r.maxLots)
      throw new Refusal('CONTRACT_LOTS_OUT_OF_RANGE', {
        min: bound(lotsText(r.minLots)),
        max: bound(lotsText(r.maxLots)),
      });
    if (lots % r.lotStep !== 0) throw new Refusal('CONTRACT_LOTS_STEP', { step: bound(lotsText(r.lotStep)) });
    if (!r.leverages.includes(input.leverage))
      throw new Refusal('CONTRACT_LEVERAGE_NOT_ALLOWED', {
        max: r.maxLeverage,
        choices: r.leverages.join(', '),
      });
    this.d.pricing.assertOpen(input.symbol);
    const now = this.d.pricing.priceToOpen(input.symbol);
    const rate = this.d.pricing.rateNow(r);
    const pending = input.price === undefined ? null : stepsOf(input.price, r.priceScale, 'price');
    const entry = pending ?? now.ticks;
    const value = positionValue(BigInt(entry), BigInt(lots), r, rate, 'up');
    const margin = marginOf(value, input.leverage);
    const fee = openFeeOf(value, r.feePpm);
    if (margin < r.minMargin)
      throw new Refusal('CONTRACT_MARGIN_TOO_SMALL', {
        margin: assetAmount(usdt(margin), 'USDT'),
        min: bound(usdt(r.minMargin)),
      });
    const liquidation = ticksOf(
      liquidationPriceOf(input.direction, BigInt(entry), BigInt(lots), margin, r.stopOutPpm, r, rate),
    );
    const stops = this.checkStops(r, input.direction, entry, liquidation, input.take_profit, input.stop_loss);
    return { r, lots, now, rate, pending, margin, fee, liquidation, stops };
  }

  private async openIn(tx: DbOrTx, user: SessionUser, input: OpenInput, o: Order): Promise<PositionRow> {
    const owner = ownerOf(user);
    await lockOpens(tx, user.userId);
    if ((await countOwn(tx, owner, ['open', 'pending'])) >= CONTRACT_OPEN_MAX)
      throw new Refusal('CONTRACT_TOO_MANY_OPEN', { max: CONTRACT_OPEN_MAX });
    // A pending open at the current price opens at once.
    const opensNow = o.pending === null || o.pending === o.now.ticks;
    const at = new Date(this.d.clock.nowMs());
    const created = await insertRequested(tx, {
      userId: user.userId,
      book: owner.book,
      symbol: input.symbol,
      direction: input.direction,
      status: opensNow ? 'open' : 'pending',
      lots: o.lots,
      leverage: input.leverage,
      priceScale: o.r.priceScale,
      contractSize: Number(o.r.contractSize),
      pendingPrice: o.pending === o.now.ticks ? null : o.pending,
      openPrice: opensNow ? o.now.ticks : null,
      openSource: opensNow ? o.now.source : null,
      openedAt: opensNow ? o.now.at : null,
      margin: o.margin,
      fee: o.fee,
      takeProfit: o.stops.takeProfit,
      stopLoss: o.stops.stopLoss,
      liquidationPrice: o.liquidation,
      requestKey: `${user.userId}:${input.rtoken}`,
      createdAt: at,
      updatedAt: at,
    });
    if (!created) throw new Refusal('REQUEST_REPLAYED');
    if (created.status === 'open') await this.d.settlement.opened(tx, created, o.rate);
    else await this.d.settlement.pending(tx, created);
    return created;
  }

  /** Take-profit and stop-loss as ticks, each on its side of `reference` (and the stop short of liquidation). */
  private checkStops(
    r: InstrumentRules,
    direction: Direction,
    reference: number,
    liquidation: number | null,
    takeProfit: string | undefined,
    stopLoss: string | undefined,
  ): { takeProfit: number | null; stopLoss: number | null } {
    const sides = stopSides(direction);
    const price = formatUnits(BigInt(reference), r.priceScale);
    const tp = takeProfit ? stepsOf(takeProfit, r.priceScale, 'take_profit') : null;
    const sl = stopLoss ? stepsOf(stopLoss, r.priceScale, 'stop_loss') : null;
    if (tp !== null && !onSide(BigInt(tp), sides.takeProfit, BigInt(reference)))
      throw new Refusal('CONTRACT_TAKE_PROFIT_WRONG_SIDE', { price: bound(price) });
    if (
      sl !== null &&
      (!onSide(BigInt(sl), sides.stopLoss, BigInt(reference)) ||
        !stopLossBeforeLiquidation(direction, BigInt(sl), liquidation === null ? null : BigInt(liquidation)))
    )
      throw new Refusal('CONTRACT_STOP_LOSS_WRONG_SIDE', { price: bound(price) });
    return { takeProfit: tp, stopLoss: sl };
  }

  /** Changes (or removes, with '') the take-profit and stop-loss of an open position. */
  async setStops(
    user: SessionUser,
    input: { id: number; take_profit?: string | undefined; stop_loss?: string | undefined },
  ): Promise<PositionRow> {
    const row = await this.d.db.transaction(async (tx) => {
      const current = await this.ownLive(tx, user, input.id, ['open', 'pending']);
      const r = await this.d.pricing.rulesIn(tx, current.symbol, 'hold');
      const reference =
        current.status === 'open'
          ? this.d.pricing.priceNow(current.symbol).ticks
          : present(current.pendingPrice, 'pending price');
      const keep = (value: string | undefined, now: number | null) =>
        value === undefined
          ? now === null
            ? undefined
            : formatUnits(BigInt(now), r.priceScale)
          : value || undefined;
      const stops = this.checkStops(
        r,
        current.direction as Direction,
        reference,
        current.liquidationPrice,
        keep(input.take_profit, current.takeProfit),
        keep(input.stop_loss, current.stopLoss),
      );
      return updatePosition(tx, current.id, {
        takeProfit: stops.takeProfit,
        stopLoss: stops.stopLoss,
        updatedAt: new Date(this.d.clock.nowMs()),
      });
    });
    this.d.triggers.rearm(row);
    return row;
  }

  /** Closes a position (or `lots` of it) at the current price. */
  async close(user: SessionUser, id: number, lots?: string): Promise<PositionRow> {
    const result = await this.d.db.transaction(async (tx) => {
      const row = await this.ownLive(tx, user, id, ['open']);
      this.d.pricing.assertOpen(row.symbol);
      const part = lots === undefined ? row.lots : stepsOf(lots, LOT_SCALE, 'lots');
      const r = await this.d.pricing.rulesIn(tx, row.symbol, 'hold');
      if (part > row.lots || part % r.lotStep !== 0)
        throw new Refusal('CONTRACT_LOTS_OUT_OF_RANGE', {
          min: lotsText(r.lotStep),
          max: lotsText(row.lots),
        });
      return this.closeAt(tx, row, part, 'manual', r);
    });
    this.d.triggers.afterClose(result);
    return result.closed;
  }

  /** Closes `part` lots at the current price and rate. */
  private closeAt(tx: DbOrTx, row: PositionRow, part: number, reason: CloseReason, r: InstrumentRules) {
    return this.d.settlement.close(
      tx,
      row,
      part,
      this.d.pricing.priceNow(row.symbol),
      reason,
      this.d.pricing.rateNow(r),
    );
  }

  /** Cancels a pending open: what it holds goes back to available. */
  async cancel(user: SessionUser, id: number): Promise<PositionRow> {
    const row = await this.d.db.transaction(async (tx) => {
      const pending = await this.ownLive(tx, user, id, ['pending']);
      return this.d.settlement.cancel(tx, pending);
    });
    this.d.triggers.disarm(row);
    return row;
  }

  /** Closes every open position and cancels every pending open of the user (in one instrument or all). */
  async closeAll(user: SessionUser, symbol?: string): Promise<{ closed: number; cancelled: number }> {
    const live = await ownRows(this.d.db, ownerOf(user), ['open', 'pending'], symbol);
    let closed = 0;
    let cancelled = 0;
    for (const row of live) {
      try {
        if (row.status === 'pending') {
          await this.cancel(user, row.id);
          cancelled++;
        } else {
          const result = await this.d.db.transaction(async (tx) => {
            const current = await this.ownLive(tx, user, row.id, ['open']);
            this.d.pricing.assertOpen(current.symbol);
            const r = await this.d.pricing.rulesIn(tx, current.symbol, 'hold');
            return this.closeAt(tx, current, current.lots, 'close_all', r);
          });
          this.d.triggers.afterClose(result);
          closed++;
        }
      } catch (error) {
        // A closed market or a position that closed meanwhile is left; the rest go on.
        if (!(error instanceof Refusal)) throw error;
      }
    }
    return { closed, cancelled };
  }

  /** The user's position in one of these statuses, locked; anything else reads as not found. */
  private async ownLive(tx: DbOrTx, user: SessionUser, id: number, statuses: string[]): Promise<PositionRow> {
    const row = await lockOwnPosition(tx, user.userId, id);
    if (!row || !statuses.includes(row.status)) throw new Refusal('CONTRACT_POSITION_NOT_FOUND');
    return row;
  }
}
