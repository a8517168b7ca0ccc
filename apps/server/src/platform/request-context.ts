import { isLang, type Lang, RTOKEN_MAX_LENGTH, RTOKEN_MIN_LENGTH, toLang } from '@platform/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Refusal } from './refusal.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of this request's messages (spec section 7: `lang` parameter). */
    lang: Lang;
    /** Session token from the `token` parameter or an `Authorization: Bearer` header. */
    sessionToken: string | undefined;
    /** The action name, echoed as `event` in the envelope. */
    action: string;
  }
}

const API_PREFIX = /^\/api\/(web|admin)\/([A-Za-z0-9_]+)/;

/** The action part of an API path, or '' for any other path. */
export function actionOf(url: string): string {
  const match = API_PREFIX.exec(url);
  return match?.[2] ?? '';
}

export function isApiPath(url: string): boolean {
  return url.startsWith('/api/');
}

/** Action calls (not the API documentation) follow the request conventions below. */
export function isActionPath(url: string): boolean {
  return url.startsWith('/api/web/') || url.startsWith('/api/admin/');
}

/** Query parameters whose values are secrets: the session token, passwords, authenticator secrets. */
const SECRET_PARAM = /^token$|password|secret/i;

/** A query parameter's name as the server's query parser reads it (`%74oken` is `token`). */
function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * Session tokens and other secrets in query strings never reach the logs. Names are compared
 * after decoding, as the query parser decodes them, so a percent-encoded name is caught too.
 */
export function redactSessionToken(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const end = url.indexOf('#', start);
  const query = url.slice(start + 1, end < 0 ? undefined : end);
  const redacted = query.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    return SECRET_PARAM.test(decodedName(name).trim()) ? `${name}=[redacted]` : pair;
  });
  return `${url.slice(0, start)}?${redacted.join('&')}`;
}

function stringParam(source: unknown, name: string): string | undefined {
  if (source === null || typeof source !== 'object') return undefined;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/**
 * Request conventions of spec section 7: every call carries `lang`, a random `rtoken` of 6-16
 * characters and, when logged in, `token`; as query parameters for GET and in the body for POST.
 * Query parameters are also honoured on POST so a client may put them in either place.
 */
export function registerRequestContext(app: FastifyInstance): void {
  registerRequestLog(app);
  app.decorateRequest('lang', 'en');
  app.decorateRequest('sessionToken', undefined);
  app.decorateRequest('action', '');

  app.addHook('onRequest', (request, _reply, done) => {
    request.action = actionOf(request.url);
    const queryLang = stringParam(request.query, 'lang');
    request.lang = isLang(queryLang) ? queryLang : toLang(request.headers['x-lang']);
    done();
  });

  app.addHook('preValidation', async (request) => {
    // Unknown actions answer API_UNKNOWN_ACTION whatever their parameters.
    if (!isActionPath(request.url) || request.is404) return;
    if (request.method === 'POST') {
      const body = request.body && typeof request.body === 'object' ? request.body : {};
      request.body = { ...(request.query as object), ...body };
    }
    const input = request.method === 'POST' ? request.body : request.query;
    const lang = stringParam(input, 'lang');
    if (isLang(lang)) request.lang = lang;
    request.sessionToken = stringParam(input, 'token') || bearerToken(request);
    const rtoken = stringParam(input, 'rtoken');
    if (!rtoken || rtoken.length < RTOKEN_MIN_LENGTH || rtoken.length > RTOKEN_MAX_LENGTH) {
      throw new Refusal('REQUEST_RTOKEN_INVALID');
    }
  });
}

/** A request slower than this is logged at warn level with its duration. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * One line per answered request: at debug level normally, so production logs (info) carry only
 * what needs attention: failed requests (5xx) and slow ones at warn. Unexpected errors are also
 * logged by the error handler with their cause.
 */
function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const line = { req: request, res: reply, responseTimeMs: Math.round(reply.elapsedTime) };
    if (reply.statusCode >= 500) request.log.warn(line, 'request failed');
    else if (reply.elapsedTime > SLOW_REQUEST_MS) request.log.warn(line, 'slow request');
    else request.log.debug(line, 'request completed');
    done();
  });
}
