import { describe, expect, it } from 'vitest';
import { assetAmount, bound, fieldRefusal, isRefusal, Refusal, refusalEnvelope, refuse } from './refusal.ts';

const message = (lang: 'en' | 'xby' | 'ft', refusal: Refusal) =>
  refusalEnvelope(lang, 'test', refusal).message;

describe('amounts in refusal messages', () => {
  it('writes a bound in the reader language with every significant digit, trailing zeros dropped', () => {
    const below = new Refusal('WALLET_BELOW_MINIMUM', { min: bound('1234.500000'), asset: 'USDT' });
    expect(message('en', below)).toBe('The amount is below the minimum of 1,234.5 USDT.');
    expect(message('xby', below)).toBe('El importe es inferior al mínimo de 1234,5 USDT.');
    const tiny = new Refusal('WALLET_BELOW_MINIMUM', { min: bound('0.00000001'), asset: 'BTC' });
    expect(message('en', tiny)).toBe('The amount is below the minimum of 0.00000001 BTC.');
    expect(message('xby', tiny)).toBe('El importe es inferior al mínimo de 0,00000001 BTC.');
    const stake = new Refusal('FIXED_TERM_STAKE_OUT_OF_RANGE', {
      min: bound('10.000000'),
      max: bound('1000000.000000'),
    });
    expect(message('en', stake)).toBe('Enter an amount between 10 and 1,000,000 USDT.');
    expect(message('xby', stake)).toBe('Introduce un importe de entre 10 y 1.000.000 USDT.');
    expect(message('ft', stake)).toBe('請輸入 10 至 1,000,000 USDT 之間的金額。');
  });

  it('rounds an amount held or done down to the asset display decimals', () => {
    const turnover = new Refusal('WALLET_WITHDRAW_TURNOVER', {
      required: bound('12345.678901'),
      done: assetAmount('12345.678899', 'USDT'),
    });
    expect(message('en', turnover)).toBe(
      'Before withdrawing, 12,345.678901 USDT of your deposits must be used in trading or products. So far: 12,345.6788 USDT.',
    );
    expect(message('xby', turnover)).toBe(
      'Antes de retirar, debes usar 12.345,678901 USDT de tus depósitos en operaciones o productos. Hasta ahora: 12.345,6788 USDT.',
    );
  });

  it('keeps plain parameters and machine-readable data as they are', () => {
    const locked = new Refusal('ACCOUNT_CONFIRM_LOCKED', { minutes: 15 }, { minutes: 15 });
    expect(refusalEnvelope('en', 'test', locked).data).toEqual({ minutes: 15 });
    expect(message('en', locked)).toContain('15 minutes');
  });

  it('writes the bound of a field message in the reader language', () => {
    const refusal = fieldRefusal({ amount: { key: 'tooSmall', params: { min: '0.000001' } } });
    expect(refusalEnvelope('en', 'test', refusal).data).toEqual({
      fields: { amount: 'Must be at least 0.000001.' },
    });
    expect(refusalEnvelope('xby', 'test', refusal).data).toEqual({
      fields: { amount: 'Debe ser como mínimo 0,000001.' },
    });
  });
});

describe('refuse', () => {
  it('throws the refusal where an expression is expected', () => {
    const valued = (value: bigint | undefined) => value ?? refuse('WALLET_PRICE_UNAVAILABLE');
    expect(valued(5n)).toBe(5n);
    expect(() => valued(undefined)).toThrow(Refusal);
    try {
      valued(undefined);
    } catch (e) {
      expect(isRefusal(e) && e.reason).toBe('WALLET_PRICE_UNAVAILABLE');
    }
  });
});
