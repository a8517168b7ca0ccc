import { type AdminBasket, LANGS, type Page, type SaveBasketInput } from '@platform/contract';
import { formatUnits } from '@platform/money';
import { present } from '../../platform/assert.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { amountField, fieldRefusal, Refusal } from '../../platform/refusal.ts';
import type { Book } from '../ledger/index.ts';
import type { MarketService } from '../market/index.ts';
import { navOf, rescale, UNIT, weightsValid } from './model.ts';
import * as repo from './repo.ts';
import type { BasketTexts } from './schema.ts';
import type { BasketsService } from './service.ts';

const usdt = (u: bigint) => formatUnits(u, 6);

/**
 * ETF baskets for staff: operations creates baskets (components and weights are fixed from then
 * on: a rebalance is a new basket) and edits texts, fees, range and status; everyone reads the
 * trades and the house's exposure per component. Nothing here changes a NAV, a trade or a balance.
 */
export class BasketsBackOffice {
  constructor(private readonly d: { db: Db; clock: Clock; market: MarketService; baskets: BasketsService }) {}

  private adminView(row: repo.BasketRow, out: { units: bigint; holders: number } | undefined): AdminBasket {
    const { name: _n, description: _d, ...view } = this.d.baskets.view(row, 'en');
    const nav = this.d.baskets.navNow(row).nav;
    const units = out?.units ?? 0n;
    return {
      ...view,
      texts: Object.fromEntries(LANGS.map((l) => [l, row.texts[l] ?? null])),
      holders: out?.holders ?? 0,
      units_outstanding: usdt(units),
      value_outstanding: nav === null ? null : usdt((units * nav) / UNIT),
    };
  }

  async list(): Promise<AdminBasket[]> {
    const [rows, out] = await Promise.all([repo.all(this.d.db), repo.outstanding(this.d.db, 'real')]);
    return rows.map((r) => this.adminView(r, out.get(r.id)));
  }

  /** Creates or changes a basket in the caller's transaction; its before and after for the audit log. */
  async save(tx: DbOrTx, input: SaveBasketInput) {
    const amount = (field: 'min_amount' | 'max_amount') =>
      amountField(input[field], 6, field, { positive: true });
    const min = amount('min_amount');
    const max = amount('max_amount');
    if (max < min) throw fieldRefusal({ max_amount: { key: 'tooSmall', params: { min: usdt(min) } } });
    const texts: BasketTexts = {};
    for (const lang of LANGS) {
      const t = (input.texts as Record<string, BasketTexts[string] | undefined>)[lang];
      if (t) texts[lang] = { name: t.name, description: t.description };
    }
    const values = {
      risk: input.risk,
      texts,
      managementFeePpm: input.management_fee_ppm,
      subscriptionFeePpm: input.subscription_fee_ppm,
      redemptionFeePpm: input.redemption_fee_ppm,
      minAmount: min,
      maxAmount: max,
      status: input.status,
      updatedAt: new Date(this.d.clock.nowMs()),
    };
    let before: AdminBasket | null = null;
    let row: repo.BasketRow;
    const outstanding = await repo.outstanding(tx, 'real');
    if (input.id === undefined) {
      const components = (input.components ?? []).map((c) => ({ symbol: c.symbol, weightPpm: c.weight_ppm }));
      if (!weightsValid(components)) throw new Refusal('BASKET_WEIGHTS_INVALID');
      for (const c of components) {
        const spec = this.d.market.specOf(c.symbol);
        if (!spec?.enabled) throw new Refusal('BASKET_UNKNOWN_INSTRUMENT');
      }
      row = await repo.insert(tx, { ...values, components, baseNav: UNIT });
    } else {
      const current = await repo.lockOne(tx, input.id);
      if (!current) throw new Refusal('BASKET_NOT_FOUND');
      if (input.components !== undefined) throw new Refusal('BASKET_WEIGHTS_INVALID');
      before = this.adminView(current, outstanding.get(current.id));
      row = present(await repo.update(tx, input.id, values), 'updated basket');
    }
    return { target: `basket:${row.id}`, before, after: this.adminView(row, outstanding.get(row.id)) };
  }

  trades(f: {
    book: Book;
    uid?: number | undefined;
    basket_id?: number | undefined;
    page: number;
    pageSize: number;
  }) {
    return (async (): Promise<
      Page<ReturnType<BasketsService['tradeView']> & { user_id: number; book: string }>
    > => {
      const rows = await repo.all(this.d.db);
      const names = new Map(rows.map((b) => [b.id, b.texts.en?.name ?? `#${b.id}`]));
      return repo.tradePage(
        this.d.db,
        {
          book: f.book,
          userId: f.uid,
          basketIds: f.basket_id === undefined ? undefined : [f.basket_id],
          page: f.page,
          pageSize: f.pageSize,
        },
        (t) => ({
          ...this.d.baskets.tradeView(t, names.get(t.basketId) ?? `#${t.basketId}`),
          user_id: t.userId,
          book: t.book,
        }),
      );
    })();
  }

  /** What the house owes holders of the real book per component, at the last prices. */
  async exposure() {
    const [rows, out] = await Promise.all([repo.all(this.d.db), repo.outstanding(this.d.db, 'real')]);
    const bySymbol = new Map<string, bigint>();
    for (const row of rows) {
      const units = out.get(row.id)?.units ?? 0n;
      if (units === 0n || row.base === null) continue;
      for (const c of row.components) {
        const last = this.d.market.recordedIndex(c.symbol);
        const base = row.base.find((b) => b.symbol === c.symbol);
        if (!last || !base) continue;
        const part = navOf(row.baseNav, [
          {
            weightPpm: c.weightPpm,
            base: rescale(BigInt(base.price), base.scale, last.scale),
            now: last.units,
          },
        ]);
        bySymbol.set(c.symbol, (bySymbol.get(c.symbol) ?? 0n) + (units * part) / UNIT);
      }
    }
    const components = [...bySymbol]
      .sort((a, b) => (b[1] > a[1] ? 1 : -1))
      .map(([symbol, value]) => ({ symbol, value: usdt(value) }));
    const total = [...bySymbol.values()].reduce((s, v) => s + v, 0n);
    return { components, total: usdt(total) };
  }
}
