import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import {
  AccountsBackOffice,
  AccountsService,
  accountsRoutes,
  Inbox,
  Notifier,
  SessionStore,
  smtpTransport,
  VerificationCodes,
  WalletLogin,
} from './modules/accounts/index.ts';
import { adminRoutes, StaffService } from './modules/admin/index.ts';
import {
  ContentBackOffice,
  ContentService,
  contentRoutes,
  readSeedFiles,
  seedItemsFrom,
  unservedItems,
} from './modules/content/index.ts';
import {
  CONTRACTS_PRODUCTS,
  ContractsBackOffice,
  ContractsService,
  contractsRoutes,
} from './modules/contracts/index.ts';
import {
  FIXED_TERM_PRODUCTS,
  FixedTermBackOffice,
  FixedTermService,
  fixedTermRoutes,
} from './modules/fixed-term/index.ts';
import { KYC_PRODUCTS, KycService, kycRoutes } from './modules/kyc/index.ts';
import {
  AssetsService,
  LEDGER_PRODUCTS,
  LedgerService,
  ledgerRoutes,
  type PriceSource,
} from './modules/ledger/index.ts';
import {
  followSpotTrades,
  MarketGateway,
  MarketService,
  marketRoutes,
  registerMarketSocket,
} from './modules/market/index.ts';
import { MarketMaker, SPOT_PRODUCTS, SpotFeed, SpotService, spotRoutes } from './modules/spot/index.ts';
import { WALLET_PRODUCTS, WalletService, walletRoutes } from './modules/wallet/index.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import { type Database, databaseProbe, migrateDatabase, openDatabase } from './platform/db.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { EventBus } from './platform/events.ts';
import {
  addressCharge,
  genRequestId,
  registerApiDocs,
  registerBodyParsers,
  registerRateLimit,
  registerSecurityHeaders,
} from './platform/http-plugins.ts';
import { productsRoutes, ServedProducts } from './platform/products.ts';
import { Refusal, refusalEnvelope } from './platform/refusal.ts';
import { isApiPath, redactSessionToken, registerRequestContext } from './platform/request-context.ts';
import { ReviewQueues } from './platform/review-queue.ts';
import { SettingsService, settingsRoutes } from './platform/settings.ts';
import { registerStaticApps } from './platform/static-apps.ts';
import { ImageStore, registerUploads } from './platform/uploads.ts';

export interface Services {
  database: Database;
  content: ContentService;
  market: MarketService;
  settings: SettingsService;
  accounts: AccountsService;
  sessions: SessionStore;
  inbox: Inbox;
  staff: StaffService;
  reviews: ReviewQueues;
  kyc: KycService;
  ledger: LedgerService;
  assets: AssetsService;
  wallet: WalletService;
  spot: SpotService;
  contracts: ContractsService;
  fixedTerm: FixedTermService;
  maker: MarketMaker;
}

export interface App {
  server: FastifyInstance;
  services: Services;
  config: Config;
  clock: Clock;
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
}

