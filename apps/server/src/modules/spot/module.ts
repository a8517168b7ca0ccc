import type { ProductKey } from '@platform/contract';
import type { PlatformModule } from '../../platform/module.ts';
import { SpotFeed } from './feed.ts';
import { MarketMaker } from './maker.ts';
import { SpotMetrics } from './metrics.ts';
import { spotRoutes } from './routes.ts';
import { SpotService } from './service.ts';

declare module '../../platform/module.ts' {
  interface ServiceRegistry {
    spot: SpotService;
    maker: MarketMaker;
  }
}

/** Customer products this module serves, joined into the registry of platform/products.ts. */
export const SPOT_PRODUCTS: readonly ProductKey[] = ['spot'];

/** The spot markets (books rebuilt from the open orders) and their feed on the market socket. */
export const spotModule: PlatformModule = {
  name: 'spot',
  products: SPOT_PRODUCTS,
  async create(ctx) {
    const market = ctx.use('market');
    const spot = new SpotService({
      db: ctx.db,
      clock: ctx.clock,
      ledger: ctx.use('ledger'),
      market,
      settings: ctx.settings,
      bus: ctx.bus,
      queueMax: ctx.config.spotQueueMax,
      countedBy: (queueDepths) => new SpotMetrics(ctx.metrics, queueDepths),
      log: ctx.log,
    });
    await spot.start();
    const gateway = ctx.use('marketGateway');
    const feed = new SpotFeed(spot, gateway);
    ctx.bus.subscribe('spot.batchCommitted', (events) => feed.committed(events));
    gateway.serveTopic('spot', feed.provider);
    const sessions = ctx.use('sessions');
    return {
      services: { spot },
      routes: (server) => spotRoutes(server, { spot, auth: sessions }),
      stop: () => feed.stop(),
    };
  },
};

/** The platform's market maker: starts once the feeds give it prices, stops before anything else. */
export const spotMakerModule: PlatformModule = {
  name: 'spot.maker',
  async create(ctx) {
    const maker = new MarketMaker({
      db: ctx.db,
      accounts: ctx.use('accounts'),
      ledger: ctx.use('ledger'),
      market: ctx.use('market'),
      settings: ctx.settings,
      spot: ctx.use('spot'),
      log: ctx.log,
    });
    return {
      services: { maker },
      start: () => maker.start(ctx.config.spotMakerRefreshMs),
      stop: () => maker.stop(),
    };
  },
};
