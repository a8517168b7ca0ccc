import { describe, expect, it } from 'vitest';
import {
  adjustmentReviewSummary,
  depositReviewSummary,
  KYC_REVIEW_SUMMARIES,
  withdrawalReviewSummary,
} from './review-summaries.ts';

const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const IMAGE = 'a'.repeat(32);

/** Summaries as the owning modules write them (wallet, assets, kyc). */
const VALID = [
  [
    'a deposit with a hash',
    depositReviewSummary,
    {
      asset: 'USDT',
      chain: 'TRC20',
      amount: '100.000000',
      tx_hash: '0xab',
      voucher: false,
      address: ADDRESS,
    },
  ],
  [
    'a deposit with a voucher',
    depositReviewSummary,
    { asset: 'BTC', chain: 'BTC', amount: '0.5', tx_hash: null, voucher: true, address: 'bc1q' },
  ],
  [
    'a withdrawal to an address',
    withdrawalReviewSummary,
    {
      method: 'address',
      asset: 'USDT',
      chain: 'TRC20',
      destination: { chain: 'TRC20', address: ADDRESS, memo: null },
      amount: '50.000000',
      fee: '1.000000',
      arrival: '49.000000',
      security_review: false,
    },
  ],
  [
    'a withdrawal by bank transfer',
    withdrawalReviewSummary,
    {
      method: 'bank',
      asset: 'USDT',
      chain: null,
      destination: { payee_name: 'Ada', account_number: '6222020200112233', routing_number: null },
      amount: '50',
      fee: '0',
      arrival: '50',
      security_review: true,
    },
  ],
  [
    'a credit adjustment',
    adjustmentReviewSummary,
    { asset: 'USDT', account: 'spot', amount: '25.5', reason: 'Ticket 1182', requested_by: 4 },
  ],
  [
    'a debit adjustment',
    adjustmentReviewSummary,
    { asset: 'USDT', account: 'contract', amount: '-3', reason: 'Reversal', requested_by: 2 },
  ],
  [
    'a primary verification',
    KYC_REVIEW_SUMMARIES.primary,
    {
      real_name: 'Ada Lovelace',
      document_type: 2,
      document_number: 'P1',
      nationality: 'GB',
      images: { front: IMAGE, back: IMAGE, holding: IMAGE },
    },
  ],
  [
    'an advanced verification',
    KYC_REVIEW_SUMMARIES.advanced,
    { bank_name: 'Bank', card_number: '6222020200112233', images: {} },
  ],
  [
    'an address verification',
    KYC_REVIEW_SUMMARIES.address,
    { address: '1 Main St', images: { bill: IMAGE } },
  ],
] as const;

describe('review summaries', () => {
  it.each(VALID)('%s parses as written', (_, schema, summary) => {
    const parsed = schema.safeParse(summary);
    expect(parsed.error).toBeUndefined();
    expect(parsed.data).toEqual(summary);
  });

  it('keeps fields a schema does not name, for the back office to show generically', () => {
    const summary = { ...VALID[0][2], channel_note: 'new' };
    expect(depositReviewSummary.parse(summary)).toEqual(summary);
  });

  it('reads a requester written as a numeric string as its number', () => {
    const summary = { ...VALID[4][2], requested_by: '4' };
    expect(adjustmentReviewSummary.parse(summary).requested_by).toBe(4);
  });

  it.each([
    ['a deposit without its amount', depositReviewSummary, { ...VALID[0][2], amount: undefined }],
    ['a deposit whose voucher is not a yes/no', depositReviewSummary, { ...VALID[0][2], voucher: 'yes' }],
    ['a withdrawal by an unknown method', withdrawalReviewSummary, { ...VALID[2][2], method: 'cash' }],
    ['a withdrawal whose destination is text', withdrawalReviewSummary, { ...VALID[2][2], destination: 'T' }],
    ['an adjustment of a non-number', adjustmentReviewSummary, { ...VALID[4][2], amount: '1e3' }],
    ['an adjustment without requester', adjustmentReviewSummary, { ...VALID[4][2], requested_by: undefined }],
    ['an adjustment by requester 0', adjustmentReviewSummary, { ...VALID[4][2], requested_by: 0 }],
    ['a verification without photos', KYC_REVIEW_SUMMARIES.address, { address: '1 Main St' }],
    [
      'a verification with a photo id that is a number',
      KYC_REVIEW_SUMMARIES.address,
      { address: 'x', images: { bill: 7 } },
    ],
    [
      'a primary verification with a text document type',
      KYC_REVIEW_SUMMARIES.primary,
      { ...VALID[6][2], document_type: '2' },
    ],
    ['not an object', depositReviewSummary, 'deposit'],
  ] as const)('%s is rejected', (_, schema, summary) => {
    expect(schema.safeParse(summary).success).toBe(false);
  });
});
