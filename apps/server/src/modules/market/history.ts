import { KLINE_PERIODS, type KlinePeriod } from '@platform/contract';
import { max, min } from '@platform/money';
import type { InstrumentSpec } from './model.ts';
import { bucketStart, type CandleState, DAY_MS, mergeCandle } from './model.ts';
import { normal, type Random, tradeVolume, walkStep } from './random-walk.ts';
import { isTradingOpen } from './trading-hours.ts';

/**
 * Generated history for the simulated feed, so a fresh installation opens with full charts.
 * The walk runs backwards from the current price with steps of a quarter of the finest period
 * whose window still covers the time, so each period gets about `candlesPerPeriod` candles.
 * Pure: randomness and the end time are passed in.
 */

/** No generated history reaches further back than this. */
export const HISTORY_HORIZON_MS = 3 * 365 * DAY_MS;
const APPROX_PERIOD_MS: Record<KlinePeriod, number> = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '30m': 1_800_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '1d': DAY_MS,
  '1w': 7 * DAY_MS,
  '1M': 30.44 * DAY_MS,
  '1y': 365.25 * DAY_MS,
};

interface Point {
  timeMs: number;
  priceUnits: bigint;
  stepMs: number;
}

function windowStarts(nowMs: number, candlesPerPeriod: number): Record<KlinePeriod, number> {
  const starts = {} as Record<KlinePeriod, number>;
  for (const p of KLINE_PERIODS) {
    starts[p] = Math.max(nowMs - candlesPerPeriod * APPROX_PERIOD_MS[p], nowMs - HISTORY_HORIZON_MS);
  }
  return starts;
}

/** Points of the walk, newest first, ending at `endUnits` at `nowMs`. */
function walkBack(
  spec: InstrumentSpec,
  endUnits: bigint,
  nowMs: number,
  starts: Record<KlinePeriod, number>,
  random: Random,
) {
  const oldest = Math.min(...Object.values(starts));
  const points: Point[] = [];
  let t = nowMs;
  let price = endUnits;
  while (t > oldest) {
    const tier = KLINE_PERIODS.find((p) => t > starts[p]) ?? '1y';
    const stepMs = APPROX_PERIOD_MS[tier] / 4;
    t -= stepMs;
    if (!isTradingOpen(spec.hours, t)) continue;
    points.push({ timeMs: t, priceUnits: price, stepMs });
    price = walkStep(price, spec.referencePriceUnits, spec.category, -stepMs, normal(random));
  }
  return points;
}

/** One small candle per step of the walk, with a little noise beyond open and close. */
function microCandle(spec: InstrumentSpec, from: bigint, to: bigint, p: Point, random: Random): CandleState {
  const wick = (units: bigint) =>
    max(
      walkStep(units, spec.referencePriceUnits, spec.category, p.stepMs / 4, Math.abs(normal(random))) -
        units,
      0n,
    );
  const low = min(from, to);
  const high = max(from, to);
  const volume = tradeVolume(from, spec.priceScale, spec.quantityScale, spec.category, random());
  return {
    openTimeMs: p.timeMs,
    openUnits: from,
    highUnits: high + wick(high),
    lowUnits: max(low - wick(low), 1n),
    closeUnits: to,
    volumeUnits: volume * BigInt(Math.max(1, Math.round(p.stepMs / 2000))),
    tickCount: 1,
    source: 'simulated',
  };
}

/**
 * Candles of every period for one instrument up to `nowMs`, the newest closing at `endUnits`.
 * Each period only receives steps inside its own window, so coarse steps never become sparse
 * minute candles.
 */
export function generateHistory(
  spec: InstrumentSpec,
  endUnits: bigint,
  nowMs: number,
  candlesPerPeriod: number,
  random: Random,
): Map<KlinePeriod, CandleState[]> {
  const starts = windowStarts(nowMs, candlesPerPeriod);
  const points = walkBack(spec, endUnits, nowMs, starts, random).reverse();
  const out = new Map<KlinePeriod, CandleState[]>(KLINE_PERIODS.map((p) => [p, []]));
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as Point;
    const next = points[i + 1]?.priceUnits ?? endUnits;
    const micro = microCandle(spec, p.priceUnits, next, p, random);
    for (const period of KLINE_PERIODS) {
      if (p.timeMs < starts[period]) continue;
      const list = out.get(period) as CandleState[];
      const bucket = bucketStart(period, p.timeMs);
      const last = list[list.length - 1];
      const merged = mergeCandle(last?.openTimeMs === bucket ? last : undefined, bucket, micro);
      if (last?.openTimeMs === bucket) list[list.length - 1] = merged;
      else list.push(merged);
    }
  }
  return out;
}
