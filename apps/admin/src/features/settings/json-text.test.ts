import { describe, expect, it } from 'vitest';
import { parseJsonText, sameJson } from './json-text.ts';

describe('setting values typed as JSON', () => {
  it.each([
    ['10', 10],
    ['"text"', 'text'],
    ['true', true],
    ['null', null],
    [' {"a": [1, 2]} ', { a: [1, 2] }],
  ])('accepts %s', (text, value) => {
    expect(parseJsonText(text)).toEqual({ ok: true, value });
  });

  it.each(['', '   ', 'text', '{a: 1}', '[1,'])('refuses %j with a reason', (text) => {
    const result = parseJsonText(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.length).toBeGreaterThan(0);
  });

  it('compares values, not formatting', () => {
    expect(sameJson({ a: 1 }, JSON.parse('{ "a" : 1 }'))).toBe(true);
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false);
  });
});
