import { type Envelope, type Lang, REASONS, type Reason } from '@platform/contract';
import { reasonText } from './i18n.ts';

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

export function refusalEnvelope(lang: Lang, event: string, refusal: Refusal): Envelope {
  const spec = REASONS[refusal.reason];
  return {
    code: spec.code,
    message: reasonText(lang, refusal.reason, refusal.params),
    data: refusal.data ?? null,
    event,
    reason: refusal.reason,
  };
}

export function httpStatusOf(reason: Reason): number {
  return REASONS[reason].httpStatus;
}
