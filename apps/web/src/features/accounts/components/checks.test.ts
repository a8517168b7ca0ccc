import { describe, expect, it } from 'vitest';
import { looksLikePhone, phoneDigits, safeReturnPath } from './checks.ts';

describe('account screen checks', () => {
  it.each([
    ['/setting', '/setting'],
    ['/forgetpwd?type=changepwd', '/forgetpwd?type=changepwd'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['', null],
    [null, null],
  ])('follows %s after login as %s', (path, expected) => {
    expect(safeReturnPath(path)).toBe(expected);
  });

  it.each([
    ['13800138000', true],
    ['+1 415-555-0100', true],
    ['user@example.com', false],
    ['123', false],
    ['abc123456', false],
  ])('treats %s as a phone: %s', (account, phone) => {
    expect(looksLikePhone(account)).toBe(phone);
  });

  it('keeps only the digits of a phone number', () => {
    expect(phoneDigits('+1 415-555-0100')).toBe('14155550100');
  });
});
