/**
 * Spot trading: one order book per market and book (packages/engine), a single writer per market
 * that writes the orders, trades and ledger postings of a batch in one statement (batches are
 * pipelined two deep), and the order, trade and depth read side.
 *
 * Tables owned: spot_orders, spot_trades.
 * Invariants: an order's funds are frozen in the transaction that accepts it; every fill is one
 * balanced posting (quote, base and both fees); an ended order holds nothing; the in-memory book
 * equals the open orders in the database (a failed batch rebuilds it); books never cross (a
 * rebuild fences an open order that would cross, or cannot rest: cancelled as 'fenced', its funds
 * released); one process writes the markets (platform/process-lock.ts).
 * Events: `spot.batchCommitted` ({ market, trades, orders }) after each committed batch: market
 * data takes the trades of the real books into its candles and last price; the spot socket feed
 * pushes depth, trades and the users' order changes.
 */
import type { BatchEvents } from './writer.ts';

declare module '../../platform/events.ts' {
  interface PlatformEvents {
    /** A writer's batch committed: the trades it made and the final state of every order it touched. */
    'spot.batchCommitted': BatchEvents;
  }
}

export { SpotFeed } from './feed.ts';
export { MarketMaker } from './maker.ts';
export { SPOT_PRODUCTS, spotMakerModule, spotModule } from './module.ts';
export { spotRoutes } from './routes.ts';
export { SpotService } from './service.ts';
export { SPOT_SETTINGS } from './settings.ts';
export type { BatchEvents } from './writer.ts';
