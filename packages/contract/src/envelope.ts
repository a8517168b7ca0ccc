import { z } from 'zod';

/**
 * Envelope codes (spec section 8). HTTP status is 200 for every envelope except 429 and 5xx.
 * - OK: success, the client toasts `message`.
 * - REFUSED: a business refusal, shown as a warning.
 * - SILENT: success returned silently (queries).
 * - SESSION_EXPIRED: the client logs out and reloads after `data` seconds.
 * - RELOGIN: a confirm dialog asks the user to log in again.
 */
export const Code = {
  OK: 0,
  REFUSED: 1,
  SILENT: 7,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
  UNAVAILABLE: 503,
  SESSION_EXPIRED: 1000,
  RELOGIN: 2000,
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
  event: string;
  reason?: string;
}

/** Zod form of the envelope, used for OpenAPI and response checks. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    code: z
      .number()
      .int()
      .describe('0 success, 1 refusal, 7 silent success, 1000 session expired, 2000 re-login'),
    message: z.string().describe('Localized by the lang parameter'),
    data,
    event: z.string().describe('The action name'),
    reason: z.string().optional().describe('Stable UPPER_SNAKE refusal reason'),
  });
}

/** Data of a validation refusal: each failing field with a localized message. */
export interface ValidationData {
  fields: Record<string, string>;
}
