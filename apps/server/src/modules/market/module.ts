import { addressCharge } from '../../platform/http-plugins.ts';
import type { PlatformModule } from '../../platform/module.ts';
import { marketRoutes } from './routes.ts';
import { MarketService } from './service.ts';
import { MarketGateway, registerMarketSocket } from './socket.ts';

declare module '../../platform/module.ts' {
  interface ServiceRegistry {
    market: MarketService;
    /** The market socket: other modules serve their topics on it (spot depth and orders). */
    marketGateway: MarketGateway;
  }
}

/**
 * The catalogue, quotes and candles, and the market socket. The feeds themselves start with
 * `marketFeedsModule`, listed after every module that follows ticks.
 */
export const marketModule: PlatformModule = {
  name: 'market',
  async create(ctx) {
    const market = new MarketService(ctx.db, ctx.clock, ctx.config.market);
    const instrumentsAdded = await market.seed();
    ctx.log.info({ instrumentsAdded }, 'instruments ready');
    const gateway = new MarketGateway(market, ctx.clock);
    ctx.metrics.gauge('kestrel_socket_clients', 'Clients connected to the market socket.', [], (set) =>
      set({}, gateway.clientCount),
    );
    ctx.metrics.countedBy(
      'kestrel_socket_dropped_slow_total',
      'Socket clients dropped because they could not keep up (unsent data over the limit).',
      () => gateway.droppedSlowCount,
    );
    market.attach(gateway);
    const sessions = ctx.use('sessions');
    // A direct listener, not an event: a session's end is announced inside the transaction that
    // writes it, so the socket stops carrying the user's events at once (accounts/sessions.ts).
    sessions.onEnded((end) => gateway.endSessions(end));
    return {
      services: { market, marketGateway: gateway },
      routes: async (server) => {
        gateway.authenticateWith({
          resolve: (token) => sessions.resolveSession(token),
          chargeFailure: addressCharge(server),
        });
        await registerMarketSocket(server, gateway);
        marketRoutes(server, market);
      },
      stop: () => gateway.stop(),
    };
  },
};

/**
 * The price feeds: started after every module that follows ticks has subscribed (contracts,
 * fixed-term), and stopped first so no trigger fires while the rest shuts down.
 */
export const marketFeedsModule: PlatformModule = {
  name: 'market.feeds',
  async create(ctx) {
    const market = ctx.use('market');
    return {
      services: {},
      start: async () => {
        await market.start(ctx.log);
        ctx.log.info({ feeds: ctx.config.market.feeds }, 'market data started');
      },
      stop: () => market.stop(),
    };
  },
};
