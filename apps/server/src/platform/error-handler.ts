import type { Envelope, FieldMessage, Lang, Reason } from '@platform/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { connectionLossOf } from './db.ts';
import { fieldText } from './i18n.ts';
import { httpStatusOf, isRefusal, Refusal, refusalEnvelope } from './refusal.ts';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Maps one zod issue to a field message a person understands, in their language. */
export function fieldMessage(lang: Lang, issue: ValidationIssue, given: unknown): string {
  const p = issue.params ?? {};
  const custom = issue.message?.startsWith('field.') ? issue.message.slice('field.'.length) : undefined;
  const missing = given === undefined || given === '';
  const key = (custom as FieldMessage | undefined) ?? (missing ? 'required' : fieldKeyOf(issue.keyword, p));
  return fieldText(lang, key, { min: String(p.minimum ?? ''), max: String(p.maximum ?? '') });
}

function fieldKeyOf(keyword: string, p: Record<string, unknown>): FieldMessage {
  switch (keyword) {
    case 'invalid_type':
      if (p.expected === 'int') return 'notInteger';
      return p.expected === 'number' ? 'notNumber' : 'invalid';
    case 'too_small':
      return p.origin === 'string' ? 'tooShort' : 'tooSmall';
    case 'too_big':
      return p.origin === 'string' ? 'tooLong' : 'tooBig';
    case 'invalid_value':
      return 'unknownValue';
    default:
      return 'invalid';
  }
}

/** The value the client sent at a validation path, to tell "missing" from "malformed". */
function valueAt(input: unknown, path: string[]): unknown {
  let value = input;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function fieldsOf(lang: Lang, issues: ValidationIssue[], input: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    const name = path.join('.') || '_';
    fields[name] ??= fieldMessage(lang, issue, valueAt(input, path));
  }
  return fields;
}

/** Fastify's own errors (body parsing, size, media type) as catalogue reasons. */
function reasonOfFrameworkError(error: FastifyError): Reason | undefined {
  // A file over the upload limit gets the same answer as any other unacceptable image.
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return 'UPLOAD_IMAGE_INVALID';
  if (error.statusCode === 413) return 'REQUEST_TOO_LARGE';
  if (error.statusCode === 415) return 'REQUEST_UNSUPPORTED_MEDIA';
  if (error.statusCode === 400) return 'REQUEST_MALFORMED';
  return undefined;
}

/** Drizzle's failed-query message: the SQL, then the bound values after this marker. */
const QUERY_PARAMS_MARKER = /\nparams:[\s\S]*$/;

/**
 * An error as the log records it: name, message, code, stack and cause, without what a failed
 * query was given (`params` of a drizzle error, the values in its message, a driver's `detail`).
 * Those values are customer input: passwords, addresses, names.
 */
export function loggableError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return depth === 0 ? error : String(error);
  const message = error.message.replace(QUERY_PARAMS_MARKER, '');
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    stack: error.stack?.replace(error.message, message),
    ...(error.cause !== undefined && depth < 3 ? { cause: loggableError(error.cause, depth + 1) } : {}),
  };
}

function send(reply: FastifyReply, status: number, envelope: Envelope) {
  return reply.status(status).type('application/json; charset=utf-8').send(envelope);
}

/**
 * Every failure leaves as an envelope: refusals with their catalogue code, validation failures
 * with localized field messages, anything unexpected as a 500 carrying only the request id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang;
    const event = request.action;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const input = request.method === 'GET' ? request.query : request.body;
      const fields = fieldsOf(lang, error.validation as unknown as ValidationIssue[], input);
      const refusal = new Refusal('REQUEST_VALIDATION_FAILED', undefined, { fields });
      return send(reply, 200, refusalEnvelope(lang, event, refusal));
    }
    const framework = reasonOfFrameworkError(error);
    const refusal = isRefusal(error) ? error : framework && new Refusal(framework);
    if (refusal) return send(reply, httpStatusOf(refusal.reason), refusalEnvelope(lang, event, refusal));
    const lost = connectionLossOf(error);
    if (lost) {
      // Nothing was wrong with the request: it may be sent again once the database answers.
      request.log.warn({ cause: lost }, 'database connection lost');
      const unavailable = new Refusal('DATABASE_UNAVAILABLE');
      reply.header('retry-after', '1');
      return send(reply, httpStatusOf(unavailable.reason), refusalEnvelope(lang, event, unavailable));
    }
    request.log.error({ err: loggableError(error) }, 'unexpected error');
    const fault = new Refusal('SERVER_ERROR', { requestId: String(request.id) }, { requestId: request.id });
    return send(reply, 500, refusalEnvelope(lang, event, fault));
  });
}
