import { describe, expect, it } from 'vitest';
import { dayStart, isAddressOf, isTxHashOf, maskAccount, windowOpen, withdrawalFee } from './model.ts';

const HK = { start: '12:00', end: '24:00', timeZone: 'Asia/Hong_Kong' };
// 2026-11-22 03:59:59 UTC is 11:59:59 in Hong Kong (UTC+8).
const at = (iso: string) => Date.parse(iso);

describe('withdrawal window in Hong Kong time', () => {
  it.each([
    ['2026-11-22T03:59:59Z', false, '11:59:59 HKT is before noon'],
    ['2026-11-22T04:00:00Z', true, '12:00 HKT opens'],
    ['2026-11-22T15:59:59Z', true, '23:59:59 HKT is still open'],
    ['2026-11-22T16:00:00Z', false, 'midnight HKT closes'],
    ['2026-11-22T20:00:00Z', false, '04:00 HKT is closed'],
  ])('%s -> %s (%s)', (iso, open) => {
    expect(windowOpen(at(iso), HK)).toBe(open);
  });

  it('an overnight window wraps midnight', () => {
    const w = { start: '22:00', end: '02:00', timeZone: 'UTC' };
    expect(windowOpen(at('2026-11-22T23:00:00Z'), w)).toBe(true);
    expect(windowOpen(at('2026-11-22T01:00:00Z'), w)).toBe(true);
    expect(windowOpen(at('2026-11-22T12:00:00Z'), w)).toBe(false);
  });

  it('the Hong Kong day starts at 16:00 UTC the evening before', () => {
    expect(dayStart(at('2026-11-22T03:00:00Z'), 'Asia/Hong_Kong').toISOString()).toBe(
      '2026-11-21T16:00:00.000Z',
    );
    expect(dayStart(at('2026-11-22T16:30:00Z'), 'Asia/Hong_Kong').toISOString()).toBe(
      '2026-11-22T16:00:00.000Z',
    );
  });
});

describe('withdrawal fee', () => {
  it('5% of 100 USDT is 5 USDT', () => expect(withdrawalFee(100_000_000n, 50_000)).toBe(5_000_000n));
  it('5% of 0.000001 USDT rounds up to one unit', () => expect(withdrawalFee(1n, 50_000)).toBe(1n));
  it('no fee when the rate is zero', () => expect(withdrawalFee(123n, 0)).toBe(0n));
});

describe('addresses and hashes per chain', () => {
  it.each([
    ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', true],
    ['ERC20', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8', false],
    ['TRC20', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8', true],
    ['TRC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', false],
    ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', true],
    ['BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', true],
    ['BTC', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', false],
  ] as const)('%s %s -> %s', (chain, address, ok) => expect(isAddressOf(chain, address)).toBe(ok));

  it('checks hash formats', () => {
    expect(isTxHashOf('ERC20', `0x${'a'.repeat(64)}`)).toBe(true);
    expect(isTxHashOf('ERC20', 'a'.repeat(64))).toBe(false);
    expect(isTxHashOf('TRC20', 'a'.repeat(64))).toBe(true);
  });

  it('masks a bank account to its last four characters', () => {
    expect(maskAccount('6222 0212 3456 7890')).toBe('•••• 7890');
  });
});
