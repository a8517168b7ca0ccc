import { describe, expect, it } from 'vitest';
import { directionOf, signedPercent } from './format.ts';

describe('spot figures on screen', () => {
  it('sign a change and give its direction', () => {
    expect(signedPercent('1.25', 'en')).toBe('+1.25%');
    expect(signedPercent('-0.40', 'en')).toBe('-0.40%');
    expect(signedPercent('0.00', 'en')).toBe('0.00%');
    expect(signedPercent('2.50', 'xby')).toBe('+2,50%');
    expect([directionOf('1'), directionOf('-1'), directionOf('0.00')]).toEqual(['up', 'down', 'flat']);
  });
});
