import { describe, expect, it } from 'vitest';
import {
  adjustmentRequester,
  adjustmentSummary,
  amountDirection,
  depositSummary,
  depositVoucherUrl,
  destinationFields,
  isOwnAdjustment,
  moneyQueueOf,
  moneySummaryLine,
  SECURITY_REVIEW_TEXT,
  shortCode,
  signedText,
  withdrawalSummary,
} from './money-summary.ts';

const ME = 3;
const HASH = `0x${'ab'.repeat(32)}`;
const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

describe('money queues', () => {
  it('recognises the deposit, withdrawal and adjustment queues only', () => {
    expect(moneyQueueOf('wallet.deposit')).toBe('deposit');
    expect(moneyQueueOf('wallet.withdrawal')).toBe('withdrawal');
    expect(moneyQueueOf('ledger.adjustment')).toBe('adjustment');
    expect(moneyQueueOf('kyc.primary')).toBeNull();
    expect(moneyQueueOf('toString')).toBeNull();
  });
});

describe('depositVoucherUrl', () => {
  it('builds the admin voucher route with the deposit id, staff token and rtoken', () => {
    const url = new URL(depositVoucherUrl('42', 'staff-tok', 'abcdef123'), 'http://x');
    expect(url.pathname).toBe('/api/admin/depositVoucher');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id: '42',
      token: 'staff-tok',
      rtoken: 'abcdef123',
    });
  });

  it('escapes the values and leaves out a missing token', () => {
    expect(depositVoucherUrl('4&2', null, 'r1r2r3')).toBe('/api/admin/depositVoucher?id=4%262&rtoken=r1r2r3');
  });
});

describe('amounts', () => {
  it.each([
    ['25.500000', 'credit', '+25.500000'],
    ['-100.000000', 'debit', '-100.000000'],
    ['0.000000', 'zero', '0.000000'],
  ] as const)('%s is a %s written %s', (amount, direction, text) => {
    expect(amountDirection(amount)).toBe(direction);
    expect(signedText(amount)).toBe(text);
  });

  it('cuts long codes to their ends and leaves short ones', () => {
    expect(shortCode(HASH)).toBe('0xababab…ababab');
    expect(shortCode('abc')).toBe('abc');
  });
});

describe('depositSummary', () => {
  it('shows the amount with its asset, our address and the hash as codes', () => {
    const result = depositSummary({
      asset: 'USDT',
      chain: 'TRC20',
      amount: '100.000000',
      tx_hash: HASH,
      voucher: false,
      address: ADDRESS,
    });
    expect(result.voucher).toBe(false);
    expect(result.fields).toEqual([
      { kind: 'amount', key: 'amount', label: 'Amount reported', value: '100.000000 USDT' },
      { kind: 'text', key: 'asset', label: 'Asset', value: 'USDT' },
      { kind: 'text', key: 'chain', label: 'Chain', value: 'TRC20' },
      { kind: 'code', key: 'address', label: 'Receiving address (ours)', value: ADDRESS },
      { kind: 'code', key: 'tx_hash', label: 'Transaction hash', value: HASH },
      { kind: 'text', key: 'voucher', label: 'Voucher', value: 'none' },
    ]);
  });

  it('points to the voucher when there is no hash, and keeps unknown fields generic', () => {
    const result = depositSummary({
      asset: 'BTC',
      chain: 'BTC',
      amount: '0.50000000',
      tx_hash: null,
      voucher: true,
      address: 'bc1q',
      channel_note: 'new',
    });
    expect(result.voucher).toBe(true);
    expect(result.fields.find((f) => f.key === 'tx_hash')).toEqual({
      kind: 'text',
      key: 'tx_hash',
      label: 'Transaction hash',
      value: 'None given; see the voucher',
    });
    expect(result.fields.find((f) => f.key === 'voucher')?.value).toBe('yes, shown below');
    expect(result.fields.at(-1)).toEqual({
      kind: 'text',
      key: 'channel_note',
      label: 'Channel note',
      value: 'new',
    });
  });

  it('shows dashes, not empty codes or zeros, for missing values', () => {
    const result = depositSummary({});
    expect(result.voucher).toBe(false);
    expect(result.fields.find((f) => f.key === 'amount')).toEqual({
      kind: 'text',
      key: 'amount',
      label: 'Amount reported',
      value: '—',
    });
    expect(result.fields.find((f) => f.key === 'address')).toMatchObject({ kind: 'text', value: '—' });
    expect(result.fields.find((f) => f.key === 'tx_hash')?.value).toBe('None given');
  });
});

