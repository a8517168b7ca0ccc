import type { KlinePeriod } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { newestCloses } from './history-restore.ts';
import type { CandleState } from './model.ts';

const candle = (openTimeMs: number, closeUnits: bigint): CandleState => ({
  openTimeMs,
  openUnits: closeUnits,
  highUnits: closeUnits,
  lowUnits: closeUnits,
  closeUnits,
  volumeUnits: 0n,
  tickCount: 1,
  source: 'simulated',
});
const stored = (symbol: string, period: KlinePeriod, c: CandleState) => ({ symbol, period, candle: c });
const FRIDAY_2145 = Date.parse('2026-11-27T21:45:00Z');

describe('the last price restored after a restart', () => {
  it('is the close of the newest candle of any period, the finer one of the same opening', () => {
    const closes = newestCloses([
      // EURUSD has no minute candle near Friday's close: its 15-minute candle is the newest.
      stored('EURUSD', '1m', candle(FRIDAY_2145 - 86_400_000, 108_000n)),
      stored('EURUSD', '15m', candle(FRIDAY_2145, 108_520n)),
      stored('EURUSD', '1d', candle(Date.parse('2026-11-27T00:00:00Z'), 108_520n)),
      stored('AAPL', '1h', candle(FRIDAY_2145 - 45 * 60_000, 19_000n)),
      stored('AAPL', '1m', candle(FRIDAY_2145 - 45 * 60_000, 19_010n)),
    ]);
    expect(closes.get('EURUSD')).toMatchObject({ openTimeMs: FRIDAY_2145, closeUnits: 108_520n });
    expect(closes.get('AAPL')?.closeUnits).toBe(19_010n);
    expect(closes.has('BTCUSDT')).toBe(false);
  });
});
