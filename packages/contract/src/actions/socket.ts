import { z } from 'zod';
import { candle, KLINE_PERIODS, pairQuote } from '../api/market.ts';
import { spotDepth, spotOrder } from '../api/spot.ts';

/**
 * The messages of the market socket at /ws (spec section 4), declared once: what a client may
 * send (`socketClientMessage`, keyed by `main_type`) and everything the server sends
 * (`socketServerMessage`, keyed by `type`). The server parses what clients send with the first
 * and builds what it sends typed by the second (a market message is serialised once for all its
 * subscribers and not parsed again); the web app parses each message it receives with the second.
 *
 * ## Adding a message
 *
 * Declare its schema here with a `type` literal no other server message uses (or a `main_type`
 * for a client message), add it to the union below, and build it on the server typed by its
 * `z.infer`. The web app's `connectMarketSocket` then hands it over parsed; a screen narrows on
 * `message.type`.
 */

const seconds = z.number().int().describe('Unix time in seconds');
const book = z.enum(['real', 'demo']);

/* Client to server. */

/** The first message on every connection; the server answers with a snapshot of every quote. */
export const socketHelloMessage = z.object({ main_type: z.literal(1), time: z.number().int().optional() });
/** The heartbeat, every 20 s; the server answers with `pong`. */
export const socketPingMessage = z.object({
  main_type: z.literal('ping'),
  time: z.number().int().optional(),
});
const subscription = z.enum(['subscribe', 'unsubscribe']);
/** Follows (or stops following) the live candle of a symbol and period. */
export const socketKlineSubscription = z.object({
  main_type: subscription,
  channel: z.literal('kline'),
  symbol: z.string().max(24),
  period: z.string().max(4),
});
/** Follows (or stops following) the book and latest trades of a spot market. */
export const socketSpotSubscription = z.object({
  main_type: subscription,
  channel: z.literal('spot'),
  symbol: z.string().max(24),
  book: book.default('real'),
});
export const socketSubscriptionMessage = z.discriminatedUnion('channel', [
  socketKlineSubscription,
  socketSpotSubscription,
]);
/** A session token: the socket then also carries the user's own order changes. */
export const socketAuthRequest = z.object({
  main_type: z.literal('auth'),
  token: z.string().min(1).max(128),
});

/**
 * Client messages: hello on open, heartbeat every 20 s, kline and spot market (un)subscriptions,
 * and `auth` with the session token to receive the user's own order changes.
 */
export const socketClientMessage = z.discriminatedUnion('main_type', [
  socketHelloMessage,
  socketPingMessage,
  socketSubscriptionMessage,
  socketAuthRequest,
]);
export type SocketClientMessage = z.infer<typeof socketClientMessage>;
/** What a client builds before sending (the spot subscription's `book` may be left out). */
export type SocketClientMessageInput = z.input<typeof socketClientMessage>;

/* Server to client. */

/** Quotes with 24-hour statistics: every instrument after a hello, the changed ones after each tick. */
export const quotesMessage = z.object({
  type: z.literal('quotes'),
  time: seconds,
  simulated: z.boolean(),
  full: z.boolean().describe('True for a snapshot of every instrument, false for the changed ones'),
  data: z.array(pairQuote),
});
export type QuotesMessage = z.infer<typeof quotesMessage>;

/** The live candle of a subscribed symbol and period. */
export const klineMessage = z.object({
  type: z.literal('kline'),
  symbol: z.string(),
  period: z.enum(KLINE_PERIODS),
  candle,
});
export type KlineMessage = z.infer<typeof klineMessage>;

/** A refused client message or subscription, in the connection's language. */
export const socketErrorMessage = z.object({
  type: z.literal('error'),
  reason: z.string(),
  message: z.string(),
});
export type SocketErrorMessage = z.infer<typeof socketErrorMessage>;

export const pongMessage = z.object({ type: z.literal('pong'), time: seconds });
export type PongMessage = z.infer<typeof pongMessage>;

/** The socket now carries the user's own events. */
export const socketAuthMessage = z.object({
  type: z.literal('auth'),
  uid: z.number().int(),
  code: z.undefined().optional(),
});
/**
 * The session the socket authenticated with ended (logout, expiry: 1000; security change or
 * staff action: 2000): the socket no longer carries the user's events, and the client stops
 * presenting that token.
 */
export const socketAuthEndedMessage = z.object({
  type: z.literal('auth'),
  code: z.union([z.literal(1000), z.literal(2000)]),
  reason: z.string(),
  message: z.string(),
});
export type SocketAuthEndedMessage = z.infer<typeof socketAuthEndedMessage>;

/** The book and latest trades of a market, sent on subscribing and after each change (at most ten a second). */
export const spotDepthMessage = spotDepth.extend({
  type: z.literal('spot_depth'),
  book,
});
export type SpotDepthMessage = z.infer<typeof spotDepthMessage>;

/** The orders of the authenticated user that a committed batch created or changed. */
export const spotOrdersMessage = z.object({
  type: z.literal('spot_orders'),
  orders: z.array(spotOrder),
});
export type SpotOrdersMessage = z.infer<typeof spotOrdersMessage>;

/** Every message the server sends on the market socket. */
export const socketServerMessage = z.discriminatedUnion('type', [
  quotesMessage,
  klineMessage,
  socketErrorMessage,
  pongMessage,
  // Both `auth` messages share their type: a signed-in socket's has no `code`, an ended one's has.
  z.discriminatedUnion('code', [socketAuthMessage, socketAuthEndedMessage]),
  spotDepthMessage,
  spotOrdersMessage,
]);
export type SocketServerMessage = z.infer<typeof socketServerMessage>;
export type SocketServerMessageType = SocketServerMessage['type'];
