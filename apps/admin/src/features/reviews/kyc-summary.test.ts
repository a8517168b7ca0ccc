import { describe, expect, it } from 'vitest';
import {
  documentTypeName,
  imageLabel,
  isKycQueue,
  kycImageUrl,
  kycSummary,
  kycSummaryLine,
  maskCardNumber,
  readKycSummary,
  summaryLabel,
} from './kyc-summary.ts';

const FRONT = 'a'.repeat(32);
const BACK = 'b'.repeat(32);
const HOLDING = 'c'.repeat(32);

describe('kycImageUrl', () => {
  it('builds the admin image route with id, staff token and rtoken', () => {
    const url = new URL(kycImageUrl(FRONT, 'staff-tok', 'abcdef123'), 'http://x');
    expect(url.pathname).toBe('/api/admin/kycImage');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id: FRONT,
      token: 'staff-tok',
      rtoken: 'abcdef123',
    });
  });

  it('escapes the values and leaves out a missing token', () => {
    expect(kycImageUrl('a&b=c', 't o/k+', 'r1r2r3')).toBe(
      '/api/admin/kycImage?id=a%26b%3Dc&token=t+o%2Fk%2B&rtoken=r1r2r3',
    );
    expect(kycImageUrl(FRONT, null, 'r1r2r3')).toBe(`/api/admin/kycImage?id=${FRONT}&rtoken=r1r2r3`);
  });
});

describe('labels', () => {
  it('names the verification fields and falls back to the generic label', () => {
    expect(summaryLabel('real_name')).toBe('Real name');
    expect(summaryLabel('document_type')).toBe('Document type');
    expect(summaryLabel('card_number')).toBe('Card number');
    expect(summaryLabel('images')).toBe('Photos');
    expect(summaryLabel('someExtra_field')).toBe('Some extra field');
  });

  it('names the photo roles', () => {
    expect(imageLabel('front')).toBe('Front');
    expect(imageLabel('back')).toBe('Back');
    expect(imageLabel('holding')).toBe('Holding the document');
    expect(imageLabel('bill')).toBe('Utility bill');
    expect(imageLabel('selfie_video')).toBe('Selfie video');
  });

  it('recognises the verification queues only', () => {
    expect(isKycQueue('kyc.primary')).toBe(true);
    expect(isKycQueue('kyc.address')).toBe(true);
    expect(isKycQueue('withdrawals')).toBe(false);
  });
});

describe('values', () => {
  it('names document types by number or numeric string', () => {
    expect(documentTypeName(1)).toBe('ID card');
    expect(documentTypeName(2)).toBe('Passport');
    expect(documentTypeName('3')).toBe("Driver's licence");
    expect(documentTypeName(4)).toBe('Residence permit');
    expect(documentTypeName(5)).toBe('Other');
    expect(documentTypeName(9)).toBe('Unknown (9)');
    expect(documentTypeName('x')).toBe('Unknown (x)');
    expect(documentTypeName(null)).toBe('—');
  });

  it('masks all but the last 4 digits of a card number', () => {
    expect(maskCardNumber('6222020200112233')).toBe('••••••••••••2233');
    expect(maskCardNumber('12345')).toBe('•2345');
    expect(maskCardNumber('1234')).toBe('••••');
    expect(maskCardNumber('')).toBe('');
  });
});

describe('kycSummary', () => {
  it('splits a primary summary into labelled fields and ordered photos', () => {
    const result = kycSummary({
      real_name: 'Ada Lovelace',
      document_type: 2,
      document_number: 'P1234567',
      nationality: 'GB',
      images: { holding: HOLDING, front: FRONT, back: BACK },
    });
    expect(result.fields).toEqual([
      { kind: 'text', key: 'real_name', label: 'Real name', value: 'Ada Lovelace' },
      { kind: 'text', key: 'document_type', label: 'Document type', value: 'Passport' },
      { kind: 'text', key: 'document_number', label: 'Document number', value: 'P1234567' },
      { kind: 'text', key: 'nationality', label: 'Nationality', value: 'GB' },
    ]);
    expect(result.images).toEqual([
      { role: 'front', label: 'Front', id: FRONT },
      { role: 'back', label: 'Back', id: BACK },
      { role: 'holding', label: 'Holding the document', id: HOLDING },
    ]);
  });

  it('hides the card number of an advanced summary and has no photos', () => {
    const result = kycSummary({ bank_name: 'Bank', card_number: '6222020200112233', images: {} });
    expect(result.fields).toEqual([
      { kind: 'text', key: 'bank_name', label: 'Bank name', value: 'Bank' },
      {
        kind: 'secret',
        key: 'card_number',
        label: 'Card number',
        value: '6222020200112233',
        masked: '••••••••••••2233',
      },
    ]);
    expect(result.images).toEqual([]);
  });

  it('keeps unknown keys generic and puts unknown photo roles last', () => {
    const result = kycSummary({
      address: '1 Main St',
      images: { extra: FRONT, bill: BACK, broken: '' },
      risk_flag: true,
    });
    expect(result.images?.map((i) => i.role)).toEqual(['bill', 'extra']);
    expect(result.fields).toEqual([
      { kind: 'text', key: 'address', label: 'Address', value: '1 Main St' },
      { kind: 'text', key: 'images.broken', label: 'Photo: Broken', value: '—' },
      { kind: 'text', key: 'risk_flag', label: 'Risk flag', value: 'yes' },
    ]);
  });

  it("reads a summary with its level's schema, and finds one that does not match unreadable", () => {
    const address = { address: '1 Main St', images: { bill: BACK } };
    expect(readKycSummary('kyc.address', address)).toEqual(address);
    expect(readKycSummary('kyc.address', { address: '1 Main St', images: 'none' })).toBeNull();
    expect(readKycSummary('kyc.address', { address: '1 Main St', images: { bill: 7 } })).toBeNull();
    expect(readKycSummary('kyc.address', { address: '1 Main St' })).toBeNull();
    expect(readKycSummary('kyc.primary', address)).toBeNull();
    expect(readKycSummary('kyc.unknown', address)).toBeNull();
  });
});

describe('one line for the queue table', () => {
  it('gives the first fields and the number of photos, never the photo ids', () => {
    const primary = {
      real_name: 'Ana López',
      document_type: 2,
      document_number: 'P1234567',
      nationality: 'DE',
      images: { front: FRONT, back: BACK, holding: HOLDING },
    };
    const line = kycSummaryLine('kyc.primary', primary);
    expect(line).toBe(
      'Real name: Ana López · Document type: Passport · Document number: P1234567 · 3 photos',
    );
    expect(kycSummaryLine('kyc.address', { address: '12 Harbour Road', images: { bill: FRONT } })).toBe(
      'Address: 12 Harbour Road · 1 photo',
    );
    expect(
      kycSummaryLine('kyc.advanced', { bank_name: 'Sparkasse', card_number: '4000123412341234', images: {} }),
    ).not.toContain('4000123412341234');
    for (const l of [line, kycSummaryLine('kyc.address', { address: 'x', images: { bill: FRONT } })])
      expect(l).not.toContain(FRONT);
  });

  it('gives nothing for a summary it cannot read', () => {
    expect(kycSummaryLine('kyc.primary', 'garbage')).toBeNull();
  });
});
