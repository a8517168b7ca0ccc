import {
  adjustmentReviewSummary,
  depositReviewSummary,
  earnFundingReviewSummary,
  withdrawalReviewSummary,
} from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  adjustmentSummary,
  amountDirection,
  depositSummary,
  depositVoucherUrl,
  destinationFields,
  earnFundingSummary,
  isOwnRequest,
  moneyQueueOf,
  moneySummaryLine,
  readMoneySummary,
  SECURITY_REVIEW_TEXT,
  shortCode,
  signedText,
  withdrawalSummary,
} from './money-summary.ts';

const ME = 3;
/** Summaries reach the views parsed with their queue's schema, as the review pages parse them. */
const deposit = (summary: unknown) => depositReviewSummary.parse(summary);
const withdrawal = (summary: unknown) => withdrawalReviewSummary.parse(summary);
const adjustment = (summary: unknown) => adjustmentReviewSummary.parse(summary);
const funding = (summary: unknown) => earnFundingReviewSummary.parse(summary);
const kindOf = (queue: string, summary: unknown) => readMoneySummary(queue, summary)?.kind;
const HASH = `0x${'ab'.repeat(32)}`;
const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

describe('money queues', () => {
  it('recognises the deposit, withdrawal and adjustment queues only', () => {
    expect(moneyQueueOf('wallet.deposit')).toBe('deposit');
    expect(moneyQueueOf('wallet.withdrawal')).toBe('withdrawal');
    expect(moneyQueueOf('ledger.adjustment')).toBe('adjustment');
    expect(moneyQueueOf('earn.reserve')).toBe('earnFunding');
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
    const result = depositSummary(
      deposit({
        asset: 'USDT',
        chain: 'TRC20',
        amount: '100.000000',
        tx_hash: HASH,
        voucher: false,
        address: ADDRESS,
      }),
    );
    expect(result.voucher).toBe(false);
    expect(result.fields).toEqual([
      { kind: 'amount', key: 'amount', label: 'Amount reported', value: '100 USDT' },
      { kind: 'text', key: 'asset', label: 'Asset', value: 'USDT' },
      { kind: 'text', key: 'chain', label: 'Chain', value: 'TRC20' },
      { kind: 'code', key: 'address', label: 'Receiving address (ours)', value: ADDRESS },
      { kind: 'code', key: 'tx_hash', label: 'Transaction hash', value: HASH },
      { kind: 'text', key: 'voucher', label: 'Voucher', value: 'none' },
    ]);
  });

  it('points to the voucher when there is no hash, and keeps unknown fields generic', () => {
    const result = depositSummary(
      deposit({
        asset: 'BTC',
        chain: 'BTC',
        amount: '0.50000000',
        tx_hash: null,
        voucher: true,
        address: 'bc1q',
        channel_note: 'new',
      }),
    );
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

  it('says no hash was given, and finds a summary missing its amount or address unreadable', () => {
    const full = {
      asset: 'USDT',
      chain: 'TRC20',
      amount: '1',
      tx_hash: null,
      voucher: false,
      address: ADDRESS,
    };
    const result = depositSummary(deposit(full));
    expect(result.voucher).toBe(false);
    expect(result.fields.find((f) => f.key === 'tx_hash')).toEqual({
      kind: 'text',
      key: 'tx_hash',
      label: 'Transaction hash',
      value: 'None given',
    });
    expect(kindOf('wallet.deposit', full)).toBe('deposit');
    expect(kindOf('wallet.deposit', {})).toBe('unreadable');
    expect(kindOf('wallet.deposit', { ...full, amount: '' })).toBe('unreadable');
    expect(kindOf('wallet.deposit', { ...full, address: undefined })).toBe('unreadable');
    expect(kindOf('wallet.deposit', { ...full, voucher: 'yes' })).toBe('unreadable');
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
    const result = withdrawalSummary(withdrawal(toAddress));
    expect(result.method).toBe('address');
    expect(result.securityReview).toBe(false);
    expect(result.fields).toEqual([
      { kind: 'text', key: 'method', label: 'Method', value: 'To a crypto address' },
      { kind: 'amount', key: 'amount', label: 'Amount requested', value: '50 USDT' },
      { kind: 'amount', key: 'fee', label: 'Fee', value: '1 USDT' },
      { kind: 'amount', key: 'arrival', label: 'Customer receives', value: '49 USDT' },
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
    const result = withdrawalSummary(withdrawal({ ...toAddress, security_review: true }));
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
    const result = withdrawalSummary(
      withdrawal({
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
      }),
    );
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

  it('finds a summary with a destination or method it cannot read unreadable', () => {
    expect(kindOf('wallet.withdrawal', toAddress)).toBe('withdrawal');
    expect(kindOf('wallet.withdrawal', { ...toAddress, destination: 'TXYZ' })).toBe('unreadable');
    expect(kindOf('wallet.withdrawal', { ...toAddress, destination: { address: 7 } })).toBe('unreadable');
    expect(kindOf('wallet.withdrawal', { ...toAddress, method: 'cash' })).toBe('unreadable');
    expect(kindOf('wallet.withdrawal', { method: 'cash', destination: { address: 'x' } })).toBe('unreadable');
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
    const result = adjustmentSummary(adjustment(credit), ME);
    expect(result.direction).toBe('credit');
    expect(result.requestedBy).toBe(4);
    expect(result.fields).toEqual([
      { kind: 'amount', key: 'amount', label: 'Amount (credit to the customer)', value: '+25.5 USDT' },
      { kind: 'text', key: 'asset', label: 'Asset', value: 'USDT' },
      { kind: 'text', key: 'account', label: 'Account', value: 'spot' },
      { kind: 'text', key: 'reason', label: 'Reason', value: 'Compensation for ticket 1182' },
      { kind: 'text', key: 'requested_by', label: 'Requested by', value: 'staff #4' },
    ]);
  });

  it('names a debit and the reader as the requester', () => {
    const result = adjustmentSummary(adjustment({ ...credit, amount: '-100.000000', requested_by: ME }), ME);
    expect(result.direction).toBe('debit');
    expect(result.fields[0]).toMatchObject({
      label: 'Amount (debit from the customer)',
      value: '-100 USDT',
    });
    expect(result.fields.find((f) => f.key === 'requested_by')?.value).toBe('you');
  });

  it('reads the requester from a number or a numeric string only', () => {
    expect(adjustmentSummary(adjustment({ ...credit, requested_by: 4 }), ME).requestedBy).toBe(4);
    expect(adjustmentSummary(adjustment({ ...credit, requested_by: '4' }), ME).requestedBy).toBe(4);
    expect(kindOf('ledger.adjustment', { ...credit, requested_by: 'x' })).toBe('unreadable');
    expect(kindOf('ledger.adjustment', { ...credit, requested_by: 0 })).toBe('unreadable');
    expect(kindOf('ledger.adjustment', { ...credit, requested_by: undefined })).toBe('unreadable');
    expect(kindOf('ledger.adjustment', {})).toBe('unreadable');
  });

  it('knows when the reader may not approve an adjustment', () => {
    const own = { ...credit, requested_by: ME };
    expect(isOwnRequest({ queue: 'ledger.adjustment', summary: own }, ME)).toBe(true);
    expect(isOwnRequest({ queue: 'ledger.adjustment', summary: credit }, ME)).toBe(false);
    expect(isOwnRequest({ queue: 'wallet.deposit', summary: own }, ME)).toBe(false);
    expect(isOwnRequest({ queue: 'ledger.adjustment', summary: { requested_by: ME } }, ME)).toBe(false);
  });
});

describe('earnFundingSummary', () => {
  const payIn = { asset: 'USDT', amount: '50000.000000', reason: 'Top-up for November', requested_by: 4 };

  it('says the money goes into the reserve, and who asked', () => {
    const result = earnFundingSummary(funding(payIn), ME);
    expect(result.direction).toBe('credit');
    expect(result.requestedBy).toBe(4);
    expect(result.fields).toEqual([
      { kind: 'amount', key: 'amount', label: 'Amount (paid into the reserve)', value: '+50,000 USDT' },
      { kind: 'text', key: 'asset', label: 'Asset', value: 'USDT' },
      { kind: 'text', key: 'reason', label: 'Reason', value: 'Top-up for November' },
      { kind: 'text', key: 'requested_by', label: 'Requested by', value: 'staff #4' },
    ]);
  });

  it('names money taken out and the reader as the requester, keeping unknown fields', () => {
    const result = earnFundingSummary(
      funding({ ...payIn, amount: '-2500', requested_by: String(ME), funding_id: 9 }),
      ME,
    );
    expect(result.direction).toBe('debit');
    expect(result.fields[0]).toMatchObject({
      label: 'Amount (taken out of the reserve)',
      value: '-2,500 USDT',
    });
    expect(result.fields.find((f) => f.key === 'requested_by')?.value).toBe('you');
    expect(result.fields.at(-1)).toEqual({
      kind: 'text',
      key: 'funding_id',
      label: 'Funding id',
      value: '9',
    });
  });

  it('finds a funding without a readable amount or requester unreadable', () => {
    expect(kindOf('earn.reserve', payIn)).toBe('earnFunding');
    expect(kindOf('earn.reserve', { ...payIn, amount: '1,000' })).toBe('unreadable');
    expect(kindOf('earn.reserve', { ...payIn, requested_by: 0 })).toBe('unreadable');
    expect(kindOf('earn.reserve', { ...payIn, asset: '' })).toBe('unreadable');
    expect(kindOf('earn.reserve', {})).toBe('unreadable');
  });

  it('keeps the requester from approving their own funding', () => {
    expect(isOwnRequest({ queue: 'earn.reserve', summary: { ...payIn, requested_by: ME } }, ME)).toBe(true);
    expect(isOwnRequest({ queue: 'earn.reserve', summary: payIn }, ME)).toBe(false);
    expect(isOwnRequest({ queue: 'earn.reserve', summary: { requested_by: ME } }, ME)).toBe(false);
  });
});

describe('moneySummaryLine', () => {
  it('puts a deposit in one line with its proof', () => {
    const deposit = {
      asset: 'USDT',
      chain: 'TRC20',
      amount: '100.000000',
      tx_hash: HASH,
      voucher: false,
      address: ADDRESS,
    };
    expect(moneySummaryLine('wallet.deposit', deposit, ME)).toEqual({
      text: '100 USDT on TRC20 · hash 0xababab…ababab',
      warning: null,
    });
    expect(moneySummaryLine('wallet.deposit', { ...deposit, tx_hash: null, voucher: true }, ME)?.text).toBe(
      '100 USDT on TRC20 · voucher',
    );
  });

  it('flags a withdrawal under security review', () => {
    const withdrawal = {
      method: 'address',
      asset: 'USDT',
      chain: 'TRC20',
      destination: { address: ADDRESS },
      amount: '50.000000',
      fee: '1.000000',
      arrival: '49.000000',
      security_review: true,
    };
    expect(moneySummaryLine('wallet.withdrawal', withdrawal, ME)).toEqual({
      text: '50 USDT to TQn9Y2kh…KcbLSE on TRC20',
      warning: 'Security review',
    });
    expect(
      moneySummaryLine('wallet.withdrawal', { ...withdrawal, method: 'bank', security_review: false }, ME),
    ).toEqual({ text: '50 USDT by bank transfer', warning: null });
  });

  it('puts an adjustment in one line with its sign, requester and reason', () => {
    const line = moneySummaryLine(
      'ledger.adjustment',
      { asset: 'USDT', account: 'spot', amount: '-3.000000', reason: 'Reversal', requested_by: ME },
      ME,
    );
    expect(line).toEqual({ text: '-3 USDT spot · by you · Reversal', warning: null });
  });

  it('puts a reserve funding in one line with its direction, requester and reason', () => {
    const payIn = { asset: 'USDT', amount: '50000.000000', reason: 'Top-up', requested_by: 4 };
    expect(moneySummaryLine('earn.reserve', payIn, ME)).toEqual({
      text: '+50,000 USDT into the earn reserve · by staff #4 · Top-up',
      warning: null,
    });
    expect(moneySummaryLine('earn.reserve', { ...payIn, amount: '-10', requested_by: ME }, ME)?.text).toBe(
      '-10 USDT out of the earn reserve · by you · Top-up',
    );
  });

  it('flags a summary that does not parse as unreadable', () => {
    expect(moneySummaryLine('wallet.deposit', { amount: '1' }, ME)).toEqual({
      text: '—',
      warning: 'Summary unreadable',
    });
  });

  it('leaves other queues to the generic summary', () => {
    expect(moneySummaryLine('kyc.primary', { real_name: 'Ada' }, ME)).toBeNull();
  });
});
