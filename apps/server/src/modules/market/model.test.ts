import type { KlinePeriod } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { seedInstruments } from './catalogue.ts';
import {
  bucketStart,
  type CandleState,
  dayStats,
  mergeTick,
  nextBucketStart,
  percentChange,
  type Tick,
  validateTick,
} from './model.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('candle buckets start in UTC', () => {
  it.each<[KlinePeriod, string, string, string]>([
    ['1m', '2026-03-08T06:59:59.999Z', '2026-03-08T06:59:00.000Z', '2026-03-08T07:00:00.000Z'],
    ['5m', '2026-03-08T07:04:00.000Z', '2026-03-08T07:00:00.000Z', '2026-03-08T07:05:00.000Z'],
    ['15m', '2026-03-08T07:15:00.000Z', '2026-03-08T07:15:00.000Z', '2026-03-08T07:30:00.000Z'],
    ['30m', '2026-03-08T07:29:59.000Z', '2026-03-08T07:00:00.000Z', '2026-03-08T07:30:00.000Z'],
    ['1h', '2026-03-08T07:59:00.000Z', '2026-03-08T07:00:00.000Z', '2026-03-08T08:00:00.000Z'],
    ['4h', '2026-03-08T03:59:59.000Z', '2026-03-08T00:00:00.000Z', '2026-03-08T04:00:00.000Z'],
    ['1d', '2026-03-08T23:59:59.000Z', '2026-03-08T00:00:00.000Z', '2026-03-09T00:00:00.000Z'],
    // Weeks start on Monday: Sunday 8 March belongs to the week of Monday 2 March.
    ['1w', '2026-03-08T23:00:00.000Z', '2026-03-02T00:00:00.000Z', '2026-03-09T00:00:00.000Z'],
    ['1w', '2026-03-09T00:00:00.000Z', '2026-03-09T00:00:00.000Z', '2026-03-16T00:00:00.000Z'],
    ['1M', '2026-02-28T23:59:59.000Z', '2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
    ['1M', '2024-02-29T12:00:00.000Z', '2024-02-01T00:00:00.000Z', '2024-03-01T00:00:00.000Z'],
    ['1y', '2026-12-31T23:59:59.000Z', '2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
  ])('%s bucket of %s starts at %s, next at %s', (period, time, start, next) => {
    const startMs = bucketStart(period, at(time));
    expect(iso(startMs)).toBe(start);
    expect(iso(nextBucketStart(period, startMs))).toBe(next);
  });

  it('puts a New York evening trade into the next UTC day and month', () => {
    // 31 January 2026, 20:30 in New York is 1 February 01:30 UTC.
    const ny = at('2026-02-01T01:30:00.000Z');
    expect(iso(bucketStart('1d', ny))).toBe('2026-02-01T00:00:00.000Z');
    expect(iso(bucketStart('1M', ny))).toBe('2026-02-01T00:00:00.000Z');
  });
});

const tick = (priceUnits: bigint, timeMs: number, volumeUnits = 1n): Tick => ({
  symbol: 'BTCUSDT',
  priceUnits,
  bidUnits: null,
  askUnits: null,
  volumeUnits,
  timeMs,
  source: 'replay',
});

describe('merging ticks into candles', () => {
  it('keeps the open, tracks high and low, closes at the last tick and sums volume', () => {
    let c: CandleState | undefined;
    for (const [p, v] of [
      [100n, 2n],
      [130n, 1n],
      [90n, 5n],
      [110n, 1n],
    ] as const) {
      c = mergeTick(c, 0, tick(p, 1, v));
    }
    expect(c).toMatchObject({
      openUnits: 100n,
      highUnits: 130n,
      lowUnits: 90n,
      closeUnits: 110n,
      volumeUnits: 9n,
    });
    expect(c?.tickCount).toBe(4);
  });

  it('starts a new candle at a new bucket', () => {
    const first = mergeTick(undefined, 0, tick(100n, 1));
    const second = mergeTick(first, 60_000, tick(105n, 60_001));
    expect(second).toMatchObject({ openTimeMs: 60_000, openUnits: 105n, tickCount: 1 });
  });
});

