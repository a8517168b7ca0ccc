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

/** Session tokens in query strings never reach the logs. */
export function redactSessionToken(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/g, '$1[redacted]');
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
  app.decorateRequest('lang', 'en');
  app.decorateRequest('sessionToken', undefined);
  app.decorateRequest('action', '');

  app.addHook('onRequest', async (request) => {
    request.action = actionOf(request.url);
    const queryLang = stringParam(request.query, 'lang');
    request.lang = isLang(queryLang) ? queryLang : toLang(request.headers['x-lang']);
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
