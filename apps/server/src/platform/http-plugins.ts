import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import helmet, { type HelmetOptions } from 'helmet';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { Refusal } from './refusal.ts';

export const genRequestId = () => randomUUID();

const SECURITY_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'connect-src': ["'self'", 'ws:', 'wss:'],
      'font-src': ["'self'", 'data:'],
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'upgrade-insecure-requests': null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet sets for these options, worked out once (they do not vary per request). */
export function securityHeaders(options: HelmetOptions = SECURITY_HEADERS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('security headers were not worked out synchronously');
  return headers;
}

/**
 * Security headers. Styles may be inline (the back office's component library injects them).
 * They are the same on every response, so they are computed once rather than per request.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * One limit per client address across every route, shared through Redis when several server
 * processes run. Stricter per-route limits (login, codes) are added by their modules.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config, redis?: Redis): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    ...(redis ? { redis, nameSpace: 'rl:' } : {}),
    // Static files are cheap and cached; the limit guards the API and the socket.
    allowList: (request) => !request.url.startsWith('/api/') && !request.url.startsWith('/ws'),
    // The plugin throws what this returns; the error handler turns the refusal into a 429 envelope.
    errorResponseBuilder: (_request, context) =>
      new Refusal('RATE_LIMITED', { seconds: Math.ceil(context.ttl / 1000) }),
  });
}

/**
 * Charges one request to a client address's bucket of the global rate limit from outside an
 * HTTP route (a failed market-socket authentication), so the address's API calls and its
 * socket failures share one budget, in memory or in Redis alike. Resolves to the seconds until
 * the address may try again once it is over the limit, otherwise to 0. Needs registerRateLimit.
 */
export type AddressCharge = (request: FastifyRequest) => Promise<number>;

export function addressCharge(app: FastifyInstance): AddressCharge {
  const limiter = app.createRateLimit();
  return async (request) => {
    const result = await limiter(request);
    return !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : 0;
  };
}

export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  await app.register(formbody);
}

/** OpenAPI generated from the zod schemas of packages/contract, with its UI at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Platform API',
        version: '1.0.0',
        description:
          'Every action is GET or POST /api/web/<action>. Each call carries lang and rtoken (6-16 chars) ' +
          'and, when logged in, token; as query parameters for GET and in the body for POST. Responses are ' +
          'envelopes { code, message, data, event, reason? }.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
