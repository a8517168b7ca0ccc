import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { accountsModule } from './modules/accounts/index.ts';
import { adminModule } from './modules/admin/index.ts';
import { assetsModule } from './modules/assets/index.ts';
import { basketsModule } from './modules/baskets/index.ts';
import { contentModule } from './modules/content/index.ts';
import { contractsModule } from './modules/contracts/index.ts';
import { earnModule } from './modules/earn/index.ts';
import { fixedTermModule } from './modules/fixed-term/index.ts';
import { kycModule } from './modules/kyc/index.ts';
import { ledgerModule } from './modules/ledger/index.ts';
import { marketFeedsModule, marketModule } from './modules/market/index.ts';
import { spotMakerModule, spotModule } from './modules/spot/index.ts';
import { walletModule } from './modules/wallet/index.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import { type Database, databaseProbe, migrateDatabase, openDatabase } from './platform/db.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { EventBus } from './platform/events.ts';
import {
  genRequestId,
  registerApiDocs,
  registerBodyParsers,
  registerRateLimit,
  registerSecurityHeaders,
} from './platform/http-plugins.ts';
import { Metrics, registerMetrics } from './platform/metrics.ts';
import type { ModuleContext, ModuleParts, PlatformModule, ServiceRegistry } from './platform/module.ts';
import { type ProcessLock, StandbyInterrupted, takeProcessLock } from './platform/process-lock.ts';
import { productsRoutes, ServedProducts } from './platform/products.ts';
import { Refusal, refusalEnvelope } from './platform/refusal.ts';
import { isApiPath, redactSessionToken, registerRequestContext } from './platform/request-context.ts';
import { ReviewQueues } from './platform/review-queue.ts';
import { SettingsService, settingsRoutes } from './platform/settings.ts';
import { registerStaticApps } from './platform/static-apps.ts';
import { ImageStore, registerUploads } from './platform/uploads.ts';

/**
 * The modules of the platform, built in this order (each uses services of modules above it),
 * started in this order once every route is registered, and stopped in the reverse order.
 * The market feeds start after every module that follows ticks, and the market maker after the
 * feeds; on shutdown they stop first.
 */
export const MODULES: readonly PlatformModule[] = [
  contentModule,
  accountsModule,
  marketModule,
  ledgerModule,
  assetsModule,
  kycModule,
  walletModule,
  spotModule,
  contractsModule,
  fixedTermModule,
  earnModule,
  basketsModule,
  adminModule,
  marketFeedsModule,
  spotMakerModule,
];

/** Every service by name: the platform's own and what each module adds (platform/module.ts). */
export type Services = ServiceRegistry;

/** The services a built app must have; the typecheck keeps this list complete. */
const SERVICE_NAMES = {
  database: true,
  settings: true,
  reviews: true,
  metrics: true,
  content: true,
  accounts: true,
  sessions: true,
  inbox: true,
  market: true,
  marketGateway: true,
  ledger: true,
  assets: true,
  kyc: true,
  wallet: true,
  spot: true,
  maker: true,
  contracts: true,
  fixedTerm: true,
  earn: true,
  earnBackOffice: true,
  baskets: true,
  basketsBackOffice: true,
  staff: true,
} satisfies Record<keyof Services, true>;

export interface App {
  server: FastifyInstance;
  services: Services;
  config: Config;
  clock: Clock;
  /**
   * Settles (never rejects) once the process lock was lost and the app has closed itself: another
   * process may be writing the markets now, so this one must end (main.ts exits non-zero). Never
   * settles on PGlite, whose data directory lock lasts as long as the process.
   */
  lockLost: Promise<Error>;
}

/** How long the health check waits for the database to answer `select 1`. */
const HEALTH_QUERY_TIMEOUT_MS = 2_000;
/** How long a health check's answer is reused. */
const HEALTH_CACHE_MS = 1_000;

/** What the platform takes from the outside world besides its configuration. */
export interface AppDeps {
  clock?: Clock;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /** Aborted on shutdown: a process waiting as a standby for the process lock stops waiting. */
  shutdown?: AbortSignal;
  /** Timings of the process lock (platform/process-lock.ts defaults); tests shorten them. */
  processLock?: { retryMs?: number; reportEveryMs?: number; heartbeatMs?: number };
}

