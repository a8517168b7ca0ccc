import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root, so defaults work whatever the working directory. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * Every setting the server reads from the environment, with its default. The README's
 * configuration table mirrors this schema.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  PROCESS_LOCK_DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.join(ROOT_DIR, 'data')),
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  TRUST_PROXY: boolFromEnv,
  WEB_DIST: z.string().default(path.join(ROOT_DIR, 'apps/web/dist')),
  ADMIN_DIST: z.string().default(path.join(ROOT_DIR, 'apps/admin/dist')),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  MARKET_FEED: z
    .string()
    .default('simulated')
    .transform((v) => [...new Set(v.split(',').map((f) => f.trim()))])
    .pipe(z.array(z.enum(['simulated', 'replay', 'push', 'exchange'])).min(1)),
  MARKET_SIM_SEED: z.coerce.number().int().min(0).max(4_294_967_295).default(20_260_101),
  MARKET_SIM_TICK_MS: z.coerce.number().int().min(0).default(1000),
  MARKET_SIM_HISTORY_CANDLES: z.coerce.number().int().min(0).max(1000).default(120),
  MARKET_REPLAY_FILE: z
    .string()
    .default(path.join(ROOT_DIR, 'apps/server/src/modules/market/fixtures/replay-sample.jsonl')),
  MARKET_REPLAY_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
  MARKET_PUSH_TOKEN: z.union([z.literal(''), z.string().min(24)]).optional(),
  /** Bearer token a metrics scraper presents; without one only a local client may scrape. */
  METRICS_TOKEN: z.union([z.literal(''), z.string().min(24)]).optional(),
  /** Commands waiting per spot market (and book) beyond which new ones are refused as busy. */
  SPOT_QUEUE_MAX: z.coerce.number().int().min(1).default(20_000),
  MARKET_EXCHANGE_URL: z.string().url().default('wss://stream.binance.com:9443/stream'),
  /** How often the spot market maker refreshes its quotes; 0 turns it off. */
  SPOT_MAKER_REFRESH_MS: z.coerce.number().int().min(0).default(5000),
  /** How often fixed-term orders past expiry are settled (0: only when asked, for tests). */
  FIXED_TERM_SETTLE_MS: z.coerce.number().int().min(0).default(1000),
  EARN_ACCRUAL_MS: z.coerce.number().int().min(0).default(60_000),
  BASKET_JOB_MS: z.coerce.number().int().min(0).default(60_000),
  UPLOAD_DIR: z.string().default(path.join(ROOT_DIR, 'uploads')),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('no-reply@localhost'),
  /** The address customers reach the platform at; wallet sign-in messages name it. */
  PUBLIC_ORIGIN: z
    .union([
      z.literal(''),
      z.string().refine(isHttpOrigin, 'must be an http(s) origin such as https://trade.example.com'),
    ])
    .optional(),
});

/** Whether `value` is a bare http(s) origin: scheme, host and optional port, nothing else. */
function isHttpOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password || url.search || url.hash) return false;
  return url.pathname === '/' && value.replace(/\/$/, '').toLowerCase() === url.origin.toLowerCase();
}

