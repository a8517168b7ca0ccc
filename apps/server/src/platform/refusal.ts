import { type Envelope, type FieldMessage, type Lang, REASONS, type Reason } from '@platform/contract';
import { formatUnits, parseDecimal } from '@platform/money';
import { fieldText, type MessageParams, reasonText } from './i18n.ts';

export { assetAmount, bound } from './i18n.ts';

/**
 * An expected outcome that stops a use case: a stable reason from the catalogue in
 * packages/contract, optional message parameters and optional data for the client. A parameter
 * that is an amount or a bound is passed as `bound(...)` or `assetAmount(...)`, so the message
 * shows it in the reader's language; `data` stays machine-readable.
 * Thrown by services, turned into an envelope by the error handler.
 */
export class Refusal extends Error {
  readonly reason: Reason;
  readonly params: MessageParams | undefined;
  readonly data: unknown;

  constructor(reason: Reason, params?: MessageParams, data?: unknown) {
    super(reason);
    this.name = 'Refusal';
    this.reason = reason;
    this.params = params;
    this.data = data;
  }
}

/**
 * Throws a refusal where an expression is expected, for a value whose absence the user can
 * cause or see: `valueInUsdt(amount, asset) ?? refuse('WALLET_PRICE_UNAVAILABLE')`.
 */
export function refuse(reason: Reason, params?: MessageParams, data?: unknown): never {
  throw new Refusal(reason, params, data);
}

export function isRefusal(value: unknown): value is Refusal {
  return value instanceof Refusal;
}

type BelowMessage = 'tooShort' | 'tooSmall';
type AboveMessage = 'tooLong' | 'tooBig';

/**
 * What is wrong with one field: a message key, with the bound it names where the message has
 * one ("Must be at least {{min}}."), so a bounded message can never go out with its placeholder.
 */
export type FieldProblem =
  | Exclude<FieldMessage, BelowMessage | AboveMessage>
  | { key: BelowMessage; params: { min: string | number } }
  | { key: AboveMessage; params: { max: string | number } };

/**
 * A validation refusal found by a service rather than by the schema (a phone number that does
 * not fit its country code): the same envelope as schema failures, fields localized on the way out.
 */
export function fieldRefusal(fields: Record<string, FieldProblem>): Refusal {
  return new Refusal('REQUEST_VALIDATION_FAILED', {}, { fieldKeys: fields });
}

/**
 * An amount typed in a form, in units of `scale`, or the field refusal of `field`: not a number,
 * more decimals than the asset has, or (with `positive`) not above zero; negative amounts only
 * when allowed.
 */
export function amountField(
  text: string,
  scale: number,
  field: string,
  opts: { allowNegative?: boolean; positive?: boolean } = {},
): bigint {
  const parsed = parseDecimal(text, scale, { allowNegative: opts.allowNegative ?? false });
  if (!parsed.ok)
    throw fieldRefusal({ [field]: parsed.reason === 'TOO_MANY_DECIMALS' ? 'tooManyDecimals' : 'notNumber' });
  if (opts.positive && parsed.units <= 0n)
    throw fieldRefusal({ [field]: { key: 'tooSmall', params: { min: formatUnits(1n, scale) } } });
  return parsed.units;
}

function localizedData(lang: Lang, data: unknown): unknown {
  if (data === null || typeof data !== 'object' || !('fieldKeys' in data)) return data ?? null;
  const problems = (data as { fieldKeys: Record<string, FieldProblem> }).fieldKeys;
  const text = (p: FieldProblem) =>
    typeof p === 'string' ? fieldText(lang, p) : fieldText(lang, p.key, p.params);
  return {
    fields: Object.fromEntries(Object.entries(problems).map(([name, problem]) => [name, text(problem)])),
  };
}

export function refusalEnvelope(lang: Lang, event: string, refusal: Refusal): Envelope {
  const spec = REASONS[refusal.reason];
  return {
    code: spec.code,
    message: reasonText(lang, refusal.reason, refusal.params),
    data: localizedData(lang, refusal.data),
    event,
    reason: refusal.reason,
  };
}

export function httpStatusOf(reason: Reason): number {
  return REASONS[reason].httpStatus;
}

/**
 * A decimal typed at `scale` as a positive count of its smallest step (ticks of a price, lots of
 * a quantity), or the refusal naming the field: not a number, too many decimals, below one step,
 * or above what a safe integer holds.
 */
export function stepsOf(text: string, scale: number, field: string): number {
  const parsed = parseDecimal(text, scale);
  if (!parsed.ok)
    throw fieldRefusal({ [field]: parsed.reason === 'TOO_MANY_DECIMALS' ? 'tooManyDecimals' : 'notNumber' });
  if (parsed.units <= 0n)
    throw fieldRefusal({ [field]: { key: 'tooSmall', params: { min: formatUnits(1n, scale) } } });
  const max = BigInt(Number.MAX_SAFE_INTEGER);
  if (parsed.units > max)
    throw fieldRefusal({ [field]: { key: 'tooBig', params: { max: formatUnits(max, scale) } } });
  return Number(parsed.units);
}
