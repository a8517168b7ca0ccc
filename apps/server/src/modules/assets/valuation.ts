import { divRound, formatUnits, PPM, parseDecimal, pow10 } from '@platform/money';
import type { FieldProblem } from '../../platform/refusal.ts';

/**
 * Pure maths of valuing and converting assets at feed prices (DESIGN.md section 4). Every
 * division rounds down: a valuation never overstates a balance and a conversion never pays
 * more than the price allows, so rounding favours the platform's books.
 */

/** The price of one unit of an asset in USDT, with where it came from. */
export interface UsdtPrice {
  units: bigint;
  scale: number;
  symbol: string;
  source: string;
  timeMs: number;
}

/** Supplies current prices; the application wires it to the market quotes. */
export interface PriceSource {
  usdtPrice(asset: string): UsdtPrice | undefined;
}

export const USDT_SCALE = 6;
/** Decimal places of a conversion rate shown to the user. */
export const RATE_SCALE = 8;

/** USDT units (scale 6) worth `amount` units of an asset at `price`, rounded down. */
export function usdtValue(amount: bigint, assetScale: number, price: UsdtPrice): bigint {
  // amount / 10^assetScale * price / 10^priceScale, expressed in 10^-6 USDT.
  return divRound(amount * price.units * pow10(USDT_SCALE), pow10(assetScale) * pow10(price.scale), 'down');
}

export interface Conversion {
  /** What the user receives after the spread, in units of the target asset. */
  receive: bigint;
  /** The spread's part of the price, in units of the target asset. */
  fee: bigint;
  /** Target units per one source unit after the spread, at RATE_SCALE. */
  rate: bigint;
}

/**
 * Converts `amount` of one asset into another through their USDT prices, less a spread in
 * parts per million. Both receive and rate round down (payouts down, in the platform's favour).
 */
export function convert(
  amount: bigint,
  from: { scale: number; price: UsdtPrice },
  to: { scale: number; price: UsdtPrice },
  spreadPpm: number,
): Conversion {
  if (spreadPpm < 0 || spreadPpm >= Number(PPM)) throw new Error(`spread ${spreadPpm} ppm is out of range`);
  if (to.price.units <= 0n || from.price.units <= 0n) throw new Error('a price must be positive');
  const keep = PPM - BigInt(spreadPpm);
  // value in target units = amount * Pf / 10^(fs + pfs) * 10^(ts + pts) / Pt
  const numerator = amount * from.price.units * pow10(to.scale) * pow10(to.price.scale);
  const denominator = pow10(from.scale) * pow10(from.price.scale) * to.price.units;
  const gross = divRound(numerator, denominator, 'down');
  const receive = divRound(numerator * keep, denominator * PPM, 'down');
  const rate = divRound(
    from.price.units * pow10(to.price.scale) * pow10(RATE_SCALE) * keep,
    pow10(from.price.scale) * to.price.units * PPM,
    'down',
  );
  return { receive, fee: gross - receive, rate };
}

/**
 * The smallest amount of `from` whose conversion receives at least one unit of `to`: the bound a
 * customer is shown when an amount converts to nothing. Rounded up, so the bound itself converts.
 */
export function convertibleMin(
  from: { scale: number; price: UsdtPrice },
  to: { scale: number; price: UsdtPrice },
  spreadPpm: number,
): bigint {
  const keep = PPM - BigInt(spreadPpm);
  return divRound(
    pow10(from.scale) * pow10(from.price.scale) * to.price.units * PPM,
    from.price.units * pow10(to.scale) * pow10(to.price.scale) * keep,
    'up',
  );
}

/** The largest amount a decimal string may carry: 38 digits of units (NUMERIC(39,0) columns). */
const AMOUNT_UNITS_MAX = 10n ** 38n - 1n;

/** Reads a typed amount at an asset's scale: a positive amount, or which field message refuses it. */
export function readAmount(
  text: string,
  scale: number,
): { ok: true; units: bigint } | { ok: false; problem: FieldProblem } {
  const parsed = parseDecimal(text, scale);
  if (!parsed.ok) {
    if (parsed.reason === 'TOO_MANY_DECIMALS') return { ok: false, problem: 'tooManyDecimals' };
    if (parsed.reason === 'TOO_LARGE')
      return { ok: false, problem: { key: 'tooBig', params: { max: formatUnits(AMOUNT_UNITS_MAX, scale) } } };
    return { ok: false, problem: 'notNumber' };
  }
  // The smallest amount is one unit of the asset's scale (0.000001 USDT).
  if (parsed.units <= 0n)
    return { ok: false, problem: { key: 'tooSmall', params: { min: formatUnits(1n, scale) } } };
  return { ok: true, units: parsed.units };
}