/**
 * Builds the whole platform: database (migrated and seeded), services, HTTP routes, static apps.
 * Tests import this; main.ts adds listening and signal handling.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const clock = deps.clock ?? systemClock;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    template: config.pgliteTemplate,
  });
  await migrateDatabase(database);
  // Subscribers that fail are logged by the server's logger, created below once the content is seeded.
  const bus = new EventBus({ error: (details, message) => server.log.error(details, message) });
  bus.track(database.db);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;

  // Each module declares the customer products it serves; whatever is not listed stays hidden.
  const products = new ServedProducts([
    ...SPOT_PRODUCTS,
    ...CONTRACTS_PRODUCTS,
    ...FIXED_TERM_PRODUCTS,
    ...WALLET_PRODUCTS,
    ...KYC_PRODUCTS,
    ...LEDGER_PRODUCTS,
  ]);
  const seedFiles = readSeedFiles();
  const content = new ContentService(
    database.db,
    seedFiles.en ? unservedItems(seedFiles.en, (key) => products.has(key)) : new Set(),
  );
  const seeded = await content.seed(seedItemsFrom(seedFiles), seedFiles.en?.site.supportEmail);
  const market = new MarketService(database.db, clock, config.market);
  const instrumentsAdded = await market.seed();
  const settings = new SettingsService(database.db);
  const siteName = (await content.site('en')).name;

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
  server.log.info({ contentItemsAdded: seeded, database: database.kind }, 'database ready');
  const images = new ImageStore(config.uploadDir);
  const contentOffice = new ContentBackOffice(database.db, clock, images, content);
  const notifier = new Notifier(
    server.log,
    config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : undefined,
    undefined,
  );
  const sessions = new SessionStore(database.db, clock, settings);
  const inbox = new Inbox(database.db, clock, siteName);
  const codes = new VerificationCodes(database.db, clock, notifier, siteName);
  const ledger = new LedgerService(database.db, clock);
  // Inside the creating transaction, so a demo account never exists without its balances.
  bus.subscribeInTransaction('accounts.demoCreated', async (tx, { userId }) =>
    ledger.fundDemo(tx, userId, await settings.get('demo.balances', tx)),
  );
  const accounts = new AccountsService({
    db: database.db,
    clock,
    settings,
    sessions,
    codes,
    inbox,
    images,
    siteName,
    bus,
  });
  const wallet = new WalletLogin(database.db, clock, sessions, accounts, siteName, config.publicOrigin);
  const staff = new StaffService(database.db, clock, siteName);
  const backOffice = new AccountsBackOffice(database.db, clock, sessions, inbox);
  const reviews = new ReviewQueues(database.db, clock, bus);
  const kyc = new KycService({ db: database.db, clock, images, reviews, inbox, accounts, settings });
  kyc.registerQueues();
  const prices: PriceSource = {
    usdtPrice: (asset) =>
      asset === 'USDT'
        ? { units: 1n, scale: 0, symbol: 'USDT', source: 'par', timeMs: clock.nowMs() }
        : market.lastPrice(`${asset}USDT`),
  };
  const assets = new AssetsService({ db: database.db, clock, ledger, settings, prices });
  assets.registerQueue(reviews);
  const walletService = new WalletService({
    db: database.db,
    clock,
    ledger,
    assets,
    kyc,
    accounts,
    inbox,
    reviews,
    settings,
    images,
  });
  walletService.registerQueues();
  const spot = new SpotService({ db: database.db, clock, ledger, market, settings, bus });
  followSpotTrades(bus, market);
  await spot.start();
  const contracts = new ContractsService({
    db: database.db,
    clock,
    ledger,
    turnover: assets,
    market,
    settings,
    log: server.log,
  });
  await contracts.start();
  const fixedTerm = new FixedTermService({
    db: database.db,
    clock,
    ledger,
    turnover: assets,
    market,
    settings,
    log: server.log,
  });
  await fixedTerm.start(config.fixedTermSettleMs);
  const maker = new MarketMaker({
    db: database.db,
    accounts,
    ledger,
    market,
    settings,
    spot,
    log: server.log,
  });
  const services: Services = {
    contracts,
    fixedTerm,
    assets,
    wallet: walletService,
    spot,
    maker,
    kyc,
    ledger,
    database,
    content,
    market,
    settings,
    accounts,
    sessions,
    inbox,
    staff,
    reviews,
  };
  server.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API; replies are plain JSON so error envelopes pass through.
  server.setSerializerCompiler(() => (data) => JSON.stringify(data));
  server.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Multipart fields must be on the body before the request conventions read lang, rtoken and token.
  await registerUploads(server, images);
  registerRequestContext(server);
  registerErrorHandler(server);
  await registerSecurityHeaders(server);
  await registerRateLimit(server, config, redis);
  await registerBodyParsers(server);
  await registerApiDocs(server);
  const marketGateway = new MarketGateway(market, clock);
  market.attach(marketGateway);
  // Batches committed before the socket feed exists have no one to push to.
  const spotFeed = new SpotFeed(spot, marketGateway);
  bus.subscribe('spot.batchCommitted', (events) => spotFeed.committed(events));
  marketGateway.serveTopic('spot', spotFeed.provider);
  marketGateway.authenticateWith({
    resolve: (token) => sessions.resolveSession(token),
    chargeFailure: addressCharge(server),
  });
  sessions.onEnded((end) => marketGateway.endSessions(end));
  await registerMarketSocket(server, marketGateway);

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
  contentRoutes(server, content);
  marketRoutes(server, market);
  accountsRoutes(server, { accounts, wallet, inbox, auth: sessions });
  settingsRoutes(server, settings);
  productsRoutes(server, products);
  kycRoutes(server, { kyc, auth: sessions });
  ledgerRoutes(server, { assets, auth: sessions });
  walletRoutes(server, { wallet: walletService, auth: sessions });
  spotRoutes(server, { spot, auth: sessions });
  contractsRoutes(server, { contracts, auth: sessions });
  fixedTermRoutes(server, { fixedTerm, auth: sessions });
  adminRoutes(server, {
    assets,
    wallet: walletService,
    accountsService: accounts,
    db: database.db,
    staff,
    accounts: backOffice,
    settings,
    market,
    reviews,
    content: contentOffice,
    contracts: new ContractsBackOffice(database.db, market, contracts),
    fixedTerm: new FixedTermBackOffice(database.db, clock, market, fixedTerm),
    kyc,
  });

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
    marketGateway.stop();
    spotFeed.stop();
    await maker.stop();
    await market.stop();
    await contracts.idle();
    await fixedTerm.stop();
    await database.close();
    if (redis) await redis.quit();
  });
  await market.start(server.log);
  maker.start(config.spotMakerRefreshMs);
  server.log.info({ instrumentsAdded, feeds: config.market.feeds }, 'market data started');
  return { server, services, config, clock };
}
