import { SPOT_OPEN_ORDERS_MAX } from '@platform/contract';
import { type Fill, OrderBook, type Side } from '@platform/engine';
import { present } from '../../platform/assert.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { Refusal } from '../../platform/refusal.ts';
import { availableChanges, type LedgerService } from '../ledger/index.ts';
import type { Command, LiveOrder, MarketKey, PlaceCommand, Plan } from './batch.ts';
import { baseOf, buyerCharge, feeOf, isRtokenKey, quoteOf } from './model.ts';
import { OpenOrders } from './open-orders.ts';
import { clientIdsUsed, type IdPool } from './repo.ts';

/**
 * The in-memory side of a market's writer: its order book and open orders, and the planning of a
 * batch on them (refusals, matching, the ledger intents and the rows to write). Nothing here
 * writes; the writer commits a plan and, if the commit fails, resets the planner from the
 * database.
 */
export class BatchPlanner {
  orderBook = new OrderBook();
  open = new OpenOrders<LiveOrder>();
  /** The fees account of the market's quote in this book. */
  private feesAccount = 0;

  constructor(
    private readonly market: MarketKey,
    private readonly d: { db: Db; clock: Clock; ledger: LedgerService; orderIds: IdPool },
  ) {}

  /** Starts again from a book and open orders rebuilt from the database. */
  reset(orderBook: OrderBook, open: OpenOrders<LiveOrder>, feesAccount: number): void {
    this.orderBook = orderBook;
    this.open = open;
    this.feesAccount = feesAccount;
  }

