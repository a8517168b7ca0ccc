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
});

export type EnvConfig = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL URL; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** PGlite data directory, or 'memory://' for a throwaway database. */
  dataDir: string;
  redisUrl: string | undefined;
  logLevel: EnvConfig['LOG_LEVEL'];
  rateLimit: { max: number; windowMs: number };
  bodyLimitBytes: number;
  trustProxy: boolean;
  webDist: string;
  adminDist: string;
  shutdownTimeoutMs: number;
}

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
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL || undefined,
    logLevel: e.LOG_LEVEL,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST,
    adminDist: e.ADMIN_DIST,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}

/** A configuration for tests: in-memory database, quiet logs, overridable. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), dataDir: 'memory://', logLevel: 'silent', port: 0, ...overrides };
}
