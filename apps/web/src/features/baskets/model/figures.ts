import { parseUnits, toChartNumber } from '@platform/money';

/**
 * The figures of the basket screens as pure data: signs and colours of profit and loss, and the
 * NAV history as chart points (the one lossy conversion the money rules allow).
 */

export type Tone = 'up' | 'down' | 'flat';

/** A signed decimal from the wire: its sign to show ('+', '−' or none) and its colour. */
export interface Signed {
  sign: '+' | '-' | '';
  /** The value without its sign. */
  magnitude: string;
  tone: Tone;
}

/** '12.5' is a gain (+12.5, green), '-3' a loss (−3, red), zero neither. */
export function signedOf(value: string): Signed {
  const negative = value.startsWith('-');
  const magnitude = negative ? value.slice(1) : value;
  if (isZeroDecimal(magnitude)) return { sign: '', magnitude, tone: 'flat' };
  return negative ? { sign: '-', magnitude, tone: 'down' } : { sign: '+', magnitude, tone: 'up' };
}

/** Whether a decimal string is zero ('0', '0.000000'). */
export function isZeroDecimal(value: string): boolean {
  return /^-?0*(\.0*)?$/.test(value);
}

/** Profit or loss as a percentage of cost in hundredths (1234 is 12.34%), toward zero; null without a cost. */
export function pnlPercentHundredths(pnl: string, cost: string, scale: number): bigint | null {
  const costUnits = parseUnits(cost, scale);
  if (costUnits <= 0n) return null;
  // BigInt division truncates toward zero: a gain or a loss is never shown larger than it is.
  return (parseUnits(pnl, scale, { allowNegative: true }) * 10_000n) / costUnits;
}

/** Decimals a NAV from the wire may have; the chart reads it at this scale. */
const CHART_SCALE = 18;

export interface ChartPoint {
  time: number;
  value: number;
}

/**
 * NAV history as chart points, oldest first, one per time (a repeated minute keeps its last
 * value, as the chart library requires strictly increasing times).
 */
export function chartPoints(history: readonly { time: number; nav: string }[]): ChartPoint[] {
  const points: ChartPoint[] = [];
  for (const row of [...history].sort((a, b) => a.time - b.time)) {
    const point = { time: row.time, value: toChartNumber(parseUnits(row.nav, CHART_SCALE), CHART_SCALE) };
    if (points.at(-1)?.time === row.time) points[points.length - 1] = point;
    else points.push(point);
  }
  return points;
}

/** How far the NAV moved over the history shown, in hundredths of a percent; null with fewer than two points. */
export function historyChangeHundredths(history: readonly { time: number; nav: string }[]): bigint | null {
  if (history.length < 2) return null;
  const sorted = [...history].sort((a, b) => a.time - b.time);
  const first = parseUnits(sorted[0]!.nav, CHART_SCALE);
  const last = parseUnits(sorted.at(-1)!.nav, CHART_SCALE);
  if (first <= 0n) return null;
  return ((last - first) * 10_000n) / first;
}