  /**
   * Works a batch out in memory: refusals (client order id used, funds short, nothing to match),
   * matching, and every posting and row to write. Balances are read without locks here; the
   * ledger checks them again under lock when the batch is written.
   */
  async plan(commands: readonly Command[], pending?: Plan): Promise<Plan> {
    const m = this.market;
    const places = commands.filter((c): c is PlaceCommand => c.kind === 'place');
    await this.d.orderIds.reserve(places.length);
    // The batch still being written counts as written: its client ids are taken, and its
    // balance changes apply unless the read already sees its commit.
    // Two reads on two connections at once: the client ids already stored and the balances.
    const [usedIds, available] = await Promise.all([
      clientIdsUsed(this.d.db, places),
      this.availableOf(places, pending),
    ]);
    for (const key of pending?.clientKeys ?? []) usedIds.add(key);
    const plan: Plan = {
      now: new Date(this.d.clock.nowMs()),
      outcomes: [],
      intents: [],
      created: [],
      changed: new Set(),
      trades: [],
      clientKeys: [],
    };
    const credit = (account: number, amount: bigint) => {
      const before = available.get(account);
      if (before !== undefined) available.set(account, before + amount);
    };
    for (const c of commands) {
      if (c.kind === 'cancel') {
        const order = this.open.get(c.orderId);
        if (!order || order.userId !== c.userId) {
          plan.outcomes.push({ ok: false, error: new Refusal('SPOT_ORDER_NOT_FOUND') });
          continue;
        }
        if (!this.orderBook.cancel(order.id)) throw new Error(`open order ${order.id} was not on the book`);
        this.open.delete(order.id);
        this.finish(plan, order, 'cancelled', c.reason, credit);
        plan.outcomes.push({ ok: true, order });
        continue;
      }
      // Counted here, not when the order was checked: the open orders include those accepted
      // earlier in this batch and in the batch still being written.
      if (c.tif === 'GTC' && this.open.countOf(c.userId) >= SPOT_OPEN_ORDERS_MAX) {
        plan.outcomes.push({
          ok: false,
          error: new Refusal('SPOT_TOO_MANY_OPEN', { max: SPOT_OPEN_ORDERS_MAX }),
        });
        continue;
      }
      const clientKey = c.clientOrderId === null ? null : `${c.userId}:${c.clientOrderId}`;
      if (clientKey !== null && usedIds.has(clientKey)) {
        // A request replayed with its rtoken is refused as every module refuses a replay.
        const reason = isRtokenKey(c.clientOrderId) ? 'REQUEST_REPLAYED' : 'SPOT_CLIENT_ORDER_ID_USED';
        plan.outcomes.push({ ok: false, error: new Refusal(reason) });
        continue;
      }
      const account = c.side === 'buy' ? c.accounts.quote : c.accounts.base;
      // The accounts exist before the order is queued (SpotService.place), so the read has them.
      const free = present(available.get(account), `balance of account ${account}`);
      if (free < c.frozen) {
        plan.outcomes.push({ ok: false, error: new Refusal('LEDGER_INSUFFICIENT_BALANCE') });
        continue;
      }
      const id = this.d.orderIds.take();
      const outcome = this.orderBook.place(
        c.type === 'limit'
          ? {
              type: 'limit',
              id,
              owner: c.userId,
              side: c.side,
              price: c.priceTicks,
              quantity: c.quantityLots,
              tif: c.tif,
            }
          : {
              type: 'market',
              id,
              owner: c.userId,
              side: c.side,
              quantity: c.quantityLots,
              protection: c.priceTicks,
            },
      );
      if (outcome.status === 'rejected') {
        // Nothing was matched or frozen; the id stays unused.
        const code = outcome.reason === 'NO_LIQUIDITY' ? 'SPOT_NO_LIQUIDITY' : 'SPOT_FOK_UNFILLABLE';
        plan.outcomes.push({ ok: false, error: new Refusal(code) });
        continue;
      }
      if (clientKey !== null) {
        usedIds.add(clientKey);
        plan.clientKeys.push(clientKey);
      }
      available.set(account, free - c.frozen);
      plan.intents.push({
        type: 'freeze',
        key: `spot-freeze:${id}`,
        kind: 'spot-order',
        ref: { kind: 'spot-order', id: String(id) },
        book: m.book,
        asset: c.side === 'buy' ? m.quote : m.base,
        account,
        amount: c.frozen,
      });
      const taker: LiveOrder = {
        id,
        userId: c.userId,
        book: m.book,
        symbol: m.symbol,
        side: c.side,
        type: c.type,
        tif: c.tif,
        priceTicks: c.priceTicks,
        quantityLots: c.quantityLots,
        filledLots: 0,
        filledQuote: 0n,
        fee: 0n,
        frozen: c.frozen,
        status: 'open',
        endReason: null,
        clientOrderId: c.clientOrderId,
        createdAt: plan.now,
        updatedAt: plan.now,
        accounts: c.accounts,
      };
      plan.created.push(taker);
      plan.changed.add(taker);
      this.open.set(id, taker);
      outcome.fills.forEach((fill, i) => {
        this.settle(plan, fill, taker, c.fees, i, credit);
      });
      if (outcome.status !== 'resting') {
        this.open.delete(id);
        const status = outcome.status === 'filled' ? 'filled' : 'cancelled';
        this.finish(plan, taker, status, outcome.reason ?? null, credit);
      }
      plan.outcomes.push({ ok: true, order: taker });
    }
    return plan;
  }

  /**
   * Available balances of the accounts the batch's orders freeze from. With a batch still being
   * written, the same read says whether that batch's commit is visible yet; if not, its changes
   * to available balances are added.
   */
  private async availableOf(places: readonly PlaceCommand[], pending?: Plan): Promise<Map<number, bigint>> {
    const ids = [...new Set(places.map((c) => (c.side === 'buy' ? c.accounts.quote : c.accounts.base)))];
    if (ids.length === 0) return new Map();
    const marker = pending?.intents[0]?.key;
    const read = await this.d.ledger.available(
      this.d.db,
      ids,
      marker === undefined ? {} : { posted: marker },
    );
    const out = read.balances;
    if (pending && marker !== undefined && !read.posted) {
      for (const [account, change] of availableChanges(pending.intents)) {
        const before = out.get(account);
        if (before !== undefined) out.set(account, before + change);
      }
    }
    return out;
  }

