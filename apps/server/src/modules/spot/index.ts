/**
 * Spot trading: one order book per market and book (packages/engine), a single writer per market
 * that writes the orders, trades and ledger postings of a batch in one statement (batches are
 * pipelined two deep), and the order, trade and depth read side.
 *
 * Tables owned: spot_orders, spot_trades.
 * Invariants: an order's funds are frozen in the transaction that accepts it; every fill is one
 * balanced posting (quote, base and both fees); an ended order holds nothing; the in-memory book
 * equals the open orders in the database (a failed batch rebuilds it); books never cross.
 * Events: onCommit({ market, trades, orders }) after each committed batch: trades of the real
 * books feed the candles; depth, trades and the users' order changes go to the market socket.
 */
import type { ProductKey } from '@platform/contract';

/** Customer products this module serves, joined into the registry of platform/products.ts. */
export const SPOT_PRODUCTS: readonly ProductKey[] = ['spot'];

export { SpotFeed } from './feed.ts';
export { MarketMaker } from './maker.ts';
export { spotRoutes } from './routes.ts';
export { SpotService } from './service.ts';
