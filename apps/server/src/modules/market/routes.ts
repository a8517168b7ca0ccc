import { adminActions, webActions } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { registerAction } from '../../platform/actions.ts';
import type { MarketService } from './service.ts';

/**
 * Public market-data actions (spec section 7: web/getCurrencyAll) and the push feed's intake,
 * declared in packages/contract/src/actions/market.ts.
 */
export function marketRoutes(app: FastifyInstance, market: MarketService): void {
  registerAction(app, webActions.getCurrencyAll, {
    handler: async (input, ctx) => market.currencyAll(ctx.lang, input.category),
  });
  registerAction(app, webActions.getMarketList, {
    handler: async (input, ctx) => market.marketList(ctx.lang, input),
  });
  registerAction(app, webActions.getMarketDetail, {
    handler: async (input, ctx) => market.instrument(ctx.lang, input.symbol),
  });
  registerAction(app, webActions.getKline, {
    handler: (input) => market.kline(input.symbol, input.period, input.before, input.limit),
  });
  // A service action: the handler checks the MARKET_PUSH_TOKEN service token itself.
  registerAction(app, adminActions.pushMarketTicks, {
    handler: async (input, ctx) => market.pushTicks(ctx.lang, ctx.sessionToken, input.ticks),
  });
}
