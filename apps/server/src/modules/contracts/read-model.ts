import type { ContractInstrument, ContractPosition, ContractSummary, Page } from '@platform/contract';
import { type PositionDirection as Direction, pnlOf } from '@platform/engine';
import { formatUnits } from '@platform/money';
import { present } from '../../platform/assert.ts';
import type { SessionUser } from '../../platform/auth.ts';
import { type Clock, seconds } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { LedgerService } from '../ledger/index.ts';
import { hoursLabel, hoursSchedule, isTradingOpen, type MarketService } from '../market/index.ts';
import { type ContractPricing, lotsText, sizingOf, usdt } from './pricing.ts';
import { ownerOf, ownPage, ownRows, type PositionRow } from './repo.ts';

/**
 * What the client is shown: instruments with their rules, positions with the unrealised P&L at
 * the current price, the lists of open positions, pending opens and history, and the summary
 * of the contract account. Reads only.
 */
export class ContractReadModel {
  constructor(
    private readonly d: {
      db: Db;
      clock: Clock;
      ledger: LedgerService;
      market: MarketService;
      pricing: ContractPricing;
    },
  ) {}

  /** Every instrument with the rules that limit an order, for the order panel. */
  async instruments(): Promise<ContractInstrument[]> {
    const all = await this.d.pricing.rules();
    const out: ContractInstrument[] = [];
    for (const spec of this.d.market.enabledSpecs()) {
      if (!all.categories[spec.category]) continue;
      const r = this.d.pricing.rulesOf(all, spec.symbol, 'open');
      const last = this.d.market.indexPrice(spec.symbol);
      out.push({
        symbol: spec.symbol,
        category: spec.category,
        base: spec.base,
        quote: spec.quote,
        price_scale: spec.priceScale,
        contract_size: r.contractSize.toString(),
        min_lots: lotsText(r.minLots),
        max_lots: lotsText(r.maxLots),
        lot_step: lotsText(r.lotStep),
        leverages: r.leverages,
        max_leverage: r.maxLeverage,
        fee_ppm: r.feePpm,
        stop_out_ppm: r.stopOutPpm,
        min_margin: usdt(r.minMargin),
        open: isTradingOpen(spec.hours, this.d.clock.nowMs()),
        hours: hoursLabel(spec.hours),
        schedule: hoursSchedule(spec.hours),
        price: last ? formatUnits(last.units, last.scale) : null,
      });
    }
    return out;
  }

  async list(
    user: SessionUser,
    which: 'open' | 'pending' | 'history',
    f: { symbol?: string | undefined; page: number; pageSize: number },
  ): Promise<Page<ContractPosition>> {
    const statuses = which === 'history' ? ['closed', 'liquidated', 'cancelled'] : [which];
    return ownPage(this.d.db, ownerOf(user), statuses, f, (r) => this.present(r));
  }

  async summary(user: SessionUser): Promise<ContractSummary> {
    const owner = ownerOf(user);
    const rows = await ownRows(this.d.db, owner, ['open']);
    let margin = 0n;
    // Unknown (null) once a position has no price or rate: an unpriced position is not a zero.
    let pnl: bigint | null = 0n;
    for (const row of rows) {
      margin += row.margin;
      const own = this.unrealisedPnl(row);
      pnl = pnl === null || own === undefined ? null : pnl + own;
    }
    const balances = await this.d.ledger.balances(user.userId, owner.book);
    // Accounts are created empty on first use: none yet means nothing was ever posted to it.
    const account = balances.find((b) => b.asset === 'USDT' && b.wallet === 'contract');
    return {
      positions: rows.length,
      margin: usdt(margin),
      unrealised_pnl: pnl === null ? null : usdt(pnl),
      available: usdt(account?.available ?? 0n),
    };
  }

  /**
   * The customer's unrealised P&L of an open position at the current price, exactly as
   * `present` shows it; undefined when the position is not open or has no price or rate.
   */
  unrealisedPnl(row: PositionRow): bigint | undefined {
    if (row.status !== 'open' || row.openPrice === null) return undefined;
    const last = this.d.market.markPrice(row.symbol);
    const spec = this.d.market.specOf(row.symbol);
    const rate = spec ? this.d.pricing.rateOf(spec.quote) : undefined;
    if (!last || !rate) return undefined;
    return pnlOf(
      row.direction as Direction,
      BigInt(row.openPrice),
      last.units,
      BigInt(row.lots),
      sizingOf(row),
      rate,
    );
  }

  /** A position as the API shows it: unrealised P&L at the current price while it is open. */
  present(row: PositionRow): ContractPosition {
    const price = (ticks: number | null) =>
      ticks === null ? null : formatUnits(BigInt(ticks), row.priceScale);
    const last =
      row.status === 'open' || row.status === 'pending' ? this.d.market.markPrice(row.symbol) : undefined;
    const pnl = row.status === 'open' ? this.unrealisedPnl(row) : (row.pnl ?? undefined);
    return {
      id: row.id,
      symbol: row.symbol,
      direction: row.direction as Direction,
      status: row.status as ContractPosition['status'],
      lots: lotsText(row.lots),
      leverage: row.leverage,
      pending_price: price(row.pendingPrice),
      opened:
        row.openPrice === null
          ? null
          : {
              price: present(price(row.openPrice), 'open price'),
              source: present(row.openSource, 'open price source'),
              time: seconds(present(row.openedAt, 'open time')),
            },
      margin: usdt(row.margin),
      fee: usdt(row.fee),
      take_profit: price(row.takeProfit),
      stop_loss: price(row.stopLoss),
      liquidation_price: row.status === 'open' ? price(row.liquidationPrice) : null,
      current_price: last ? formatUnits(last.units, last.scale) : null,
      pnl: pnl === undefined ? null : usdt(pnl),
      closed:
        row.closePrice === null
          ? null
          : {
              price: present(price(row.closePrice), 'close price'),
              source: present(row.closeSource, 'close price source'),
              time: seconds(present(row.closedAt, 'close time')),
            },
      close_reason: (row.closeReason as ContractPosition['close_reason']) ?? null,
      created_at: seconds(row.createdAt),
      updated_at: seconds(row.updatedAt),
    };
  }
}
