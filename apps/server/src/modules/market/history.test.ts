import { KLINE_PERIODS } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { seedInstruments } from './catalogue.ts';
import { generateHistory } from './history.ts';
import { bucketStart } from './model.ts';
import { seededRandom } from './random-walk.ts';

describe('generated history', () => {
  const now = Date.parse('2026-01-07T15:00:00Z');

  it('gives every instrument believable, ordered candles in every period, ending at the given price', () => {
    for (const spec of seedInstruments()) {
      const history = generateHistory(spec, spec.referencePriceUnits, now, 60, seededRandom(1));
      for (const period of KLINE_PERIODS) {
        const candles = history.get(period) ?? [];
        expect(candles.length, `${spec.symbol} ${period}`).toBeGreaterThan(0);
        expect(candles.length, `${spec.symbol} ${period}`).toBeLessThanOrEqual(61);
        for (const [i, c] of candles.entries()) {
          expect(c.openTimeMs).toBe(bucketStart(period, c.openTimeMs));
          if (i > 0) expect(c.openTimeMs).toBeGreaterThan((candles[i - 1] as typeof c).openTimeMs);
          expect(c.lowUnits > 0n && c.lowUnits <= c.openUnits && c.lowUnits <= c.closeUnits).toBe(true);
          expect(c.highUnits >= c.openUnits && c.highUnits >= c.closeUnits).toBe(true);
        }
      }
      expect(history.get('1m')?.at(-1)?.closeUnits).toBe(spec.referencePriceUnits);
      // Prices stay within a plausible band of the reference over three years.
      const daily = history.get('1d') ?? [];
      for (const c of daily) expect(c.closeUnits < spec.referencePriceUnits * 20n).toBe(true);
    }
    // Every instrument and period: seconds of work on a loaded machine, not a timing check.
  }, 30_000);

  it('leaves closed hours empty: no stock candles at the weekend', () => {
    const aapl = seedInstruments().find((s) => s.symbol === 'AAPL');
    if (!aapl) throw new Error('AAPL missing');
    const hours = generateHistory(aapl, aapl.referencePriceUnits, now, 60, seededRandom(2)).get('1h') ?? [];
    const weekend = hours.filter((c) => [0, 6].includes(new Date(c.openTimeMs).getUTCDay()));
    expect(weekend).toEqual([]);
  });
});
