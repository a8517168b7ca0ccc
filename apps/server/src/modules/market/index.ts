/**
 * Market data: the instrument catalogue (crypto spot and contracts, forex, metals, energy, US
 * stocks and ETFs, names in 8 languages, trading hours), price feeds (simulated, replay, push,
 * exchange), the quotes board with 24-hour statistics, candles of every period and the market
 * socket at /ws.
 *
 * Tables owned: market_instruments, market_candles.
 * Invariants: prices are bigint units of the instrument's price scale (decimal strings on the
 * wire); every tick carries its source and time; a tick older than its symbol's last one is
 * dropped; candle buckets start in UTC; candles are written in batches, never per tick; a socket
 * connection is held to SOCKET_MESSAGES_PER_S and its refused tokens to its address's rate limit;
 * a socket carries a user's events only while the session it authenticated with lasts.
 * Events published: quote lists and kline updates on the market socket (not a domain event).
 * Reference prices: every price other modules read (indexPrice, recordedIndex, markPrice) is an
 * index from the feeds, the median of their fresh prices (price-index.ts); the platform's own
 * trades never feed it, so no customer can move what the house prices or settles at.
 * Events followed: none (the spot books' trades are shown by the spot module, not taken as ticks).
 * Admin: MarketService.setEnabled and MarketService.edit are ready for the back office.
 */

export type { Tick } from './model.ts';
export { marketFeedsModule, marketModule } from './module.ts';
export { marketRoutes } from './routes.ts';
export { type IndexPrice, MarketService } from './service.ts';
export {
  MarketGateway,
  registerMarketSocket,
  type SocketAuth,
  type SocketSessionEnd,
  type TopicProvider,
  type TopicPublisher,
  topicOf,
} from './socket.ts';
export { allOpenAt, hoursLabel, hoursSchedule, isTradingOpen, nextOpening } from './trading-hours.ts';
