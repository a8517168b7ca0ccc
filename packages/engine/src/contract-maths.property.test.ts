import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedLossOf,
  type PositionDirection as Direction,
  liquidationPriceOf,
  marginOf,
  marginShare,
  pnlOf,
  positionValue,
  type Rate,
  type Sizing,
  settlementOf,
  stoppedOut,
} from './contract-maths.ts';
import { outcomeOf, payoutOf } from './fixed-term-maths.ts';

/** Instruments as the catalogue sizes them: crypto perpetuals, forex, gold, oil, stocks. */
const sizing: fc.Arbitrary<Sizing> = fc.constantFrom(
  { priceScale: 1, contractSize: 1n },
  { priceScale: 5, contractSize: 100_000n },
  { priceScale: 3, contractSize: 100_000n },
  { priceScale: 2, contractSize: 100n },
  { priceScale: 2, contractSize: 1_000n },
  { priceScale: 2, contractSize: 1n },
);
const rate: fc.Arbitrary<Rate> = fc.oneof(
  fc.constant({ num: 1n, den: 1n }),
  fc.record({ num: fc.bigInt({ min: 1n, max: 2_000n }), den: fc.bigInt({ min: 1n, max: 2_000n }) }),
);
const direction: fc.Arbitrary<Direction> = fc.constantFrom('long', 'short');
const ticks = fc.bigInt({ min: 1n, max: 50_000_000n });
const lots = fc.bigInt({ min: 1n, max: 10_000n });
const leverage = fc.constantFrom(1, 2, 5, 10, 20, 25, 50, 100);
const stopOutPpm = fc.integer({ min: 0, max: 1_000_000 });

describe('contract maths, for any instrument, price and size', () => {
  it('the liquidation price is the first tick that reaches the stop-out, and the tick before it does not', () => {
    fc.assert(
      fc.property(
        direction,
        ticks,
        lots,
        leverage,
        stopOutPpm,
        sizing,
        rate,
        (d, entry, n, lev, so, s, r) => {
          const margin = marginOf(positionValue(entry, n, s, r, 'up'), lev);
          const level = liquidationPriceOf(d, entry, n, margin, so, s, r);
          if (level === null) {
            // Only a long can have none: even a price of one tick keeps it above the stop-out.
            expect(d).toBe('long');
            expect(stoppedOut(d, entry, 1n, n, margin, so, s, r)).toBe(false);
            return;
          }
          expect(stoppedOut(d, entry, level, n, margin, so, s, r)).toBe(true);
          const before = d === 'long' ? level + 1n : level - 1n;
          // With no loss allowed at all, even a profit that rounds to nothing is at the stop-out.
          if (before > 0n && allowedLossOf(margin, so) > 0n)
            expect(stoppedOut(d, entry, before, n, margin, so, s, r)).toBe(false);
        },
      ),
    );
  });

  it('a long and a short over the same move differ only by rounding, and neither is in the user’s favour', () => {
    fc.assert(
      fc.property(ticks, ticks, lots, sizing, rate, (entry, exit, n, s, r) => {
        const long = pnlOf('long', entry, exit, n, s, r);
        const short = pnlOf('short', entry, exit, n, s, r);
        // Each is floored: their sum is 0 when the move divides exactly, and one unit short otherwise.
        expect([0n, -1n]).toContain(long + short);
      }),
    );
  });

  it('a close never pays below zero, and what the user gets plus what the house keeps is the margin', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n }),
        (margin, pnl) => {
          const { payout, house } = settlementOf(margin, pnl);
          expect(payout >= 0n).toBe(true);
          expect(payout + house).toBe(margin);
          expect(payout <= margin + (pnl > 0n ? pnl : 0n)).toBe(true);
        },
      ),
    );
  });

  it('closing a position in parts releases exactly its margin, however it is split', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.array(fc.bigInt({ min: 1n, max: 500n }), { minLength: 1, maxLength: 8 }),
        (margin, parts) => {
          let left = parts.reduce((a, b) => a + b, 0n);
          let held = margin;
          let released = 0n;
          for (const part of parts) {
            const share = marginShare(held, part, left);
            expect(share >= 0n && share <= held).toBe(true);
            released += share;
            held -= share;
            left -= part;
          }
          expect(held).toBe(0n);
          expect(released).toBe(margin);
        },
      ),
    );
  });
});

describe('fixed-term settlement, for any prices and stake', () => {
  const rising = fc.constantFrom('up', 'call');
  const stake = fc.bigInt({ min: 1n, max: 10n ** 12n });
  const payoutPpm = fc.integer({ min: 0, max: 10_000_000 });

  it('opposite directions never both win; a tie refunds both; a win pays at least the stake', () => {
    fc.assert(
      fc.property(rising, ticks, ticks, stake, payoutPpm, (up, entry, settle, s, ppm) => {
        const down = up === 'up' ? 'down' : 'put';
        const a = outcomeOf(up, entry, settle);
        const b = outcomeOf(down, entry, settle);
        if (entry === settle) expect([a, b]).toEqual(['refunded', 'refunded']);
        else expect([a, b].sort()).toEqual(['lost', 'won']);
        const won = payoutOf('won', s, ppm);
        expect(won >= s && won <= s + (s * BigInt(ppm)) / 1_000_000n).toBe(true);
        expect(payoutOf('refunded', s, ppm)).toBe(s);
        expect(payoutOf('lost', s, ppm)).toBe(0n);
      }),
    );
  });
});
