import { describe, expect, it } from 'vitest';
import { assert, MoneyError } from './errors.ts';

describe('MoneyError', () => {
  it('carries a machine-readable reason and is a real Error', () => {
    const error = new MoneyError('TOO_LARGE', 'too big');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('MoneyError');
    expect(error.reason).toBe('TOO_LARGE');
    expect(error.message).toBe('too big');
  });
});

describe('assert', () => {
  it('passes silently when the condition holds', () => {
    expect(() => assert(true, 'unused')).not.toThrow();
  });

  it('throws an INVALID_ARGUMENT MoneyError when the condition fails', () => {
    expect(() => assert(false, 'bad input')).toThrow(
      expect.objectContaining({ name: 'MoneyError', reason: 'INVALID_ARGUMENT', message: 'bad input' }),
    );
  });
});
