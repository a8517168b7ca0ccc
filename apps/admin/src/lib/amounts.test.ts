import { describe, expect, it } from 'vitest';
import { signedText, toneOf } from './amounts.ts';

describe('signed amounts', () => {
  it.each([
    ['7.000000', 'gain', '+7.000000'],
    ['12.500000', 'gain', '+12.500000'],
    ['+3', 'gain', '+3'],
    [' 5 ', 'gain', '+5'],
    ['-7.000000', 'loss', '-7.000000'],
    ['-186.100000', 'loss', '-186.100000'],
    ['-0.00000001', 'loss', '-0.00000001'],
    ['0.000000', 'zero', '0.000000'],
    ['0', 'zero', '0'],
    ['-0', 'zero', '-0'],
    ['+0.0', 'zero', '+0.0'],
  ] as const)('%j is a %s shown as %j', (amount, tone, text) => {
    expect(toneOf(amount)).toBe(tone);
    expect(signedText(amount)).toBe(text);
  });
});
