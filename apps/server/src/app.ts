import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { ContentService, contentRoutes, readSeedFiles, seedItemsFrom } from './modules/content/index.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import { type Database, migrateDatabase, openDatabase } from './platform/db.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import {
  genRequestId,
  registerApiDocs,
  registerBodyParsers,
  registerRateLimit,
  registerSecurityHeaders,
} from './platform/http-plugins.ts';
import { Refusal, refusalEnvelope } from './platform/refusal.ts';
import { isApiPath, redactSessionToken, registerRequestContext } from './platform/request-context.ts';
import { registerStaticApps } from './platform/static-apps.ts';

export interface Services {
  database: Database;
  content: ContentService;
}

export interface App {
  server: FastifyInstance;
  services: Services;
  config: Config;
  clock: Clock;
}

/** What the platform takes from the outside world besides its configuration. */
export interface AppDeps {
  clock?: Clock;
}

/**
 * Builds the whole platform: database (migrated and seeded), services, HTTP routes, static apps.
 * Tests import this; main.ts adds listening and signal handling.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const clock = deps.clock ?? systemClock;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;

  const content = new ContentService(database.db);
  const seeded = await content.seed(seedItemsFrom(readSeedFiles()));
  const services: Services = { database, content };

  const server = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: redactSessionToken(req.url),
          remoteAddress: req.ip,
        }),
      },
    },
    genReqId: genRequestId,
    requestIdHeader: false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  server.log.info({ contentItemsAdded: seeded, database: database.kind }, 'database ready');
  server.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API; replies are plain JSON so error envelopes pass through.
  server.setSerializerCompiler(() => (data) => JSON.stringify(data));
  server.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerRequestContext(server);
  registerErrorHandler(server);
  await registerSecurityHeaders(server);
  await registerRateLimit(server, config, redis);
  await registerBodyParsers(server);
  await registerApiDocs(server);

  server.get('/healthz', { schema: { hide: true } }, async () => {
    await database.db.execute('select 1');
    return { status: 'ok', database: database.kind };
  });
  contentRoutes(server, content);

  const staticApps = await registerStaticApps(server, config);
  server.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) {
      return reply.send(refusalEnvelope(request.lang, request.action, new Refusal('API_UNKNOWN_ACTION')));
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      const served = staticApps.fallback(request.url, reply);
      if (served) return served;
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });

  server.addHook('onClose', async () => {
    await database.close();
    if (redis) await redis.quit();
  });
  return { server, services, config, clock };
}
