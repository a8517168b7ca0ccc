import type {
  BasketDetail,
  BasketPosition,
  BasketRisk,
  BasketTrade,
  BasketView,
  Lang,
  Page,
} from '@platform/contract';
import { formatUnits } from '@platform/money';
import type { SessionUser } from '../../platform/auth.ts';
import { type JobLog, PeriodicJob } from '../../platform/backoff.ts';
import { type Clock, seconds } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { amountField, assetAmount, bound, fieldRefusal, Refusal } from '../../platform/refusal.ts';
import type { SettingsService } from '../../platform/settings.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { EarnService } from '../earn/index.ts';
import type { KycService } from '../kyc/index.ts';
import type { Book, LedgerService } from '../ledger/index.ts';
import { allOpenAt, hoursLabel, isTradingOpen, type MarketService } from '../market/index.ts';
import {
  buyOf,
  costOf,
  managementUnitsOf,
  navOf,
  rescale,
  sellOf,
  unitsValue,
  withinTolerance,
} from './model.ts';
import * as repo from './repo.ts';

const USDT_SCALE = 6;
const usdt = (u: bigint) => formatUnits(u, USDT_SCALE);
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Positions charged their management fee per transaction. */
const FEE_BATCH = 500;
const bookOf = (user: SessionUser): Book => (user.kind === 'demo' ? 'demo' : 'real');

/** The NAV of a basket at its components' last recorded prices. */
export interface NavNow {
  nav: bigint | null;
  /** The oldest price time used. */
  timeMs: number | null;
  open: boolean;
  /** The first component whose index is older than its class's staleness limit, with its age. */
  stale: { symbol: string; seconds: number } | null;
  sources: { symbol: string; price: string; source: string; time: number }[];
}

/**
 * ETF baskets, low-risk and balanced (issue: earning): the NAV per unit follows the components'
 * recorded prices from the basket's inception; customers buy and redeem units at the NAV of the
 * moment (shown with its time and sources; refused if it moved beyond the stated tolerance from
 * what they saw), with the house as counterparty. Purchases count toward the customer's risk cap
 * together with escrow orders (EarnService.lockedHoldings), and a conservative customer may hold
 * the low-risk basket only when the operator's rule says so. A job records each basket's
 * inception prices, its NAV every minute, and charges the yearly management fee day by day in
 * units.
 */
export class BasketsService {
  /** Records inceptions and the minute's NAVs, and charges management fees due. */
  private readonly job: PeriodicJob;

  constructor(
    private readonly d: {
      db: Db;
      clock: Clock;
      ledger: LedgerService;
      market: MarketService;
      kyc: KycService;
      accounts: AccountsService;
      earn: EarnService;
      settings: SettingsService;
      log?: JobLog;
    },
  ) {
    // Basket purchases count toward the risk cap with escrow principal.
    d.earn.countHoldings((tx, userId, book) => repo.costHeld(tx, userId, book));
    this.job = new PeriodicJob('basket job', () => this.run(), d.log);
  }

