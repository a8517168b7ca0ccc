import {
  BCP47,
  displayAmount,
  groupDecimalText,
  type Lang,
  toLang,
  tradingHoursText,
  trimDecimalZeros,
  type WeeklySessions,
} from '@platform/contract';
import { formatUnits } from '@platform/money';
import { bcp47 } from './lang.ts';

/** Dates in the user's language; the API gives Unix seconds (spec section 9). */
export function formatDate(lang: Lang, seconds: number): string {
  return new Intl.DateTimeFormat(bcp47(lang), { year: 'numeric', month: 'short', day: 'numeric' }).format(
    new Date(seconds * 1000),
  );
}

/** The BCP 47 tag of the app's language code ('jp' is 'ja' to Intl). */
export function tagOf(lang: string): string {
  return BCP47[toLang(lang)];
}

/**
 * A decimal string from the wire with the language's digit grouping: '-1234567.5' is
 * '-1,234,567.5' in English and '-1.234.567,5' in Spanish (the contract's one number formatter,
 * shared with the messages the server writes). A price keeps its tick's decimals.
 */
export function groupDecimal(value: string, lang: string): string {
  return groupDecimalText(value, lang);
}

/** A decimal string grouped for the language, without trailing zeros ('1000.500000' is '1,000.5'). */
export function formatDecimal(value: string, lang: string): string {
  return groupDecimal(trimDecimalZeros(value), lang);
}

/**
 * An amount of an asset: rounded down to the asset's display decimals, without trailing zeros and
 * grouped for the language ('5000.000000' USDT is '5,000').
 */
export function formatAssetAmount(value: string, asset: string, lang: string): string {
  return displayAmount(value, asset, lang);
}

/**
 * A quantity of an order or a trade, at its market's step: without trailing zeros and grouped
 * ('0.004000' is '0.004', 'Filled 0.000000' reads 'Filled 0'). Never rounded: a quantity is exact.
 */
export function formatQuantity(value: string, lang: string): string {
  return formatDecimal(value, lang);
}

/** An amount of an asset followed by the asset's code, apart from it: '5000.000000' USDT is '5,000 USDT'. */
export function formatAmountOf(value: string, asset: string, lang: string): string {
  return `${displayAmount(value, asset, lang)} ${asset}`;
}

/** Units of an asset at `scale`, shown like a wire amount of that asset (display decimals, grouped). */
export function formatAssetUnits(units: bigint, scale: number, asset: string, lang: string): string {
  return displayAmount(formatUnits(units, scale), asset, lang);
}

/**
 * An instrument's trading hours in the language, written from its weekly sessions with Intl
 * ('月–金 09:30–16:00 (米国東部時間)'). English keeps the operator's label, as does a reply
 * without sessions.
 */
export function formatTradingHours(
  instrument: { hours: string; schedule?: WeeklySessions | null },
  lang: string,
): string {
  if (instrument.schedule === undefined || toLang(lang) === 'en') return instrument.hours;
  return tradingHoursText(instrument.schedule, lang);
}

/** A time of day to the second, for quotes and price sources that move every few seconds. */
export function formatClock(seconds: number, lang: string): string {
  return new Intl.DateTimeFormat(tagOf(lang), {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(seconds * 1000));
}

/** A date with the time, for records and decisions that often happen on the same day. */
export function formatDateTime(seconds: number, lang: string): string {
  return new Intl.DateTimeFormat(tagOf(lang), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(seconds * 1000));
}

/**
 * When a closed market opens, in the customer's own time zone (the browser's), short enough for a
 * chip: the weekday and the time of day, 'Mon 09:30'. An opening is always within the week.
 */
export function formatOpening(seconds: number, lang: string): string {
  return new Intl.DateTimeFormat(tagOf(lang), {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(seconds * 1000));
}

/** A moment with its weekday, date and time in the customer's time zone: 'Mon, Nov 30, 09:30'. */
export function formatWeekdayDateTime(seconds: number, lang: string): string {
  return new Intl.DateTimeFormat(tagOf(lang), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(seconds * 1000));
}

/** Parts per million in one percent, as a power of ten for formatUnits. */
const PPM_PERCENT_SCALE = 4;

/** Units at `scale`, without trailing zeros and grouped for the language: 1500000n at 6 is '1.5'. */
export function unitsText(units: bigint, scale: number, lang: string): string {
  return groupDecimal(formatUnits(units, scale, { trimZeros: true }), lang);
}

/** Units at `scale` with every decimal, so a column of figures lines up (prices keep their tick: 67280.0). */
export function unitsFixed(units: bigint, scale: number, lang: string): string {
  return groupDecimal(formatUnits(units, scale), lang);
}

/** A rate in parts per million as a percent for the language: 2500 is '0.25' (exact, no float). */
export function ppmPercent(ppm: number, lang: string): string {
  return groupDecimal(formatUnits(BigInt(ppm), PPM_PERCENT_SCALE, { trimZeros: true }), lang);
}

/** Whether a decimal string from the wire is zero ('0', '0.000000'). */
export function isZeroAmount(value: string): boolean {
  return /^0*(\.0*)?$/.test(value);
}
