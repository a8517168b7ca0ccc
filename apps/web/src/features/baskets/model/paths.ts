import { BASKET_RISKS, type BasketRisk } from '@platform/contract';

/**
 * The addresses of the ETF baskets (spec section 2): one page to look at the baskets and buy or
 * sell units (/etflow_buy, a basket chosen by ?id=N), and the holdings of each risk, the balanced
 * basket's under /etf_wdtg and the low-risk basket's under /etflow_wdtg.
 */
export const BASKETS_PATH = '/etflow_buy';

export const HOLDINGS_PATHS: Readonly<Record<BasketRisk, string>> = {
  low: '/etflow_wdtg',
  balanced: '/etf_wdtg',
};

/** The risk whose holdings a screen shows, from its path: /etf_wdtg is balanced, every other low-risk. */
export function riskOfPath(pathname: string): BasketRisk {
  return pathname.toLowerCase().startsWith('/etf_wdtg') ? 'balanced' : 'low';
}

/** The page of one basket, where its units are bought and sold. */
export function basketPath(id: number): string {
  return `${BASKETS_PATH}?id=${id}`;
}

/** The basket id of /etflow_buy?id=N; null when the address names none, or none that could exist. */
export function basketIdOf(search: URLSearchParams): number | null {
  const raw = search.get('id');
  if (raw === null || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The basket shown when the address names none, or one that is not in the list: the first
 * low-risk basket, else the first of any risk; null when there are none.
 */
export function selectedBasket<T extends { id: number; risk: BasketRisk }>(
  baskets: readonly T[],
  id: number | null,
): T | null {
  const named = id === null ? undefined : baskets.find((b) => b.id === id);
  if (named) return named;
  for (const risk of BASKET_RISKS) {
    const first = baskets.find((b) => b.risk === risk);
    if (first) return first;
  }
  return null;
}

/** The NAV history spans the chart offers: an hour, a day (the default) and a week. */
export const HISTORY_HOURS = [1, 24, 168] as const;
export type HistoryHours = (typeof HISTORY_HOURS)[number];
export const DEFAULT_HISTORY_HOURS: HistoryHours = 24;