export type EnvConfig = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL URL; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  /**
   * Where the process lock's session connects (platform/process-lock.ts); `databaseUrl` when
   * unset. A session lock needs a session of its own: not a transaction-mode pooler.
   */
  processLockDatabaseUrl?: string | undefined;
  /** PGlite data directory, or 'memory://' for a throwaway database. */
  dataDir: string;
  /**
   * A dump (PGlite `dumpDataDir`) of a migrated database that a new PGlite database starts from,
   * instead of being created empty; tests use one to skip creating a cluster for every file.
   */
  pgliteTemplate?: string | undefined;
  redisUrl: string | undefined;
  logLevel: EnvConfig['LOG_LEVEL'];
  rateLimit: { max: number; windowMs: number };
  bodyLimitBytes: number;
  trustProxy: boolean;
  webDist: string;
  adminDist: string;
  shutdownTimeoutMs: number;
  market: MarketConfig;
  /** Refresh period of the spot market maker in ms; 0 when it does not run (tests). */
  spotMakerRefreshMs: number;
  /** Commands a spot market's writer holds waiting; more are refused at once as busy. */
  spotQueueMax: number;
  /** Bearer token for GET /metrics; undefined lets only local clients scrape. */
  metricsToken: string | undefined;
  fixedTermSettleMs: number;
  /** Period of the earn job (daily yield, maturity, redemptions) in ms; 0 when it does not run (tests). */
  earnAccrualMs: number;
  /** Period of the basket job (inception prices, the minute's NAV, management fees) in ms; 0 in tests. */
  basketJobMs: number;
  /** Customer uploads (avatars, documents), outside the web root. */
  uploadDir: string;
  /** SMTP server for mail (smtp://user:pass@host:port); without it mail goes to the dev outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Origin customers use (`https://trade.example.com`). Wallet sign-in messages (EIP-4361) name
   * its host as their domain and the origin as their URI, whatever Host header a request carries.
   */
  publicOrigin: string;
}

/** Market data feeds (README: Market data). `feeds` lists the active feeds; simulated by default. */
export interface MarketConfig {
  feeds: ('simulated' | 'replay' | 'push' | 'exchange')[];
  simSeed: number;
  /** How often the simulated feed moves prices; 0 moves them only when a test calls step(). */
  simTickMs: number;
  /** Candles of generated history per period for simulated instruments without any history. */
  simBackfillCandles: number;
  replayFile: string;
  replayIntervalMs: number;
  /** Service token operator services present to push ticks; push is refused without one. */
  pushToken: string | undefined;
  exchangeUrl: string;
}

function marketConfigOf(e: EnvConfig): MarketConfig {
  return {
    feeds: e.MARKET_FEED,
    simSeed: e.MARKET_SIM_SEED,
    simTickMs: e.MARKET_SIM_TICK_MS,
    simBackfillCandles: e.MARKET_SIM_HISTORY_CANDLES,
    replayFile: e.MARKET_REPLAY_FILE,
    replayIntervalMs: e.MARKET_REPLAY_INTERVAL_MS,
    pushToken: e.MARKET_PUSH_TOKEN || undefined,
    exchangeUrl: e.MARKET_EXCHANGE_URL,
  };
}

/** Tests skip generated market history: it costs start-up time and no test needs it. */
const TEST_MARKET_CONFIG: MarketConfig = { ...marketConfigOf(envSchema.parse({})), simBackfillCandles: 0 };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    processLockDatabaseUrl: e.PROCESS_LOCK_DATABASE_URL || undefined,
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL || undefined,
    logLevel: e.LOG_LEVEL,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST,
    adminDist: e.ADMIN_DIST,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    market: marketConfigOf(e),
    spotMakerRefreshMs: e.SPOT_MAKER_REFRESH_MS,
    spotQueueMax: e.SPOT_QUEUE_MAX,
    metricsToken: e.METRICS_TOKEN || undefined,
    fixedTermSettleMs: e.FIXED_TERM_SETTLE_MS,
    earnAccrualMs: e.EARN_ACCRUAL_MS,
    basketJobMs: e.BASKET_JOB_MS,
    uploadDir: e.UPLOAD_DIR,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    publicOrigin: new URL(e.PUBLIC_ORIGIN || `http://localhost:${e.PORT}`).origin,
  };
}

let testRuns = 0;

/** A configuration for tests: in-memory database, quiet logs, overridable. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  testRuns += 1;
  const uploadDir = path.join(tmpdir(), `platform-uploads-${process.pid}-${testRuns}`);
  return {
    ...loadConfig({}),
    market: TEST_MARKET_CONFIG,
    spotMakerRefreshMs: 0,
    fixedTermSettleMs: 0,
    earnAccrualMs: 0,
    basketJobMs: 0,
    dataDir: 'memory://',
    logLevel: 'silent',
    port: 0,
    uploadDir,
    ...overrides,
  };
}
