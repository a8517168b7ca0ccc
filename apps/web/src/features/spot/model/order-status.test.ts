import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/spot.json';
import { endReasonLabel, orderStatusLabel } from './order-status.ts';

describe('order status labels', () => {
  it.each([
    ['open', '0.000000', 'open'],
    ['open', '0.100000', 'partial'],
    ['filled', '1.000000', 'filled'],
    ['cancelled', '0.000000', 'cancelled'],
    ['cancelled', '0.500000', 'partialCancelled'],
  ] as const)('%s with %s filled is %s', (status, filled, label) => {
    expect(orderStatusLabel({ status, filled })).toBe(label);
    expect(en.status).toHaveProperty([label]);
  });

  it.each([
    ['cancelled', 'cancelled', { known: 'byUser' }],
    ['cancelled', 'UNFILLED', { known: 'unfilled' }],
    ['cancelled', 'PROTECTION', { known: 'protection' }],
    ['cancelled', 'SELF_TRADE', { known: 'selfTrade' }],
    ['cancelled', 'fenced', { known: 'fenced' }],
    ['cancelled', 'SOMETHING_NEW', { raw: 'SOMETHING_NEW' }],
    ['cancelled', 'constructor', { raw: 'constructor' }],
    ['cancelled', null, null],
    ['filled', null, null],
  ] as const)('a %s order ended by %s', (status, reason, label) => {
    const result = endReasonLabel({ status, end_reason: reason });
    expect(result).toEqual(label);
    if (result && 'known' in result) expect(en.endReason).toHaveProperty([result.known]);
  });
});
