import { applyPpm } from '@platform/money';

/** The result of a fixed-term order (delivery up/down, option call/put) at its expiry. */
export type FixedTermOutcome = 'won' | 'lost' | 'refunded';

/** Up and call win when the price rises; down and put when it falls. */
export function isRising(direction: string): boolean {
  return direction === 'up' || direction === 'call';
}

/** Up and call win on a rise, down and put on a fall; an unchanged price is a tie. */
export function outcomeOf(direction: string, entry: bigint, settle: bigint): FixedTermOutcome {
  if (settle === entry) return 'refunded';
  return isRising(direction) === settle > entry ? 'won' : 'lost';
}

/** What the order pays back: stake plus profit (rounded down) when right, the stake on a tie, nothing when wrong. */
export function payoutOf(outcome: FixedTermOutcome, stake: bigint, payoutPpm: number): bigint {
  if (outcome === 'won') return stake + applyPpm(stake, payoutPpm, 'down');
  return outcome === 'refunded' ? stake : 0n;
}

/** The fee charged when the order is placed, rounded up. */
export function fixedTermFeeOf(stake: bigint, feePpm: number): bigint {
  return applyPpm(stake, feePpm, 'up');
}
