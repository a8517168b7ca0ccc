import type { BasketDetail } from '@platform/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ApiRefusal } from '../../../lib/api-client.ts';
import { readAmount } from '../../../lib/decimal-input.ts';
import { useRefreshBaskets } from '../api/baskets-api.ts';
import { HOLDINGS_PATHS } from '../model/paths.ts';
import { navOfRefusal, navUnitsOf } from '../model/trade.ts';
import { type PriceSource, sourcesOf } from './quote-rows.tsx';

/** An order on its way to the confirmation: the figures shown, at the NAV shown, which is what is sent. */
export interface PendingOrder<Q> {
  /** The amount or units as typed, sent as such. */
  typed: string;
  typedUnits: bigint;
  /** The NAV string on screen when the order was reviewed; the server checks it against its own. */
  nav: string;
  navTime: number | null;
  sources: PriceSource[];
  quote: Q;
  /** The server answered that the NAV had moved: these are the figures at the NAV now. */
  changed: boolean;
}

export interface OrderRefusal {
  message: string;
  reason: string | undefined;
}

/**
 * The steps of a purchase or a redemption. `review` freezes the figures at the NAV on screen and
 * opens the confirmation; `confirm` sends that NAV with the order. When the server answers
 * BASKET_NAV_CHANGED the basket is read again and the confirmation stays open with the figures
 * at the NAV now, to be confirmed again; any other refusal is said on the page and every basket
 * query is read again. A confirmed order opens the holdings of the basket's risk.
 */
export function useOrderFlow<Q>({
  detail,
  refetch,
  typed,
  scale,
  quoteOf,
  send,
}: {
  detail: BasketDetail;
  refetch: () => Promise<BasketDetail | undefined>;
  /** What the field holds now, read at `scale` for the figures shown before the review. */
  typed: string;
  scale: number;
  quoteOf: (typedUnits: bigint, navUnits: bigint) => Q;
  send: (order: PendingOrder<Q>, tradePassword: string | null) => Promise<unknown>;
}) {
  const navigate = useNavigate();
  const refresh = useRefreshBaskets();
  const [pending, setPending] = useState<PendingOrder<Q> | null>(null);
  const [refusal, setRefusal] = useState<OrderRefusal | null>(null);

  const read = readAmount(typed, scale);
  const navNow = navUnitsOf(detail.basket.nav.nav);
  const quote = read.ok && read.units > 0n && navNow !== null ? quoteOf(read.units, navNow) : null;

  const review = (typed: string, typedUnits: bigint) => {
    const { nav } = detail.basket;
    const navUnits = navUnitsOf(nav.nav);
    if (nav.nav === null || navUnits === null) return;
    setRefusal(null);
    setPending({
      typed,
      typedUnits,
      nav: nav.nav,
      navTime: nav.time,
      sources: sourcesOf(detail.basket),
      quote: quoteOf(typedUnits, navUnits),
      changed: false,
    });
  };

  const confirm = async (tradePassword: string | null) => {
    if (!pending) return;
    await send(pending, tradePassword);
    setPending(null);
    await refresh();
    navigate(HOLDINGS_PATHS[detail.basket.risk]);
  };

  const refused = async (error: ApiRefusal) => {
    if (error.reason === 'BASKET_NAV_CHANGED' && pending) {
      const fresh = await refetch();
      const basket = fresh?.basket;
      const nav = basket?.nav.open ? (basket.nav.nav ?? navOfRefusal(error.envelope.data)) : null;
      const navUnits = navUnitsOf(nav);
      if (basket && nav !== null && navUnits !== null) {
        setPending({
          ...pending,
          nav,
          navTime: basket.nav.time,
          sources: sourcesOf(basket),
          quote: quoteOf(pending.typedUnits, navUnits),
          changed: true,
        });
        return;
      }
    }
    setRefusal({ message: error.message, reason: error.reason });
    setPending(null);
    // A refusal by a rule means the basket or the customer's standing changed since it was read.
    await refresh();
  };

  return { quote, pending, refusal, review, confirm, refused, close: () => setPending(null) };
}