  /** One fill: a single posting moves the quote, the base and both fees; both orders change. */
  private settle(
    plan: Plan,
    fill: Fill,
    taker: LiveOrder,
    fees: { makerPpm: number; takerPpm: number },
    index: number,
    credit: (account: number, amount: bigint) => void,
  ): void {
    const m = this.market;
    const maker = this.open.get(fill.makerId);
    if (!maker) throw new Error(`maker order ${fill.makerId} is not known to the writer`);
    const buyer = taker.side === 'buy' ? taker : maker;
    const seller = taker.side === 'buy' ? maker : taker;
    const buyerRate = buyer === taker ? fees.takerPpm : fees.makerPpm;
    const sellerRate = seller === taker ? fees.takerPpm : fees.makerPpm;
    const quote = quoteOf(fill.price, fill.quantity, m.scales);
    const base = baseOf(fill.quantity, m.scales);
    // What the buyer's remaining quantity may still cost at its limit stays frozen for it.
    const stillOwed = quoteOf(
      buyer.priceTicks,
      buyer.quantityLots - buyer.filledLots - fill.quantity,
      m.scales,
      'up',
    );
    const charge = buyerCharge(quote, buyerRate, buyer.frozen, stillOwed);
    // A seller's fee never exceeds what the fill pays them.
    const sellerFee = feeOf(quote, sellerRate) <= quote ? feeOf(quote, sellerRate) : quote;
    plan.intents.push({
      type: 'fill',
      key: `spot-fill:${taker.id}:${index}`,
      kind: 'spot-trade',
      ref: { kind: 'spot-order', id: String(taker.id) },
      book: m.book,
      quoteAsset: m.quote,
      baseAsset: m.base,
      quote,
      base,
      buyer: { quote: buyer.accounts.quote, base: buyer.accounts.base, fee: charge.fee },
      seller: { quote: seller.accounts.quote, base: seller.accounts.base, fee: sellerFee },
      fees: this.feesAccount,
    });
    credit(seller.accounts.quote, quote - sellerFee);
    credit(buyer.accounts.base, base);
    plan.trades.push({
      id: 0,
      makerOrderId: maker.id,
      takerOrderId: taker.id,
      makerUserId: maker.userId,
      takerUserId: taker.userId,
      side: taker.side as Side,
      priceTicks: fill.price,
      quantityLots: fill.quantity,
      quote,
      makerFee: maker === buyer ? charge.fee : sellerFee,
      takerFee: taker === buyer ? charge.fee : sellerFee,
      time: Math.floor(plan.now.getTime() / 1000),
    });
    buyer.frozen -= charge.quote + charge.fee;
    buyer.fee += charge.fee;
    seller.frozen -= base;
    seller.fee += sellerFee;
    for (const o of [maker, taker]) {
      o.filledLots += fill.quantity;
      o.filledQuote += quote;
      o.updatedAt = plan.now;
    }
    plan.changed.add(maker);
    if (fill.makerRemaining === 0) {
      this.open.delete(maker.id);
      this.finish(plan, maker, 'filled', null, credit);
    }
  }

  /** Ends an order: what it still holds goes back to available, and its state is final. */
  private finish(
    plan: Plan,
    o: LiveOrder,
    status: 'filled' | 'cancelled',
    reason: string | null,
    credit: (account: number, amount: bigint) => void,
  ): void {
    if (o.frozen > 0n) {
      const account = o.side === 'buy' ? o.accounts.quote : o.accounts.base;
      plan.intents.push({
        type: 'release',
        key: `spot-release:${o.id}`,
        kind: 'spot-release',
        ref: { kind: 'spot-order', id: String(o.id) },
        book: this.market.book,
        asset: o.side === 'buy' ? this.market.quote : this.market.base,
        account,
        amount: o.frozen,
      });
      credit(account, o.frozen);
      o.frozen = 0n;
    }
    o.status = status;
    o.endReason = reason;
    o.updatedAt = plan.now;
    plan.changed.add(o);
  }
}
