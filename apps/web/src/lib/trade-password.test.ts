import { describe, expect, it } from 'vitest';
import { isPasswordRefusal, passwordProblem, tradePasswordField } from './trade-password.ts';

describe('trade password of the confirmations', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['12345', 'sixDigits'],
    ['1234567', 'sixDigits'],
    ['12a456', 'sixDigits'],
    ['123456', null],
    [' 123456 ', null],
  ])('%j: %s', (typed, problem) => {
    expect(passwordProblem(typed)).toBe(problem);
  });

  it('keeps the dialog open only for refusals about the password', () => {
    expect(isPasswordRefusal('ACCOUNT_TRADE_PASSWORD_WRONG')).toBe(true);
    expect(isPasswordRefusal('ACCOUNT_TRADE_PASSWORD_NOT_SET')).toBe(true);
    expect(isPasswordRefusal('ACCOUNT_LOCKED')).toBe(true);
    expect(isPasswordRefusal('EARN_SOLD_OUT')).toBe(false);
    expect(isPasswordRefusal('BASKET_NAV_CHANGED')).toBe(false);
    expect(isPasswordRefusal(undefined)).toBe(false);
  });

  it('sends no password field for a demo account', () => {
    expect(tradePasswordField(null)).toEqual({});
    expect(tradePasswordField('123456')).toEqual({ trade_password: '123456' });
  });
});
