import type { ProductKey } from '@platform/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db.ts';
import type { EventBus } from './events.ts';
import type { Metrics } from './metrics.ts';
import type { ServedProducts } from './products.ts';
import type { ReviewQueues } from './review-queue.ts';
import type { SettingsService } from './settings.ts';
import type { ImageStore } from './uploads.ts';

/**
 * The services of the platform by name, as tests and other modules reach them. The platform
 * declares its own here; each module adds what it builds by augmentation from its `module.ts`:
 *
 *     declare module '../../platform/module.ts' {
 *       interface ServiceRegistry { spot: SpotService }
 *     }
 */
export interface ServiceRegistry {
  database: Database;
  settings: SettingsService;
  reviews: ReviewQueues;
  metrics: Metrics;
}

/** What a module is built from: the platform's services and the services of modules built before it. */
export interface ModuleContext {
  config: Config;
  clock: Clock;
  database: Database;
  db: Db;
  bus: EventBus;
  log: FastifyBaseLogger;
  /** Prometheus metrics of the app (platform/metrics.ts); modules register theirs here. */
  metrics: Metrics;
  settings: SettingsService;
  reviews: ReviewQueues;
  images: ImageStore;
  products: ServedProducts;
  /**
   * A service of a module listed earlier. Asking for one that is not built yet is a wiring
   * mistake in the module list and stops the start.
   */
  use<K extends keyof ServiceRegistry>(name: K): ServiceRegistry[K];
}

/** A built module: its services, its routes, and what it runs in the background. */
export interface ModuleParts {
  services: Partial<ServiceRegistry>;
  /** Registers its HTTP actions (and sockets) once every module is built and the HTTP plugins are in place. */
  routes?(server: FastifyInstance): void | Promise<void>;
  /** Starts its background work; modules start in list order once every route is registered. */
  start?(): void | Promise<void>;
  /** Stops its background work and waits for what is in flight; modules stop in reverse order. */
  stop?(): void | Promise<void>;
}

/** One entry of the module list buildApp runs (app.ts). */
export interface PlatformModule {
  name: string;
  /** Customer products the module serves, joined into the registry of platform/products.ts. */
  products?: readonly ProductKey[];
  create(ctx: ModuleContext): Promise<ModuleParts>;
}
