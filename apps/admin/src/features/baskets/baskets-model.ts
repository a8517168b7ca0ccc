import {
  type AdminOutput,
  BASKET_RISKS,
  type BASKET_SIDES,
  type BasketRisk,
  BOOKS,
} from '@platform/contract';
import { unitsOf } from '../../lib/amounts.ts';
import { positiveInt } from '../../lib/parse.ts';
import { PPM_PER_PERCENT } from '../../lib/percent.ts';
import { emptyListText, type TabbedView, type TabbedViewRules, tabbedViewOf } from '../../lib/tabbed-view.ts';

/**
 * How the ETF baskets page reads its address and names what it shows. Pure rules only; amounts
 * stay the decimal strings the server sent and weights and fees the integer ppm it stores, so
 * nothing shown is ever rounded up.
 */

export type Book = (typeof BOOKS)[number];
export type AdminBasket = AdminOutput<'basketsAdmin'>[number];
export type AdminBasketTrade = AdminOutput<'basketTradesAdmin'>['items'][number];
export type BasketExposure = AdminOutput<'basketExposure'>;
export type BasketSide = (typeof BASKET_SIDES)[number];
export type BasketStatus = AdminBasket['status'];

export const BASKET_TABS = ['baskets', 'trades', 'exposure'] as const;
export type BasketTab = (typeof BASKET_TABS)[number];
export const TAB_LABELS: Readonly<Record<BasketTab, string>> = {
  baskets: 'Baskets',
  trades: 'Trades',
  exposure: 'Exposure',
};

/** Where operations set who may hold which basket and how far a NAV may move before an order. */
export const RULES_SETTING = 'baskets.rules';

/** Everything the page shows, as it lives in the address: a reload or a shared link keeps it. */
export interface BasketsView extends TabbedView<BasketTab, Book> {
  uid?: number;
  basket?: number;
}

/** The page opens on the baskets; the trades list on the real book. */
export const BASKETS_VIEW: TabbedViewRules<BasketsView> = {
  tabs: BASKET_TABS,
  books: BOOKS,
  filters: ['uid', 'basket'],
};

/** The view an address describes; only the trades list has filters. */
export function viewOf(params: URLSearchParams): BasketsView {
  const view: BasketsView = tabbedViewOf(params, BASKETS_VIEW);
  if (view.tab !== 'trades') return view;
  const uid = positiveInt(params.get('uid'));
  const basket = positiveInt(params.get('basket'));
  if (uid !== undefined) view.uid = uid;
  if (basket !== undefined) view.basket = basket;
  return view;
}

/** What the trades list asks the server for. */
export function tradesQuery(view: BasketsView) {
  const { page, pageSize, book, uid, basket } = view;
  return { page, pageSize, book, uid, basket_id: basket };
}

/** An empty trades list in words: a filter that matches nothing is not an empty book. */
export function emptyText(view: BasketsView): string {
  return emptyListText(view, BASKETS_VIEW, 'basket trades');
}

// ---- Words ----

export const RISK_LABELS: Readonly<Record<BasketRisk, string>> = { low: 'Low risk', balanced: 'Balanced' };
export const RISK_COLORS: Readonly<Record<BasketRisk, string>> = { low: 'green', balanced: 'geekblue' };
export const RISK_OPTIONS = BASKET_RISKS.map((r) => ({ value: r, label: RISK_LABELS[r] }));

export const SIDE_LABELS: Readonly<Record<BasketSide, string>> = { buy: 'Purchase', sell: 'Redemption' };
export const SIDE_COLORS: Readonly<Record<BasketSide, string>> = { buy: 'blue', sell: 'orange' };

// ---- Figures ----

/** The weights of a basket's components add up to exactly this. */
export const WEIGHTS_TOTAL_PPM = 1_000_000;

/**
 * A share with all four decimals, so a running sum never looks complete when it is not:
 * 999,999 ppm is "99.9999%", never "100%".
 */
export function fullPercent(ppm: number): string {
  const sign = ppm < 0 ? '-' : '';
  const abs = Math.abs(ppm);
  const fraction = String(abs % PPM_PER_PERCENT).padStart(4, '0');
  return `${sign}${Math.floor(abs / PPM_PER_PERCENT)}.${fraction}%`;
}

/** The one exposure row's share of the total. */
export interface ExposureShare {
  symbol: string;
  value: string;
  /** Of the total, in ppm rounded down (no share is shown larger than it is); null without a total. */
  share_ppm: number | null;
}

/** The scale exposure amounts are compared at: more decimals than any asset the house holds. */
const SHARE_SCALE = 18;

/**
 * Each component's share of the house's exposure, exactly: value x 1,000,000 / total in whole
 * units, rounded down. A zero or unreadable total has no shares.
 */
export function exposureShares(exposure: BasketExposure): ExposureShare[] {
  const total = unitsOf(exposure.total, SHARE_SCALE);
  return exposure.components.map(({ symbol, value }) => {
    const units = unitsOf(value, SHARE_SCALE);
    if (total === null || total <= 0n || units === null) return { symbol, value, share_ppm: null };
    // Rounded down: the shares add up to at most 100%.
    return { symbol, value, share_ppm: Number((units * BigInt(WEIGHTS_TOTAL_PPM)) / total) };
  });
}
