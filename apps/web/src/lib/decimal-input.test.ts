import { describe, expect, it } from 'vitest';
import { readSteps } from './decimal-input.ts';

describe('typed decimals', () => {
  it.each([
    ['', 2, { ok: false, problem: 'required' }],
    ['  ', 2, { ok: false, problem: 'required' }],
    ['abc', 2, { ok: false, problem: 'format' }],
    ['1,5', 2, { ok: false, problem: 'format' }],
    ['.5', 2, { ok: false, problem: 'format' }],
    ['-1', 2, { ok: false, problem: 'format' }],
    ['1e3', 2, { ok: false, problem: 'format' }],
    ['0.001', 2, { ok: false, problem: 'step' }],
    ['0.010', 2, { ok: false, problem: 'step' }],
    ['0', 2, { ok: false, problem: 'zero' }],
    ['0.00', 2, { ok: false, problem: 'zero' }],
    ['0.10', 2, { ok: true, units: 10n }],
    ['25', 0, { ok: true, units: 25n }],
    [' 68000 ', 1, { ok: true, units: 680_000n }],
  ] as const)('%j at %i decimals', (text, scale, result) => {
    expect(readSteps(text, scale)).toEqual(result);
  });
});
