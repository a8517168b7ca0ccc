import { ASSET_SCALES } from '@platform/contract';
import { formatUnits, parseDecimal } from '@platform/money';
import { z } from 'zod';
import { type FieldProblem, Refusal } from './refusal.ts';

/**
 * Value rules shared by the operator settings (settings.ts): an operator's typo must be refused
 * with the field it is in, not accepted and found later by a customer whose request fails.
 */

/** Whole digits an amount in a setting may have: 15 (a trillion and more, far above any real limit). */
const AMOUNT_WHOLE_DIGITS_MAX = 15;
const AMOUNT_MAX = '9'.repeat(AMOUNT_WHOLE_DIGITS_MAX);
/** Plain decimal notation only: no sign, exponent, spaces or thousands separators. */
const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

type Issue = { message: string; params?: Record<string, string> };

/** What is wrong with an amount typed by an operator, at the asset's scale, or undefined. */
function amountIssue(
  text: string,
  scale: number,
  opts: { positive: boolean; max: string },
): Issue | undefined {
  if (!PLAIN_DECIMAL.test(text)) return { message: 'field.notNumber' };
  const parsed = parseDecimal(text, scale);
  if (!parsed.ok)
    return { message: parsed.reason === 'TOO_MANY_DECIMALS' ? 'field.tooManyDecimals' : 'field.notNumber' };
  const max = parseDecimal(opts.max, scale);
  if (max.ok && parsed.units > max.units) return { message: 'field.tooBig', params: { max: opts.max } };
  if (opts.positive && parsed.units <= 0n)
    return { message: 'field.tooSmall', params: { min: formatUnits(1n, scale) } };
  return undefined;
}

/**
 * A decimal amount as a string: plain notation, at most `scale` decimals, not above `max`
 * (15 whole digits by default), and above zero when `positive`.
 */
export function amountText(scale: number, opts: { positive?: boolean; max?: string } = {}) {
  const rule = { positive: opts.positive ?? false, max: opts.max ?? AMOUNT_MAX };
  return z.string().superRefine((text, ctx) => {
    const issue = amountIssue(text, scale, rule);
    if (issue) ctx.addIssue({ code: 'custom', ...issue });
  });
}

/** Asset code to amount at that asset's scale (demo balances, maker funding). */
export function assetAmounts(opts: { positive?: boolean; max?: string } = {}) {
  const rule = { positive: opts.positive ?? false, max: opts.max ?? AMOUNT_MAX };
  return z.record(z.string(), z.string()).superRefine((amounts, ctx) => {
    for (const [asset, text] of Object.entries(amounts)) {
      const scale = (ASSET_SCALES as Record<string, number>)[asset];
      const issue = scale === undefined ? { message: 'field.unknownValue' } : amountIssue(text, scale, rule);
      if (issue) ctx.addIssue({ code: 'custom', path: [asset], ...issue });
    }
  });
}

/** The wallets a demo account is funded in (the others, earn and loan, start empty). */
export const DEMO_WALLETS = ['spot', 'contract', 'futures', 'options'] as const;
export type DemoWallet = (typeof DEMO_WALLETS)[number];
export type DemoBalances = Partial<Record<DemoWallet, Record<string, string>>>;

/** A flat map of asset amounts, the shape demo balances had before they were given per wallet. */
function isFlatAmounts(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

/**
 * Demo balances per wallet: `{ spot: { USDT: '50000' }, contract: { USDT: '30000' } }`. Unknown
 * wallets and assets are refused with their path (`contract.DOGE`). A flat asset map, the earlier
 * shape of the setting still found in stored values, means the spot wallet.
 */
export function demoBalances(opts: { max: string }) {
  const known = new Set<string>(DEMO_WALLETS);
  return z.preprocess(
    (value) => (isFlatAmounts(value) && Object.keys(value).length > 0 ? { spot: value } : value),
    z.record(z.string(), assetAmounts({ max: opts.max })).superRefine((wallets, ctx) => {
      for (const wallet of Object.keys(wallets)) {
        if (!known.has(wallet))
          ctx.addIssue({ code: 'custom', path: [wallet], message: 'field.unknownValue' });
      }
    }),
  ) as unknown as z.ZodType<DemoBalances>;
}

/** An IANA time zone the runtime knows (Asia/Hong_Kong, UTC); a misspelt one would break every check. */
export const timeZone = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { message: 'field.unknownValue' },
);

/** A time of day, HH:MM from 00:00 to 23:59; `allowEndOfDay` also takes 24:00. */
export const timeOfDay = (allowEndOfDay: boolean) =>
  z.string().regex(allowEndOfDay ? /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/ : /^([01]\d|2[0-3]):[0-5]\d$/, {
    message: 'field.invalid',
  });

/** Whether `text` is a date that exists, written YYYY-MM-DD (no month 13, no 30 February). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] as number;
  return day <= days;
}

/** A calendar date, YYYY-MM-DD, that exists; refused with the field's date message otherwise. */
export const calendarDate = z.string().refine(isCalendarDate, { message: 'field.date' });

/** Adds an issue at `path` when the decimal `low` is above `high` (a minimum above its maximum). */
export function checkOrder(
  ctx: z.RefinementCtx,
  low: string,
  high: string,
  scale: number,
  path: (string | number)[],
): void {
  const a = parseDecimal(low, scale);
  const b = parseDecimal(high, scale);
  if (a.ok && b.ok && a.units > b.units) {
    ctx.addIssue({ code: 'custom', path, message: 'field.tooBig', params: { max: high } });
  }
}

const BELOW = new Set(['tooShort', 'tooSmall']);
const ABOVE = new Set(['tooLong', 'tooBig']);

function problemOf(issue: z.core.$ZodIssue): FieldProblem {
  const params = (issue as { params?: Record<string, unknown> }).params ?? {};
  if (issue.code === 'custom' && issue.message.startsWith('field.')) {
    const key = issue.message.slice('field.'.length);
    if (BELOW.has(key)) return { key: key as 'tooSmall', params: { min: String(params.min) } };
    if (ABOVE.has(key)) return { key: key as 'tooBig', params: { max: String(params.max) } };
    return key as Exclude<FieldProblem, object>;
  }
  if (issue.message.startsWith('field.'))
    return issue.message.slice('field.'.length) as Exclude<FieldProblem, object>;
  switch (issue.code) {
    case 'too_small':
      return {
        key: issue.origin === 'string' ? 'tooShort' : 'tooSmall',
        params: { min: String(issue.minimum) },
      };
    case 'too_big':
      return {
        key: issue.origin === 'string' ? 'tooLong' : 'tooBig',
        params: { max: String(issue.maximum) },
      };
    case 'invalid_value':
    case 'invalid_key':
      return 'unknownValue';
    case 'invalid_type':
      return issue.expected === 'number' ? 'notNumber' : 'invalid';
    default:
      return 'invalid';
  }
}

/**
 * A setting value its schema refused, as ADMIN_SETTING_INVALID naming each bad field inside the
 * value (`timeZone`, `USDT`, `0.min`) with its message in the operator's language.
 */
export function settingRefusal(error: z.ZodError): Refusal {
  const fields: Record<string, FieldProblem> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= problemOf(issue);
  return new Refusal('ADMIN_SETTING_INVALID', undefined, { fieldKeys: fields });
}
