import { describe, expect, it } from 'vitest';
import { AssertionError, assert, present } from './assert.ts';
import { isRefusal } from './refusal.ts';

describe('assert', () => {
  it('passes a true condition and narrows its type', () => {
    const value: string | undefined = 'BTC' as string | undefined;
    assert(value !== undefined, 'the asset is known');
    expect(value.length).toBe(3);
  });

  it('throws an AssertionError carrying the message on a false condition, never a Refusal', () => {
    let thrown: unknown;
    try {
      assert(1 + 1 === 3, 'arithmetic holds');
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(AssertionError);
    expect(thrown).toBeInstanceOf(Error);
    expect(isRefusal(thrown)).toBe(false);
    expect((thrown as Error).message).toBe('assertion failed: arithmetic holds');
  });

  it.each([0, '', null, undefined, false, 0n])('treats %p as false', (condition) => {
    expect(() => assert(condition, 'falsy')).toThrow(AssertionError);
  });
});

describe('present', () => {
  it.each([0, 0n, '', false, 'x', 42n])('returns a present value as it is, even a falsy one: %p', (value) => {
    expect(present(value, 'value')).toBe(value);
  });

  it.each([undefined, null])('throws an AssertionError naming what is missing for %p', (value) => {
    expect(() => present(value, 'the inserted row id')).toThrow(
      new AssertionError('the inserted row id is missing'),
    );
    expect(() => present(value, 'the inserted row id')).toThrow(
      'assertion failed: the inserted row id is missing',
    );
  });
});
