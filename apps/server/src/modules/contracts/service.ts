import type { ContractInstrument, ContractPosition, ContractSummary, Page } from '@platform/contract';
import type { SessionUser } from '../../platform/auth.ts';
import type { JobLog } from '../../platform/backoff.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { SettingsService } from '../../platform/settings.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { MarketService } from '../market/index.ts';
import { ContractEntry, type OpenInput } from './entry.ts';
import { ContractPricing } from './pricing.ts';
import { ContractReadModel } from './read-model.ts';
import type { PositionRow } from './repo.ts';
import { ContractSettlement, type TurnoverRecorder } from './settlement.ts';
import { ContractTriggers } from './triggers.ts';

/**
 * Contract positions (CFD) against the house at the feed price (DESIGN.md section 6). Margin
 * and the opening fee leave the contract account's available USDT when a position opens (the
 * margin is held frozen); closing pays back the margin plus the profit or less the loss, never
 * less than nothing (the house absorbs a loss beyond the margin). Take-profit, stop-loss,
 * liquidation and pending-open levels sit in a trigger index per instrument and book; each
 * accepted tick fires what it crosses, and fired triggers are settled one at a time.
 *
 * The work is split by responsibility: entry.ts (what the customer does), triggers.ts (what
 * prices do), settlement.ts (the money and row changes both share), read-model.ts (what the
 * client is shown), pricing.ts (rules, prices and rates) and repo.ts (the SQL).
 */
export class ContractsService {
  private readonly entry: ContractEntry;
  private readonly triggers: ContractTriggers;
  private readonly read: ContractReadModel;

  constructor(d: {
    db: Db;
    clock: Clock;
    ledger: LedgerService;
    /** Records each opened position's value toward the withdrawal turnover. */
    turnover: TurnoverRecorder;
    market: MarketService;
    settings: SettingsService;
    log?: JobLog;
  }) {
    const pricing = new ContractPricing(d);
    const settlement = new ContractSettlement({ ...d, pricing });
    this.triggers = new ContractTriggers({ ...d, pricing, settlement });
    this.entry = new ContractEntry({ ...d, pricing, settlement, triggers: this.triggers });
    this.read = new ContractReadModel({ ...d, pricing });
  }

  /** Loads the levels of every live position and follows the feed. */
  start(): Promise<void> {
    return this.triggers.start();
  }

  /** Resolves once every trigger fired so far is settled (tests and shutdown wait on it). */
  idle(): Promise<void> {
    return this.triggers.idle();
  }

  /** Every instrument with the rules that limit an order, for the order panel. */
  instruments(): Promise<ContractInstrument[]> {
    return this.read.instruments();
  }

  /**
   * Opens a position at the current price, or places a pending open at `price`. Margin and fee
   * are worked out at that price; the fee is charged when the position opens.
   */
  async open(user: SessionUser, input: OpenInput): Promise<ContractPosition> {
    return this.read.present(await this.entry.open(user, input));
  }

  /** Changes (or removes, with '') the take-profit and stop-loss of an open position. */
  async setStops(
    user: SessionUser,
    input: { id: number; take_profit?: string | undefined; stop_loss?: string | undefined },
  ): Promise<ContractPosition> {
    return this.read.present(await this.entry.setStops(user, input));
  }

  /** Closes a position (or `lots` of it) at the current price. */
  async close(user: SessionUser, id: number, lots?: string): Promise<ContractPosition> {
    return this.read.present(await this.entry.close(user, id, lots));
  }

  /** Cancels a pending open: what it holds goes back to available. */
  async cancel(user: SessionUser, id: number): Promise<ContractPosition> {
    return this.read.present(await this.entry.cancel(user, id));
  }

  /** Closes every open position and cancels every pending open of the user (in one instrument or all). */
  closeAll(user: SessionUser, symbol?: string): Promise<{ closed: number; cancelled: number }> {
    return this.entry.closeAll(user, symbol);
  }

  list(
    user: SessionUser,
    which: 'open' | 'pending' | 'history',
    f: { symbol?: string | undefined; page: number; pageSize: number },
  ): Promise<Page<ContractPosition>> {
    return this.read.list(user, which, f);
  }

  summary(user: SessionUser): Promise<ContractSummary> {
    return this.read.summary(user);
  }

  /**
   * The customer's unrealised P&L of an open position at the current price, exactly as
   * `present` shows it; undefined when the position is not open or has no price or rate. Read
   * only, for the back office's exposure.
   */
  unrealisedPnl(row: PositionRow): bigint | undefined {
    return this.read.unrealisedPnl(row);
  }

  /** A position as the API shows it: unrealised P&L at the current price while it is open. */
  present(row: PositionRow): ContractPosition {
    return this.read.present(row);
  }
}