describe('24-hour statistics', () => {
  const c = (openTimeMs: number, o: bigint, h: bigint, l: bigint, cl: bigint, v: bigint): CandleState => ({
    openTimeMs,
    openUnits: o,
    highUnits: h,
    lowUnits: l,
    closeUnits: cl,
    volumeUnits: v,
    tickCount: 1,
    source: 'simulated',
  });
  const q = 15 * 60_000;
  const now = 100 * q;

  it('opens at the first candle inside the window and ignores older ones', () => {
    const candles = [
      c(now - 97 * q, 1n, 999n, 1n, 1n, 50n),
      c(now - 96 * q, 10n, 12n, 9n, 11n, 3n),
      c(now, 11n, 15n, 8n, 14n, 4n),
    ];
    expect(dayStats(candles, q, 14n, now)).toEqual({
      openUnits: 10n,
      highUnits: 15n,
      lowUnits: 8n,
      volumeUnits: 7n,
    });
  });

  it('uses the last price and no volume when nothing traded in the window', () => {
    expect(dayStats([], q, 42n, now)).toEqual({
      openUnits: 42n,
      highUnits: 42n,
      lowUnits: 42n,
      volumeUnits: 0n,
    });
  });

  it.each([
    [105n, 100n, '5.00'],
    [95n, 100n, '-5.00'],
    [100_005n, 100_000n, '0.01'],
    [100_004n, 100_000n, '0.00'],
    [1n, 3n, '-66.67'],
  ])('percent change of %s against %s is %s', (last, open, expected) => {
    expect(percentChange(last, open)).toBe(expected);
  });
});

describe('tick validation', () => {
  const btc = seedInstruments().find((s) => s.symbol === 'BTCUSDT');
  if (!btc) throw new Error('BTCUSDT missing from the catalogue');
  const now = at('2026-01-05T12:00:00.000Z');

  it('accepts a tick and keeps its source and time', () => {
    const result = validateTick(
      { price: '67000.12', bid: '67000.00', ask: '67000.20', volume: '0.5' },
      btc,
      now,
      'ticks.0',
    );
    expect(result).toEqual({
      tick: {
        symbol: 'BTCUSDT',
        priceUnits: 6_700_012n,
        bidUnits: 6_700_000n,
        askUnits: 6_700_020n,
        volumeUnits: 500_000n,
        timeMs: now,
        source: 'push',
      },
    });
  });

  it.each([
    [{ price: '67000.123' }, 'ticks.0.price', 'tooManyDecimals'],
    [{ price: '0' }, 'ticks.0.price', 'tooSmall'],
    [{ price: '-1' }, 'ticks.0.price', 'tooSmall'],
    [{ price: '1e5' }, 'ticks.0.price', 'notNumber'],
    [{ price: '' }, 'ticks.0.price', 'required'],
    [{ price: '1', bid: '2', ask: '1.5' }, 'ticks.0.ask', 'invalid'],
    [{ price: '1', volume: '0.0000001' }, 'ticks.0.volume', 'tooManyDecimals'],
    [{ price: '1', time: now + 60_000 }, 'ticks.0.time', 'invalid'],
  ])('refuses %j: %s is %s', (input, field, key) => {
    const result = validateTick(input, btc, now, 'ticks.0');
    expect('problems' in result && result.problems).toContainEqual(expect.objectContaining({ field, key }));
  });

  it('names the smallest price when a price is not positive', () => {
    const result = validateTick({ price: '0.00' }, btc, now, 't');
    expect(result).toEqual({ problems: [{ field: 't.price', key: 'tooSmall', params: { min: '0.01' } }] });
  });
});
