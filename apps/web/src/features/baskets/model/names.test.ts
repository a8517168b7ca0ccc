import { describe, expect, it } from 'vitest';
import { categoryOf, feedSourceOf } from './names.ts';

describe('codes the server sends', () => {
  it('knows the feeds and categories the app translates, and no others', () => {
    expect(feedSourceOf('exchange')).toBe('exchange');
    expect(feedSourceOf('push')).toBe('push');
    expect(feedSourceOf('oracle')).toBeNull();
    expect(categoryOf('etf')).toBe('etf');
    expect(categoryOf('bonds')).toBeNull();
  });
});
