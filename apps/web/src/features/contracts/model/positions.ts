import type { ContractPosition } from '@platform/contract';

/**
 * What the history list says about an ended position: why it ended (a cancelled pending open has
 * no close reason of its own), and when it opened and ended.
 */
export type EndReason = 'manual' | 'take_profit' | 'stop_loss' | 'liquidation' | 'close_all' | 'cancelled';

export function endReasonOf(p: Pick<ContractPosition, 'status' | 'close_reason'>): EndReason | null {
  if (p.status === 'cancelled') return 'cancelled';
  if (p.close_reason !== null) return p.close_reason;
  // A liquidated row always carries its reason; this keeps one the server wrote without it honest.
  return p.status === 'liquidated' ? 'liquidation' : null;
}

/** When the position ended: the close price's time, or when a pending open was cancelled. */
export function endedAt(p: Pick<ContractPosition, 'closed' | 'updated_at'>): number {
  return p.closed?.time ?? p.updated_at;
}
