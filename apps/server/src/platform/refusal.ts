import { type Envelope, type FieldMessage, type Lang, REASONS, type Reason } from '@platform/contract';
import { fieldText, reasonText } from './i18n.ts';

/**
 * An expected outcome that stops a use case: a stable reason from the catalogue in
 * packages/contract, optional message parameters and optional data for the client.
 * Thrown by services, turned into an envelope by the error handler.
 */
export class Refusal extends Error {
  readonly reason: Reason;
  readonly params: Record<string, string | number> | undefined;
  readonly data: unknown;

  constructor(reason: Reason, params?: Record<string, string | number>, data?: unknown) {
    super(reason);
    this.name = 'Refusal';
    this.reason = reason;
    this.params = params;
    this.data = data;
  }
}

export function isRefusal(value: unknown): value is Refusal {
  return value instanceof Refusal;
}

/**
 * A validation refusal found by a service rather than by the schema (a phone number that does
 * not fit its country code): the same envelope as schema failures, fields localized on the way out.
 */
export function fieldRefusal(fields: Record<string, FieldMessage>): Refusal {
  return new Refusal('REQUEST_VALIDATION_FAILED', {}, { fieldKeys: fields });
}

function localizedData(lang: Lang, data: unknown): unknown {
  if (data === null || typeof data !== 'object' || !('fieldKeys' in data)) return data ?? null;
  const keys = (data as { fieldKeys: Record<string, FieldMessage> }).fieldKeys;
  return {
    fields: Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, fieldText(lang, key)])),
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