/**
 * Builds the whole platform: database (migrated), platform services, the modules of MODULES in
 * order, HTTP routes and static apps, then starts the modules. Tests import this; main.ts adds
 * listening and signal handling.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const server = createServer(config, deps);
  // On PostgreSQL, nothing is opened, migrated or started before this process holds the lock:
  // a second process waits here as a standby (ADR 0008). Migrations run under it too, so two
  // versions of a rolling deploy never migrate at once, nor does an old one run on a new schema.
  const lockUrl = config.processLockDatabaseUrl ?? config.databaseUrl;
  const lock = lockUrl ? await takeLock(server, lockUrl, deps) : undefined;
  try {
    return await buildLocked(server, config, deps, lock);
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

async function takeLock(server: FastifyInstance, databaseUrl: string, deps: AppDeps): Promise<ProcessLock> {
  try {
    const lock = await takeProcessLock({
      databaseUrl,
      log: server.log,
      signal: deps.shutdown,
      ...deps.processLock,
    });
    server.log.info({ holder: lock.name }, 'process lock taken: this process writes the markets');
    return lock;
  } catch (error) {
    if (error instanceof StandbyInterrupted) server.log.info('shut down while waiting as a standby');
    throw error;
  }
}

async function buildLocked(
  server: FastifyInstance,
  config: Config,
  deps: AppDeps,
  lock: ProcessLock | undefined,
): Promise<App> {
  const clock = deps.clock ?? systemClock;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    template: config.pgliteTemplate,
  });
  await migrateDatabase(database);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;

  const bus = new EventBus(server.log);
  bus.track(database.db);
  const settings = new SettingsService(database.db);
  const reviews = new ReviewQueues(database.db, clock, bus);
  const images = new ImageStore(config.uploadDir);
  // Each module declares the customer products it serves; whatever is not listed stays hidden.
  const products = new ServedProducts(MODULES.flatMap((m) => m.products ?? []));
  const metrics = new Metrics();
  const services: Partial<Services> = { database, settings, reviews, metrics };
  const context: ModuleContext = {
    config,
    clock,
    database,
    db: database.db,
    bus,
    log: server.log,
    metrics,
    settings,
    reviews,
    images,
    products,
    use: (name) => {
      const service = services[name];
      if (service === undefined) throw new Error(`${name} is used before the module that builds it`);
      return service;
    },
  };
  const built: ModuleParts[] = [];
  for (const module of MODULES) {
    const parts = await module.create(context);
    Object.assign(services, parts.services);
    built.push(parts);
  }

  await registerPlatformHttp(server, config, images, redis);
  registerHealthCheck(server, database);
  registerMetrics(server, metrics, config.metricsToken);
  settingsRoutes(server, settings);
  productsRoutes(server, products);
  for (const parts of built) await parts.routes?.(server);
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
    for (const parts of [...built].reverse()) await parts.stop?.();
    await bus.idle();
    await database.close();
    if (redis) await redis.quit();
    await lock?.release();
  });
  const lockLost = lock ? closedOnLoss(server, lock) : new Promise<Error>(() => undefined);
  for (const parts of built) await parts.start?.();
  return { server, services: complete(services), config, clock, lockLost };
}

/**
 * A lost process lock stops everything at once: the modules stop and the database closes, so
 * nothing more is written while another process may be taking over the markets.
 */
function closedOnLoss(server: FastifyInstance, lock: ProcessLock): Promise<Error> {
  return lock.lost.then(async (error) => {
    server.log.fatal(
      { err: error },
      'process lock lost: another process may write the markets now; stopping',
    );
    await server
      .close()
      .catch((closeError: unknown) => server.log.error({ err: closeError }, 'closing failed'));
    return error;
  });
}

/** The built services, each present (a module left out of MODULES stops the start). */
function complete(services: Partial<Services>): Services {
  const missing = Object.keys(SERVICE_NAMES).filter((name) => services[name as keyof Services] === undefined);
  if (missing.length > 0) throw new Error(`services not built: ${missing.join(', ')}`);
  return services as Services;
}

function createServer(config: Config, deps: AppDeps): FastifyInstance {
  const server = Fastify({
    logger: {
      level: config.logLevel,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: redactSessionToken(req.url),
          remoteAddress: req.ip,
        }),
      },
    },
    // Each request is logged once when answered, by level (registerRequestContext).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: genRequestId,
    requestIdHeader: false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  return server;
}

/** Conventions every route shares: validation, request context, errors, security, limits, docs. */
async function registerPlatformHttp(
  server: FastifyInstance,
  config: Config,
  images: ImageStore,
  redis: Redis | undefined,
): Promise<void> {
  server.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API; replies are plain JSON so error envelopes pass through.
  server.setSerializerCompiler(() => (data) => JSON.stringify(data));
  server.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  // Multipart fields must be on the body before the request conventions read lang, rtoken and token.
  await registerUploads(server, images);
  registerRequestContext(server);
  registerErrorHandler(server);
  await registerSecurityHeaders(server);
  await registerRateLimit(server, config, redis);
  await registerBodyParsers(server);
  await registerApiDocs(server);
}

function registerHealthCheck(server: FastifyInstance, database: Database): void {
  // Not ready (503) while the database does not answer, so a load balancer sends requests
  // elsewhere; ready again as soon as it does.
  const databaseReachable = databaseProbe(database, {
    timeoutMs: HEALTH_QUERY_TIMEOUT_MS,
    cacheMs: HEALTH_CACHE_MS,
    nowMs: () => performance.now(),
  });
  server.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    if (await databaseReachable()) return { status: 'ok', database: database.kind };
    return reply.status(503).send({ status: 'unavailable', database: database.kind });
  });
}
