import type { BankCard } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_NUMBER_PATTERN,
  cardToValues,
  editId,
  maskAccount,
  SWIFT_PATTERN,
  valuesToInput,
} from './bank-card.ts';

describe('bank card rules', () => {
  it.each([
    ['6222 0212 3456 7890', true],
    ['GB29-NWBK-6016-1331-9268-19', true],
    ['12345', false],
    ['6222_0212', false],
    ['1'.repeat(41), false],
  ])('account number %s is accepted: %s', (account, ok) => {
    expect(ACCOUNT_NUMBER_PATTERN.test(account)).toBe(ok);
  });

  it.each([
    ['HSBCHKHH', true],
    ['HSBCHKHHXXX', true],
    ['HSBCHKH', false],
    ['HSBCHKHHXX', false],
  ])('SWIFT code %s is accepted: %s', (code, ok) => {
    expect(SWIFT_PATTERN.test(code)).toBe(ok);
  });

  it('sends trimmed values with the SWIFT code upper-cased', () => {
    const input = valuesToInput({
      bank_name: ' HSBC ',
      account_number: '6222 0212',
      swift_code: ' hsbchkhh',
      routing_number: '',
      bank_address: '',
      payee_name: 'Chan Tai Man',
      phone: '',
      address: '',
    });
    expect(input.bank_name).toBe('HSBC');
    expect(input.swift_code).toBe('HSBCHKHH');
  });

  it('turns missing card fields into empty inputs', () => {
    const card: BankCard = {
      id: 7,
      bank_name: 'HSBC',
      account_number: '6222021234567890',
      swift_code: null,
      routing_number: null,
      bank_address: null,
      payee_name: 'Chan Tai Man',
      phone: null,
      address: null,
      created_at: 1,
    };
    expect(cardToValues(card).swift_code).toBe('');
    expect(cardToValues(card).payee_name).toBe('Chan Tai Man');
  });

  it.each([
    ['6222 0212 3456 7890', '•••• 7890'],
    ['1234', '1234'],
  ])('masks %s as %s', (account, masked) => {
    expect(maskAccount(account)).toBe(masked);
  });

  it.each([
    [null, null],
    ['', null],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['abc', null],
    ['12', 12],
  ] as const)('edit id from %j is %s', (param, id) => {
    expect(editId(param)).toBe(id);
  });
});