describe('withdrawalSummary', () => {
  const toAddress = {
    method: 'address',
    asset: 'USDT',
    chain: 'TRC20',
    destination: { chain: 'TRC20', address: ADDRESS, memo: null },
    amount: '50.000000',
    fee: '1.000000',
    arrival: '49.000000',
    security_review: false,
  };

  it('shows amounts, fee and arrival, and the address without repeating the chain', () => {
    const result = withdrawalSummary(toAddress);
    expect(result.method).toBe('address');
    expect(result.securityReview).toBe(false);
    expect(result.fields).toEqual([
      { kind: 'text', key: 'method', label: 'Method', value: 'To a crypto address' },
      { kind: 'amount', key: 'amount', label: 'Amount requested', value: '50.000000 USDT' },
      { kind: 'amount', key: 'fee', label: 'Fee', value: '1.000000 USDT' },
      { kind: 'amount', key: 'arrival', label: 'Customer receives', value: '49.000000 USDT' },
      { kind: 'text', key: 'asset', label: 'Asset', value: 'USDT' },
      { kind: 'text', key: 'chain', label: 'Chain', value: 'TRC20' },
      { kind: 'flag', key: 'security_review', label: 'Security review', value: 'not needed', raised: false },
    ]);
    expect(result.destination).toEqual([
      { kind: 'code', key: 'destination.address', label: 'Address', value: ADDRESS },
      { kind: 'text', key: 'destination.memo', label: 'Memo / tag', value: '—' },
    ]);
  });

  it('raises the security review flag with the words to verify with the customer', () => {
    const result = withdrawalSummary({ ...toAddress, security_review: true });
    expect(result.securityReview).toBe(true);
    expect(result.fields.find((f) => f.key === 'security_review')).toEqual({
      kind: 'flag',
      key: 'security_review',
      label: 'Security review',
      value: SECURITY_REVIEW_TEXT,
      raised: true,
    });
    expect(SECURITY_REVIEW_TEXT).toBe('Security settings changed recently: verify with the customer');
  });

  it('shows a bank destination in payout order with the account number hidden and no chain', () => {
    const result = withdrawalSummary({
      ...toAddress,
      method: 'bank',
      chain: null,
      destination: {
        bank_name: 'First Bank',
        account_number: '6222020200112233',
        swift_code: 'FIRSGB2L',
        routing_number: null,
        bank_address: null,
        payee_name: 'Ada Lovelace',
        phone: '+44 20 0000',
        address: '1 Main St',
      },
    });
    expect(result.method).toBe('bank');
    expect(result.fields.map((f) => f.key)).not.toContain('chain');
    expect(result.fields[0]?.value).toBe('By bank transfer');
    expect(result.destination).toEqual([
      { kind: 'text', key: 'destination.payee_name', label: 'Payee', value: 'Ada Lovelace' },
      { kind: 'text', key: 'destination.bank_name', label: 'Bank', value: 'First Bank' },
      {
        kind: 'secret',
        key: 'destination.account_number',
        label: 'Account number',
        value: '6222020200112233',
        masked: '••••••••••••2233',
      },
      { kind: 'code', key: 'destination.swift_code', label: 'SWIFT code', value: 'FIRSGB2L' },
      { kind: 'text', key: 'destination.routing_number', label: 'Routing number', value: '—' },
      { kind: 'text', key: 'destination.bank_address', label: 'Bank address', value: '—' },
      { kind: 'text', key: 'destination.phone', label: 'Payee phone', value: '+44 20 0000' },
      { kind: 'text', key: 'destination.address', label: 'Payee address', value: '1 Main St' },
    ]);
  });

  it('shows a chain that differs from the withdrawal and unknown destination keys last', () => {
    expect(destinationFields('address', { extra_tag: 'x', address: 'A', chain: 'ERC20' }, 'TRC20')).toEqual([
      { kind: 'code', key: 'destination.address', label: 'Address', value: 'A' },
      { kind: 'text', key: 'destination.chain', label: 'Chain', value: 'ERC20' },
      { kind: 'text', key: 'destination.extra_tag', label: 'Extra tag', value: 'x' },
    ]);
  });

  it('falls back to one generic line for a destination it cannot read', () => {
    expect(destinationFields(null, 'TXYZ', 'TRC20')).toEqual([
      { kind: 'text', key: 'destination', label: 'Destination', value: 'TXYZ' },
    ]);
    const odd = withdrawalSummary({ method: 'cash', destination: { address: 'x' } });
    expect(odd.method).toBeNull();
    expect(odd.fields[0]).toEqual({ kind: 'text', key: 'method', label: 'Method', value: 'cash' });
    expect(odd.destination).toEqual([
      { kind: 'text', key: 'destination', label: 'Destination', value: '{"address":"x"}' },
    ]);
  });
});

