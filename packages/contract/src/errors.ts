import { Code, type CodeValue } from './envelope.ts';

/**
 * The one catalogue of refusal reasons. Reasons are append-only: never rename, never reuse.
 * Every reason has a translation in every language (messages/<lang>.json), checked by a test.
 */
export interface ReasonSpec {
  code: CodeValue;
  /** HTTP status of the envelope: 200 unless the reason is a rate limit or a server fault. */
  httpStatus: 200 | 429 | 500 | 503;
  doc: string;
}

const refusal = (code: CodeValue, doc: string): ReasonSpec => ({ code, httpStatus: 200, doc });

export const REASONS = {
  REQUEST_VALIDATION_FAILED: refusal(
    Code.BAD_REQUEST,
    'One or more fields are missing or malformed; data.fields names each.',
  ),
  REQUEST_RTOKEN_INVALID: refusal(
    Code.BAD_REQUEST,
    'The rtoken parameter is missing or not 6-16 characters.',
  ),
  REQUEST_MALFORMED: refusal(Code.BAD_REQUEST, 'The body could not be parsed (bad JSON or form encoding).'),
  REQUEST_TOO_LARGE: refusal(Code.BAD_REQUEST, 'The body is larger than the server accepts.'),
  REQUEST_UNSUPPORTED_MEDIA: refusal(
    Code.BAD_REQUEST,
    'The body has a content type the server does not accept.',
  ),
  API_UNKNOWN_ACTION: refusal(Code.NOT_FOUND, 'No action of that name and method exists.'),
  AUTH_LOGIN_REQUIRED: refusal(
    Code.SESSION_EXPIRED,
    'The action needs a session and none was given or it has expired.',
  ),
  AUTH_RELOGIN_REQUIRED: refusal(
    Code.RELOGIN,
    'The session was ended by a login elsewhere or a security change.',
  ),
  AUTH_FORBIDDEN: refusal(Code.FORBIDDEN, 'The caller may not perform this action.'),
  CONTENT_NOT_FOUND: refusal(
    Code.NOT_FOUND,
    'The requested article, page or banner does not exist or is not published.',
  ),
  RATE_LIMITED: {
    code: Code.TOO_MANY_REQUESTS,
    httpStatus: 429,
    doc: 'Too many requests; retry after the given seconds.',
  },
  SERVER_ERROR: {
    code: Code.SERVER_ERROR,
    httpStatus: 500,
    doc: 'An unexpected fault; the message carries a request id.',
  },
  SERVER_UNAVAILABLE: {
    code: Code.UNAVAILABLE,
    httpStatus: 503,
    doc: 'The server is shutting down or not ready.',
  },
} as const satisfies Record<string, ReasonSpec>;

export type Reason = keyof typeof REASONS;

export function isReason(value: string): value is Reason {
  return Object.hasOwn(REASONS, value);
}

/** Field-level validation message keys (data.fields values are these, localized). */
export const FIELD_MESSAGES = [
  'required',
  'invalid',
  'tooShort',
  'tooLong',
  'tooSmall',
  'tooBig',
  'notInteger',
  'notNumber',
  'tooManyDecimals',
  'unknownValue',
] as const;
export type FieldMessage = (typeof FIELD_MESSAGES)[number];

/** Success messages for code 0 envelopes. */
export const SUCCESS_MESSAGES = ['done', 'saved', 'sent', 'deleted'] as const;
export type SuccessMessage = (typeof SUCCESS_MESSAGES)[number];
