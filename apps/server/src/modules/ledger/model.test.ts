import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AccountState,
  applyLines,
  applyLinesInPlace,
  demoCredits,
  groupRecordLines,
  type Line,
  postingDefect,
} from './model.ts';

const account = (id: number, isUser: boolean, available = 0n): AccountState => ({
  id,
  asset: 'USDT',
  isUser,
  available,
  frozen: 0n,
});

describe('posting shape', () => {
  const line = (accountId: number, asset: string, amount: bigint): Line => ({
    accountId,
    asset,
    bucket: 'available',
    amount,
  });
  it('refuses postings that are empty, unbalanced, empty-moving or mix assets', () => {
    expect(postingDefect([])).toContain('at least two lines');
    expect(postingDefect([line(1, 'USDT', 5n), line(2, 'USDT', -4n)])).toContain('sum to 1');
    expect(postingDefect([line(1, 'USDT', 0n), line(2, 'USDT', 0n)])).toContain('moves nothing');
    expect(postingDefect([line(1, 'USDT', 5n), line(2, 'BTC', -5n)])).toContain('USDT sum to 5');
    expect(postingDefect([line(1, 'USDT', 5n), line(2, 'USDT', -5n)])).toBeUndefined();
  });
});

describe('applying postings', () => {
  it('keeps every asset summing to zero and never lets a user go negative, over random postings', () => {
    const posting = fc.record({
      from: fc.integer({ min: 0, max: 3 }),
      to: fc.integer({ min: 0, max: 3 }),
      amount: fc.bigInt({ min: 1n, max: 1_000n }),
      freeze: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(posting, { maxLength: 60 }), (postings) => {
        // Account 0 is the world (a system account that may go negative); 1-3 are users.
        let balances = new Map([0, 1, 2, 3].map((id) => [id, account(id, id !== 0)]));
        for (const p of postings) {
          const lines: Line[] = p.freeze
            ? [
                { accountId: p.from, asset: 'USDT', bucket: 'available', amount: -p.amount },
                { accountId: p.from, asset: 'USDT', bucket: 'frozen', amount: p.amount },
              ]
            : [
                { accountId: p.from, asset: 'USDT', bucket: 'available', amount: -p.amount },
                { accountId: p.to, asset: 'USDT', bucket: 'available', amount: p.amount },
              ];
          if (postingDefect(lines)) continue;
          const result = applyLines(balances, lines);
          if (result.ok) balances = result.balances;
        }
        const total = [...balances.values()].reduce((s, a) => s + a.available + a.frozen, 0n);
        expect(total).toBe(0n);
        for (const a of balances.values())
          if (a.isUser) expect(a.available >= 0n && a.frozen >= 0n).toBe(true);
      }),
    );
  });

  it('refuses an overdraft without changing the input and reports the balance after each line', () => {
    const start = new Map([
      [1, account(1, true, 10n)],
      [2, account(2, true)],
    ]);
    const over = applyLines(start, [
      { accountId: 1, asset: 'USDT', bucket: 'available', amount: -11n },
      { accountId: 2, asset: 'USDT', bucket: 'available', amount: 11n },
    ]);
    expect(over).toEqual({ ok: false, reason: 'LEDGER_INSUFFICIENT_BALANCE', accountId: 1 });
    expect(start.get(1)?.available).toBe(10n);
    const fine = applyLines(start, [
      { accountId: 1, asset: 'USDT', bucket: 'available', amount: -4n },
      { accountId: 2, asset: 'USDT', bucket: 'available', amount: 4n },
    ]);
    expect(fine.ok && fine.after).toEqual([6n, 4n]);
  });
});

describe('applying in place (the batch path)', () => {
  it('agrees with applyLines and leaves the map untouched on a refusal', () => {
    const map = new Map([
      [1, account(1, true, 10n)],
      [2, account(2, true)],
    ]);
    const move = (amount: bigint): Line[] => [
      { accountId: 1, asset: 'USDT', bucket: 'available', amount: -amount },
      { accountId: 2, asset: 'USDT', bucket: 'available', amount },
    ];
    const pure = applyLines(map, move(4n));
    const inPlace = applyLinesInPlace(map, move(4n));
    expect(inPlace).toEqual({ ok: true, after: pure.ok ? pure.after : [] });
    expect(map.get(1)?.available).toBe(6n);
    expect(applyLinesInPlace(map, move(7n))).toEqual({
      ok: false,
      reason: 'LEDGER_INSUFFICIENT_BALANCE',
      accountId: 1,
    });
    expect([map.get(1)?.available, map.get(2)?.available]).toEqual([6n, 4n]);
  });
});

describe('demoCredits', () => {
  const scales: Record<string, number> = { USDT: 6, BTC: 8 };
  const toUnits = (asset: string, amount: string) => {
    const scale = scales[asset];
    return scale === undefined ? undefined : BigInt(amount) * 10n ** BigInt(scale);
  };

  it.each([
    ['nothing for no wallets', {}, []],
    [
      'one credit per wallet and asset, in wallet order',
      { futures: { USDT: '1' }, spot: { USDT: '5', BTC: '1' }, contract: { USDT: '3' } },
      [
        { wallet: 'spot', asset: 'USDT', units: 5_000_000n },
        { wallet: 'spot', asset: 'BTC', units: 100_000_000n },
        { wallet: 'contract', asset: 'USDT', units: 3_000_000n },
        { wallet: 'futures', asset: 'USDT', units: 1_000_000n },
      ],
    ],
    [
      'no credit of zero',
      { spot: { USDT: '0' }, options: { USDT: '2' } },
      [{ wallet: 'options', asset: 'USDT', units: 2_000_000n }],
    ],
    [
      'no credit of an unknown asset',
      { spot: { DOGE: '9', USDT: '1' } },
      [{ wallet: 'spot', asset: 'USDT', units: 1_000_000n }],
    ],
  ] as const)('gives %s', (_name, balances, credits) => {
    expect(demoCredits(balances, toUnits)).toEqual(credits);
  });
});

describe('groupRecordLines', () => {
  const line = (
    lineId: number,
    postingId: number,
    accountId: number,
    bucket: 'available' | 'frozen',
    amount: bigint,
    balanceAfter: bigint,
  ) => ({
    lineId,
    postingId,
    accountId,
    bucket,
    amount,
    balanceAfter,
  });

  it('makes one record per posting and account, summing its buckets, newest first as given', () => {
    const groups = groupRecordLines([
      // A fill: frozen USDT out (account 1) and available BTC in (account 2), in one posting.
      line(12, 5, 2, 'available', 400_000n, 400_000n),
      line(11, 5, 1, 'frozen', -200_200_000n, 400_400n),
      // The order's freeze: available to frozen in one account.
      line(10, 4, 1, 'frozen', 200_600_400n, 200_600_400n),
      line(9, 4, 1, 'available', -200_600_400n, 799_399_600n),
    ]);
    expect(groups.map((g) => [g.postingId, g.accountId, g.amount, g.availableAfter, g.lines.length])).toEqual(
      [
        [5, 2, 400_000n, 400_000n, 1],
        [5, 1, -200_200_000n, null, 1],
        [4, 1, 0n, 799_399_600n, 2],
      ],
    );
    expect(groups[2]?.firstLineId).toBe(9);
    expect(groups[2]?.lines.map((l) => l.bucket)).toEqual(['available', 'frozen']);
  });
});
