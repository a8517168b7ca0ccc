import { describe, expect, it } from 'vitest';
import { endedAt, endReasonOf } from './positions.ts';

describe('ended positions', () => {
  it.each([
    [{ status: 'closed', close_reason: 'take_profit' }, 'take_profit'],
    [{ status: 'closed', close_reason: 'close_all' }, 'close_all'],
    [{ status: 'liquidated', close_reason: 'liquidation' }, 'liquidation'],
    [{ status: 'liquidated', close_reason: null }, 'liquidation'],
    [{ status: 'cancelled', close_reason: null }, 'cancelled'],
    [{ status: 'open', close_reason: null }, null],
  ] as const)('%o ended by %s', (p, reason) => {
    expect(endReasonOf(p)).toBe(reason);
  });

  it('ends at the close price time, or at the last change of a cancelled open', () => {
    expect(endedAt({ closed: { price: '1', source: 'push', time: 100 }, updated_at: 120 })).toBe(100);
    expect(endedAt({ closed: null, updated_at: 120 })).toBe(120);
  });
});
