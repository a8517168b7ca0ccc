import { type Envelope, type FieldMessage, type Lang, REASONS, type Reason } from '@platform/contract';
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
