import type { ProductKey } from '@platform/contract';
import type { PlatformModule } from '../../platform/module.ts';
import { assetsRoutes } from './routes.ts';
import { AssetsService } from './service.ts';
import type { PriceSource } from './valuation.ts';

declare module '../../platform/module.ts' {
  interface ServiceRegistry {
    assets: AssetsService;
  }
}

/** Customer products this module serves, joined into the registry of platform/products.ts. */
export const ASSETS_PRODUCTS: readonly ProductKey[] = ['conversion'];

/** Balances, transfers, conversion and manual adjustments; values assets at market prices. */
export const assetsModule: PlatformModule = {
  name: 'assets',
  products: ASSETS_PRODUCTS,
  async create(ctx) {
    const { db, clock, settings } = ctx;
    const market = ctx.use('market');
    const prices: PriceSource = {
      usdtPrice: (asset) =>
        asset === 'USDT'
          ? { units: 1n, scale: 0, symbol: 'USDT', source: 'par', timeMs: clock.nowMs() }
          : market.indexPrice(`${asset}USDT`),
    };
    const assets = new AssetsService({ db, clock, ledger: ctx.use('ledger'), settings, prices });
    assets.registerQueue(ctx.reviews);
    const sessions = ctx.use('sessions');
    return {
      services: { assets },
      routes: (server) => assetsRoutes(server, { assets, auth: sessions }),
    };
  },
};
