import type { SpotOrder } from '@platform/contract';
import { isZeroText } from './scales.ts';

/**
 * What the order lists say about an order. The contract has three statuses (open, filled,
 * cancelled); a user also needs to see whether an open or cancelled order filled in part, and why
 * an order ended before filling.
 */
export type OrderStatusLabel = 'open' | 'partial' | 'filled' | 'cancelled' | 'partialCancelled';

/** End reasons the screen explains; the server writes them in the order's `end_reason`. */
export type EndReasonLabel = 'byUser' | 'unfilled' | 'protection' | 'selfTrade' | 'fenced';

const END_REASONS = new Map<string, EndReasonLabel>([
  ['cancelled', 'byUser'],
  ['UNFILLED', 'unfilled'],
  ['PROTECTION', 'protection'],
  ['SELF_TRADE', 'selfTrade'],
  ['fenced', 'fenced'],
]);

export function orderStatusLabel(order: Pick<SpotOrder, 'status' | 'filled'>): OrderStatusLabel {
  const some = !isZeroText(order.filled);
  if (order.status === 'open') return some ? 'partial' : 'open';
  if (order.status === 'filled') return 'filled';
  return some ? 'partialCancelled' : 'cancelled';
}

/**
 * Why an ended order stopped: a known label, the reason as the server wrote it when the screen
 * does not know it yet (shown as sent rather than hidden), or null when there is none.
 */
export function endReasonLabel(
  order: Pick<SpotOrder, 'status' | 'end_reason'>,
): { known: EndReasonLabel } | { raw: string } | null {
  if (order.status !== 'cancelled' || order.end_reason === null) return null;
  const known = END_REASONS.get(order.end_reason);
  return known ? { known } : { raw: order.end_reason };
}