describe('adjustmentSummary', () => {
  const credit = {
    asset: 'USDT',
    account: 'spot',
    amount: '25.500000',
    reason: 'Compensation for ticket 1182',
    requested_by: 4,
  };

  it('says which way the money goes and who asked', () => {
    const result = adjustmentSummary(credit, ME);
    expect(result.direction).toBe('credit');
    expect(result.requestedBy).toBe(4);
    expect(result.fields).toEqual([
      { kind: 'amount', key: 'amount', label: 'Amount (credit to the customer)', value: '+25.500000 USDT' },
      { kind: 'text', key: 'asset', label: 'Asset', value: 'USDT' },
      { kind: 'text', key: 'account', label: 'Account', value: 'spot' },
      { kind: 'text', key: 'reason', label: 'Reason', value: 'Compensation for ticket 1182' },
      { kind: 'text', key: 'requested_by', label: 'Requested by', value: 'staff #4' },
    ]);
  });

  it('names a debit and the reader as the requester', () => {
    const result = adjustmentSummary({ ...credit, amount: '-100.000000', requested_by: ME }, ME);
    expect(result.direction).toBe('debit');
    expect(result.fields[0]).toMatchObject({
      label: 'Amount (debit from the customer)',
      value: '-100.000000 USDT',
    });
    expect(result.fields.find((f) => f.key === 'requested_by')?.value).toBe('you');
  });

  it('reads the requester from a number or a numeric string only', () => {
    expect(adjustmentRequester({ requested_by: 4 })).toBe(4);
    expect(adjustmentRequester({ requested_by: '4' })).toBe(4);
    expect(adjustmentRequester({ requested_by: 'x' })).toBeNull();
    expect(adjustmentRequester({ requested_by: 0 })).toBeNull();
    expect(adjustmentRequester({})).toBeNull();
    expect(adjustmentSummary({}, ME).fields.find((f) => f.key === 'requested_by')?.value).toBe('—');
  });

  it('knows when the reader may not approve an adjustment', () => {
    expect(isOwnAdjustment({ queue: 'ledger.adjustment', summary: { requested_by: ME } }, ME)).toBe(true);
    expect(isOwnAdjustment({ queue: 'ledger.adjustment', summary: { requested_by: 4 } }, ME)).toBe(false);
    expect(isOwnAdjustment({ queue: 'wallet.deposit', summary: { requested_by: ME } }, ME)).toBe(false);
  });
});

describe('moneySummaryLine', () => {
  it('puts a deposit in one line with its proof', () => {
    const deposit = { asset: 'USDT', chain: 'TRC20', amount: '100.000000', tx_hash: HASH, voucher: false };
    expect(moneySummaryLine('wallet.deposit', deposit, ME)).toEqual({
      text: '100.000000 USDT on TRC20 · hash 0xababab…ababab',
      warning: null,
    });
    expect(moneySummaryLine('wallet.deposit', { ...deposit, tx_hash: null, voucher: true }, ME)?.text).toBe(
      '100.000000 USDT on TRC20 · voucher',
    );
  });

  it('flags a withdrawal under security review', () => {
    const withdrawal = {
      method: 'address',
      asset: 'USDT',
      chain: 'TRC20',
      destination: { address: ADDRESS },
      amount: '50.000000',
      security_review: true,
    };
    expect(moneySummaryLine('wallet.withdrawal', withdrawal, ME)).toEqual({
      text: '50.000000 USDT to TQn9Y2kh…KcbLSE on TRC20',
      warning: 'Security review',
    });
    expect(
      moneySummaryLine('wallet.withdrawal', { ...withdrawal, method: 'bank', security_review: false }, ME),
    ).toEqual({ text: '50.000000 USDT by bank transfer', warning: null });
  });

  it('puts an adjustment in one line with its sign, requester and reason', () => {
    const line = moneySummaryLine(
      'ledger.adjustment',
      { asset: 'USDT', account: 'spot', amount: '-3.000000', reason: 'Reversal', requested_by: ME },
      ME,
    );
    expect(line).toEqual({ text: '-3.000000 USDT spot · by you · Reversal', warning: null });
  });

  it('leaves other queues to the generic summary', () => {
    expect(moneySummaryLine('kyc.primary', { real_name: 'Ada' }, ME)).toBeNull();
  });
});
