import { describe, expect, it } from 'vitest';
import { countText } from './format.ts';

describe('counts', () => {
  it.each([
    [0, '0 orders'],
    [1, '1 order'],
    [2, '2 orders'],
    [12000, '12,000 orders'],
  ])('%i reads %s', (count, text) => {
    expect(countText(count, 'order', 'orders')).toBe(text);
  });
});