  start(periodMs: number): void {
    this.job.start(periodMs);
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** Records inceptions and the minute's NAVs, and charges management fees due; calls share one run. */
  runOnce(): Promise<void> {
    return this.job.runOnce();
  }

  private async run(): Promise<void> {
    const rows = await repo.all(this.d.db);
    const now = this.d.clock.nowMs();
    const navs: { basketId: number; minute: number; nav: bigint }[] = [];
    for (const row of rows) {
      const basket = (await this.incepted(row)) ?? row;
      const nav = this.navNow(basket).nav;
      if (nav !== null) navs.push({ basketId: basket.id, minute: Math.floor(now / MINUTE_MS), nav });
    }
    await repo.recordNavs(this.d.db, navs);
    await this.chargeFees();
  }

  /** A basket without inception prices gets them once every component has a price. */
  private async incepted(row: repo.BasketRow): Promise<repo.BasketRow | undefined> {
    if (row.base !== null) return undefined;
    const base = [];
    for (const c of row.components) {
      const last = this.d.market.recordedIndex(c.symbol);
      if (!last || last.units <= 0n) return undefined;
      base.push({
        symbol: c.symbol,
        price: last.units.toString(),
        scale: last.scale,
        source: last.source,
        timeMs: last.timeMs,
      });
    }
    const at = new Date(this.d.clock.nowMs());
    await repo.setInception(this.d.db, row.id, base, at);
    return repo.one(this.d.db, row.id);
  }

  /** The management fee of each day since a position was last charged, in units, valued at the NAV now. */
  private async chargeFees(): Promise<void> {
    const today = Math.floor(this.d.clock.nowMs() / DAY_MS);
    const baskets = new Map((await repo.all(this.d.db)).map((b) => [b.id, b]));
    for (;;) {
      const charged = await this.d.db.transaction(async (tx) => {
        const due = await repo.lockFeesDue(tx, today, FEE_BATCH);
        for (const p of due) {
          const basket = baskets.get(p.basketId);
          const nav = basket ? this.navNow(basket).nav : null;
          if (!basket || nav === null) continue;
          let units = p.units;
          let taken = 0n;
          for (let day = p.feeDay; day < today; day++) {
            const fee = managementUnitsOf(units, basket.managementFeePpm);
            units -= fee;
            taken += fee;
          }
          await repo.savePosition(tx, {
            ...p,
            units,
            managementUnits: p.managementUnits + taken,
            feesPaid: p.feesPaid + unitsValue(taken, nav),
            feeDay: today,
          });
        }
        return due.length;
      });
      if (charged < FEE_BATCH) break;
    }
  }

  // NAV and views.

  navNow(row: repo.BasketRow): NavNow {
    const now = this.d.clock.nowMs();
    let open = true;
    let oldest: number | null = null;
    let stale: NavNow['stale'] = null;
    const sources: NavNow['sources'] = [];
    const priced = [];
    for (const c of row.components) {
      const spec = this.d.market.specOf(c.symbol);
      if (!spec || !isTradingOpen(spec.hours, now)) open = false;
      // A disabled component keeps its index: holders sell at it, and their units keep their value.
      const last = this.d.market.recordedIndex(c.symbol);
      const base = row.base?.find((b) => b.symbol === c.symbol);
      if (!last || !base) return { nav: null, timeMs: null, open: false, stale: null, sources: [] };
      oldest = oldest === null ? last.timeMs : Math.min(oldest, last.timeMs);
      if (last.stale && !stale) stale = { symbol: c.symbol, seconds: Math.floor((now - last.timeMs) / 1000) };
      sources.push({
        symbol: c.symbol,
        price: formatUnits(last.units, last.scale),
        source: last.source,
        time: Math.floor(last.timeMs / 1000),
      });
      priced.push({
        weightPpm: c.weightPpm,
        base: rescale(BigInt(base.price), base.scale, last.scale),
        now: last.units,
      });
    }
    return { nav: navOf(row.baseNav, priced), timeMs: oldest, open, stale, sources };
  }

  /**
   * When a closed basket trades again: the earliest moment all its components' markets are open
   * at once, in Unix seconds. Null when that is now (it is closed for want of a price, not by the
   * hours), a component is unknown, or their sessions never meet.
   */
  private reopening(row: repo.BasketRow, now: number): number | null {
    const hours = row.components.map((c) => this.d.market.specOf(c.symbol)?.hours);
    if (hours.some((h) => h === undefined)) return null;
    const at = allOpenAt(hours as NonNullable<(typeof hours)[number]>[], now);
    return at === null || at === now ? null : seconds(at);
  }

  view(row: repo.BasketRow, lang: Lang): BasketView {
    const texts = row.texts[lang] ?? row.texts.en ?? { name: `#${row.id}`, description: '' };
    const now = this.d.clock.nowMs();
    const nav = this.navNow(row);
    return {
      id: row.id,
      risk: row.risk as BasketRisk,
      name: texts.name,
      description: texts.description,
      components: row.components.map((c) => {
        const spec = this.d.market.specOf(c.symbol);
        const last = this.d.market.recordedIndex(c.symbol);
        const base = row.base?.find((b) => b.symbol === c.symbol);
        return {
          symbol: c.symbol,
          category: spec?.category ?? 'unknown',
          weight_ppm: c.weightPpm,
          base: base
            ? {
                price: formatUnits(BigInt(base.price), base.scale),
                source: base.source,
                time: Math.floor(base.timeMs / 1000),
              }
            : null,
          last: last
            ? {
                price: formatUnits(last.units, last.scale),
                source: last.source,
                time: Math.floor(last.timeMs / 1000),
              }
            : null,
          open: spec ? isTradingOpen(spec.hours, now) : false,
          hours: spec ? hoursLabel(spec.hours) : '',
        };
      }),
      base_nav: usdt(row.baseNav),
      nav: {
        nav: nav.nav === null ? null : usdt(nav.nav),
        time: nav.timeMs === null ? null : Math.floor(nav.timeMs / 1000),
        open: nav.open,
        next_open: nav.open ? null : this.reopening(row, now),
      },
      management_fee_ppm: row.managementFeePpm,
      subscription_fee_ppm: row.subscriptionFeePpm,
      redemption_fee_ppm: row.redemptionFeePpm,
      min_amount: usdt(row.minAmount),
      max_amount: usdt(row.maxAmount),
      status: row.status as BasketView['status'],
      inception_at: row.inceptionAt ? seconds(row.inceptionAt) : null,
    };
  }

  private async rules() {
    return this.d.settings.get('baskets.rules');
  }

  async list(risk: string | undefined, lang: Lang) {
    const [rows, rules] = await Promise.all([repo.all(this.d.db, risk), this.rules()]);
    return {
      baskets: rows.map((r) => this.view(r, lang)),
      conservative_low_only: rules.conservativeLowOnly,
      nav_tolerance_ppm: rules.navTolerancePpm,
    };
  }

  async detail(id: number, hours: number, lang: Lang, user: SessionUser | null): Promise<BasketDetail> {
    const row = await repo.one(this.d.db, id);
    if (!row) throw new Refusal('BASKET_NOT_FOUND');
    const since = Math.floor((this.d.clock.nowMs() - hours * 3_600_000) / MINUTE_MS);
    const [history, rules] = await Promise.all([repo.navHistory(this.d.db, id, since), this.rules()]);
    let mine: BasketDetail['mine'] = null;
    if (user) {
      const [limits, position] = await Promise.all([
        this.d.earn.limitsOf(user),
        repo.position(this.d.db, { userId: user.userId, book: bookOf(user) }, id),
      ]);
      mine = {
        risk_level: limits.demo ? 'demo' : limits.level,
        risk_cap: limits.cap,
        invested: limits.invested,
        available: limits.available,
        units: usdt(position?.units ?? 0n),
      };
    }
    return {
      basket: this.view(row, lang),
      history: history.map((h) => ({ time: h.minute * 60, nav: usdt(h.nav) })),
      conservative_low_only: rules.conservativeLowOnly,
      nav_tolerance_ppm: rules.navTolerancePpm,
      mine,
    };
  }

  /**
   * The NAV an order executes at, refused without prices, with a market closed, with a component's
   * index stale, or moved beyond tolerance.
   */
  private async executionNav(row: repo.BasketRow, seen: string): Promise<NavNow & { nav: bigint }> {
    const now = this.navNow(row);
    if (now.nav === null) throw new Refusal('BASKET_NO_PRICE');
    if (!now.open) throw new Refusal('BASKET_MARKET_CLOSED');
    if (now.stale) throw new Refusal('BASKET_PRICE_STALE', now.stale, now.stale);
    const shown = amountField(seen, USDT_SCALE, 'nav');
    const { navTolerancePpm } = await this.rules();
    if (!withinTolerance(shown, now.nav, navTolerancePpm))
      throw new Refusal('BASKET_NAV_CHANGED', { nav: bound(usdt(now.nav)) }, { nav: usdt(now.nav) });
    return { ...now, nav: now.nav };
  }

  async buy(
    user: SessionUser,
    input: { id: number; amount: string; nav: string; trade_password?: string | undefined; rtoken: string },
    lang: Lang,
  ): Promise<BasketTrade> {
    const book = bookOf(user);
    const row = await repo.one(this.d.db, input.id);
    if (!row) throw new Refusal('BASKET_NOT_FOUND');
    // A component the operator disabled stops new purchases; holders still sell at its index.
    if (row.status !== 'open' || row.components.some((c) => !this.d.market.specOf(c.symbol)?.enabled))
      throw new Refusal('BASKET_CLOSED');
    const amount = amountField(input.amount, USDT_SCALE, 'amount');
    if (amount < row.minAmount || amount > row.maxAmount)
      throw new Refusal('BASKET_AMOUNT_OUT_OF_RANGE', {
        min: bound(usdt(row.minAmount)),
        max: bound(usdt(row.maxAmount)),
      });
    let cap: bigint | null = null;
    if (book === 'real') {
      const risk = await this.d.earn.riskCap(user.userId);
      if ((await this.rules()).conservativeLowOnly && risk.level === 'conservative' && row.risk !== 'low')
        throw new Refusal('BASKET_RISK_LEVEL');
      cap = risk.cap;
      await this.d.earn.checkTradePassword(user.userId, input.trade_password);
    }
    const nav = await this.executionNav(row, input.nav);
    const { fee, units } = buyOf(amount, nav.nav, row.subscriptionFeePpm);
    if (units <= 0n)
      throw new Refusal('BASKET_AMOUNT_OUT_OF_RANGE', {
        min: bound(usdt(row.minAmount)),
        max: bound(usdt(row.maxAmount)),
      });
    const now = new Date(this.d.clock.nowMs());
    const owner = { userId: user.userId, book };
    const trade = await this.d.db.transaction(async (tx) => {
      const made = await repo.insertTrade(tx, {
        userId: user.userId,
        book,
        basketId: row.id,
        side: 'buy',
        amount,
        units,
        nav: nav.nav,
        fee,
        sources: nav.sources,
        requestKey: `${user.userId}:${input.rtoken}`,
        createdAt: now,
      });
      if (!made) throw new Refusal('REQUEST_REPLAYED');
      if (book === 'real') {
        const held = await this.d.earn.lockedHoldings(tx, user.userId, book);
        if (cap !== null && held + amount > cap)
          throw new Refusal('EARN_RISK_CAP_EXCEEDED', {
            cap: bound(usdt(cap)),
            invested: assetAmount(usdt(held), 'USDT'),
          });
      }
      const position = await repo.lockPosition(tx, owner, row.id, Math.floor(now.getTime() / DAY_MS));
      await this.d.ledger.apply(tx, [
        basketTransfer(
          `basket-buy:${made.id}`,
          'basket-buy',
          made.id,
          book,
          amount - fee,
          { user: user.userId, wallet: 'spot' },
          { system: 'house' },
        ),
        basketTransfer(
          `basket-buy:${made.id}:fee`,
          'basket-buy',
          made.id,
          book,
          fee,
          { user: user.userId, wallet: 'spot' },
          { system: 'fees' },
        ),
      ]);
      await repo.savePosition(tx, {
        ...position,
        units: position.units + units,
        cost: position.cost + amount,
        feesPaid: position.feesPaid + fee,
      });
      return made;
    });
    return this.tradeView(trade, this.view(row, lang).name);
  }

  async sell(
    user: SessionUser,
    input: { id: number; units: string; nav: string; trade_password?: string | undefined; rtoken: string },
    lang: Lang,
  ): Promise<BasketTrade> {
    const book = bookOf(user);
    const owner = { userId: user.userId, book };
    const row = await repo.one(this.d.db, input.id);
    if (!row) throw new Refusal('BASKET_NOT_FOUND');
    const sold = amountField(input.units, USDT_SCALE, 'units');
    if (sold <= 0n) throw fieldRefusal({ units: { key: 'tooSmall', params: { min: usdt(1n) } } });
    const held = (await repo.position(this.d.db, owner, row.id))?.units ?? 0n;
    if (sold > held)
      throw new Refusal('BASKET_UNITS_EXCEEDED', { units: bound(usdt(held)) }, { units: usdt(held) });
    if (book === 'real') await this.d.earn.checkTradePassword(user.userId, input.trade_password);
    const nav = await this.executionNav(row, input.nav);
    const { fee, receive } = sellOf(sold, nav.nav, row.redemptionFeePpm);
    const now = new Date(this.d.clock.nowMs());
    const trade = await this.d.db.transaction(async (tx) => {
      const position = await repo.lockPosition(tx, owner, row.id, Math.floor(now.getTime() / DAY_MS));
      if (sold > position.units)
        throw new Refusal(
          'BASKET_UNITS_EXCEEDED',
          { units: bound(usdt(position.units)) },
          { units: usdt(position.units) },
        );
      const made = await repo.insertTrade(tx, {
        userId: user.userId,
        book,
        basketId: row.id,
        side: 'sell',
        amount: receive,
        units: sold,
        nav: nav.nav,
        fee,
        sources: nav.sources,
        requestKey: `${user.userId}:${input.rtoken}`,
        createdAt: now,
      });
      if (!made) throw new Refusal('REQUEST_REPLAYED');
      await this.d.ledger.apply(tx, [
        basketTransfer(
          `basket-sell:${made.id}`,
          'basket-sell',
          made.id,
          book,
          receive,
          { system: 'house' },
          { user: user.userId, wallet: 'spot' },
        ),
        basketTransfer(
          `basket-sell:${made.id}:fee`,
          'basket-sell',
          made.id,
          book,
          fee,
          { system: 'house' },
          { system: 'fees' },
        ),
      ]);
      await repo.savePosition(tx, {
        ...position,
        units: position.units - sold,
        cost: position.cost - costOf(position.cost, position.units, sold),
        feesPaid: position.feesPaid + fee,
      });
      return made;
    });
    return this.tradeView(trade, this.view(row, lang).name);
  }

  /** USDT units a customer's basket units are worth at the NAV of now; a basket without a NAV counts nothing. */
  async valueHeld(userId: number, book: Book): Promise<bigint> {
    const [rows, baskets] = await Promise.all([
      repo.ownPositions(this.d.db, { userId, book }),
      repo.all(this.d.db),
    ]);
    const byId = new Map(baskets.map((b) => [b.id, b]));
    let value = 0n;
    for (const p of rows) {
      const basket = byId.get(p.basketId);
      const nav = basket ? this.navNow(basket).nav : null;
      if (nav !== null) value += unitsValue(p.units, nav);
    }
    return value;
  }

  async positions(user: SessionUser, risk: string | undefined, lang: Lang): Promise<BasketPosition[]> {
    const [rows, baskets] = await Promise.all([
      repo.ownPositions(this.d.db, { userId: user.userId, book: bookOf(user) }),
      repo.all(this.d.db, risk),
    ]);
    const byId = new Map(baskets.map((b) => [b.id, b]));
    return rows.flatMap((p) => {
      const basket = byId.get(p.basketId);
      if (!basket) return [];
      const nav = this.navNow(basket).nav;
      const value = nav === null ? null : unitsValue(p.units, nav);
      return [
        {
          basket_id: p.basketId,
          risk: basket.risk as BasketRisk,
          name: this.view(basket, lang).name,
          units: usdt(p.units),
          cost: usdt(p.cost),
          nav: nav === null ? null : usdt(nav),
          value: value === null ? null : usdt(value),
          pnl: value === null ? null : usdt(value - p.cost),
          fees_paid: usdt(p.feesPaid),
          management_fee_units: usdt(p.managementUnits),
        },
      ];
    });
  }

  async trades(
    user: SessionUser,
    f: { risk?: string | undefined; page: number; pageSize: number },
    lang: Lang,
  ): Promise<Page<BasketTrade>> {
    const baskets = await repo.all(this.d.db);
    const names = new Map(baskets.map((b) => [b.id, this.view(b, lang).name]));
    const ids = f.risk ? baskets.filter((b) => b.risk === f.risk).map((b) => b.id) : undefined;
    return repo.tradePage(
      this.d.db,
      { book: bookOf(user), userId: user.userId, basketIds: ids, page: f.page, pageSize: f.pageSize },
      (t) => this.tradeView(t, names.get(t.basketId) ?? `#${t.basketId}`),
    );
  }

  tradeView(t: repo.TradeRow, name: string): BasketTrade {
    return {
      id: t.id,
      basket_id: t.basketId,
      name,
      side: t.side as BasketTrade['side'],
      amount: usdt(t.amount),
      units: usdt(t.units),
      nav: usdt(t.nav),
      fee: usdt(t.fee),
      sources: t.sources,
      created_at: seconds(t.createdAt),
    };
  }
}

function basketTransfer(
  key: string,
  kind: 'basket-buy' | 'basket-sell',
  tradeId: number,
  book: Book,
  amount: bigint,
  from: { user: number; wallet: 'spot' } | { system: 'house' },
  to: { user: number; wallet: 'spot' } | { system: 'house' | 'fees' },
) {
  return {
    type: 'transfer' as const,
    key,
    kind,
    ref: { kind: 'basket', id: String(tradeId) },
    book,
    asset: 'USDT',
    amount,
    from,
    to,
  };
}
