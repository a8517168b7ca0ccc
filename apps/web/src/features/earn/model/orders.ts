import type { EarnOrder, EarnOrderStatus, Envelope } from '@platform/contract';

/**
 * The escrow orders of /profit_wdtg and /vip_wdtg as pure rules: which list an order sits in,
 * what the customer may do with it, and how its status reads.
 */
export const ORDER_LISTS = ['open', 'ended'] as const;
export type OrderList = (typeof ORDER_LISTS)[number];
export const ORDERS_PAGE_SIZE = 10;

/**
 * What the customer may ask of an order now: an early redemption of an order in custody, or a
 * new request after a paused one (status reapply). Only when the server states what it would cost
 * (`redeem_now`), so the figure shown is the one the server will check.
 */
export type RedeemAction = 'redeem' | 'reapply';

export function redeemActionOf(order: Pick<EarnOrder, 'status' | 'redeem_now'>): RedeemAction | null {
  if (order.redeem_now === null) return null;
  if (order.status === 'custody') return 'redeem';
  if (order.status === 'reapply') return 'reapply';
  return null;
}

export type StatusTone = 'brand' | 'warn' | 'up' | 'mute' | 'down';

/** The colour of each status label: earning, waiting, paid out, refused. */
export const STATUS_TONE: Readonly<Record<EarnOrderStatus, StatusTone>> = {
  custody: 'brand',
  redeeming: 'warn',
  reapply: 'warn',
  redeemed: 'mute',
  completed: 'up',
  rejected: 'down',
};

/** Whether the order has a redemption whose date, penalty and pause the card should show (after payment too). */
export function showsRedemption(order: Pick<EarnOrder, 'status' | 'redemption'>): boolean {
  return (
    order.redemption !== null &&
    (order.status === 'redeeming' || order.status === 'reapply' || order.status === 'redeemed')
  );
}

/** How much of the term has passed, as a whole percentage for the progress bar (rounded down). */
export function termProgressPercent(order: Pick<EarnOrder, 'days_paid' | 'term_days'>): number {
  if (order.term_days <= 0) return 100;
  return Math.min(100, Math.floor((order.days_paid * 100) / order.term_days));
}

/**
 * An order, or the envelope of a refusal: the API client answers a refused buyProfit with the
 * whole envelope instead of throwing (spec section 8), so the caller tells the two apart here.
 */
export function isRefusalEnvelope(answer: EarnOrder | Envelope): answer is Envelope {
  return 'code' in answer && typeof answer.code === 'number';
}

/** An order of a refreshed page, or null when it has left it (it ended, or moved to another page). */
export function findOrder(items: readonly EarnOrder[] | undefined, id: number): EarnOrder | null {
  return items?.find((o) => o.id === id) ?? null;
}
