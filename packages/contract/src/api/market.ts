import { z } from 'zod';
import { commonParams, intParam, pageOf, pagingParams } from './common.ts';

/**
 * Market data: the instrument catalogue, quotes with 24-hour statistics, K-line (candle) history,
 * and the messages of the market socket at /ws (spec sections 4 and 7). Prices, volumes and
 * changes are decimal strings at the instrument's scale; times are Unix seconds.
 */

/** What a user calls each group of instruments; also the tabs of /market. */
export const MARKET_CATEGORIES = ['crypto', 'contract', 'forex', 'metal', 'energy', 'stock', 'etf'] as const;
export type MarketCategory = (typeof MARKET_CATEGORIES)[number];

/** Candle periods (spec section 2: minute, hour, day, week, month, year). Buckets start in UTC. */
export const KLINE_PERIODS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M', '1y'] as const;
export type KlinePeriod = (typeof KLINE_PERIODS)[number];

/**
 * Where a price came from; settlements cite it with the price's time. `median`: the median of
 * several feeds' prices (an index). `spot`: a trade on the platform's own book, found only in
 * candles recorded before the platform's prints stopped feeding prices; no price comes from it.
 */
export const FEED_SOURCES = ['simulated', 'replay', 'push', 'exchange', 'spot', 'median'] as const;
export type FeedSource = (typeof FEED_SOURCES)[number];

/** One K-line page holds at most this many candles. */
export const KLINE_PAGE_MAX = 1000;
export const KLINE_PAGE_DEFAULT = 300;
/** One push call carries at most this many ticks. */
export const PUSH_TICKS_MAX = 500;
/** Kline subscriptions one socket connection may hold at once. */
export const SOCKET_SUBSCRIPTIONS_MAX = 20;
/** Largest message a client may send on the market socket. */
export const SOCKET_CLIENT_MESSAGE_MAX_BYTES = 4096;
/**
 * Messages one socket connection may send: a sustained rate per second and a burst above it (a
 * client subscribing to several charts at once). A connection that sends faster is closed with
 * 1008 (policy violation).
 */
export const SOCKET_MESSAGES_PER_S = 20;
export const SOCKET_MESSAGES_BURST = 40;

export const SYMBOL_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,23}$/;
const symbol = z
  .string()
  .regex(SYMBOL_PATTERN, 'field.invalid')
  .describe('Instrument symbol, e.g. BTCUSDT, EURUSD, AAPL');
const decimal = z.string().describe('Decimal string at the instrument scale');
const seconds = z.number().int().describe('Unix time in seconds');

/**
 * Weekly trading sessions, so each screen writes the hours in its own language (the `hours` text
 * is the operator's English label). Minutes since Sunday 00:00 in the exchange's time zone; a
 * session is [from, to) and may wrap past Saturday. Null: the market is always open.
 */
export const tradingSchedule = z
  .object({
    time_zone: z.string().describe('IANA time zone of the sessions, e.g. America/New_York'),
    sessions: z.array(z.object({ from: z.number().int(), to: z.number().int() })),
  })
  .nullable();
export type TradingSchedule = z.infer<typeof tradingSchedule>;

export const instrument = z.object({
  symbol: z.string(),
  category: z.enum(MARKET_CATEGORIES),
  base: z.string(),
  quote: z.string(),
  name: z.string().describe("Display name in the caller's language"),
  priceScale: z.number().int(),
  quantityScale: z.number().int(),
  open: z.boolean().describe('Whether the instrument trades at this moment (its trading hours)'),
  hours: z.string().describe('Trading hours, e.g. "24/7" or "Mon-Fri 09:30-16:00 America/New_York"'),
  schedule: tradingSchedule.optional().describe('The trading hours as sessions (absent from older servers)'),
  nextOpen: seconds
    .nullable()
    .describe('While the market is closed, when it opens next (its weekly trading hours); null while open'),
});
export type Instrument = z.infer<typeof instrument>;

export const pairQuote = z.object({
  symbol: z.string(),
  last: decimal,
  bid: decimal.nullable().describe('Best bid where the feed gives one'),
  ask: decimal.nullable().describe('Best ask where the feed gives one'),
  open: decimal.describe('Price 24 hours ago'),
  high: decimal.describe('Highest price in the last 24 hours'),
  low: decimal.describe('Lowest price in the last 24 hours'),
  change: decimal.describe('last - open'),
  changePercent: z.string().describe('Change over 24 hours in percent, 2 decimals, rounded half up'),
  volume: decimal.describe('Quantity traded in the last 24 hours, at the quantity scale'),
  time: seconds.describe('Time of the last tick'),
  source: z.enum(FEED_SOURCES),
});
export type PairQuote = z.infer<typeof pairQuote>;

export const marketItem = z.object({ instrument, quote: pairQuote.nullable() });
export type MarketItem = z.infer<typeof marketItem>;

export const getCurrencyAllInput = commonParams.extend({ category: z.enum(MARKET_CATEGORIES).optional() });
export const currencyAll = z.object({
  simulated: z.boolean().describe('True while a simulated feed drives any instrument'),
  items: z.array(marketItem),
});
export type CurrencyAll = z.infer<typeof currencyAll>;

export const getMarketListInput = commonParams.extend({
  ...pagingParams.shape,
  category: z.enum(MARKET_CATEGORIES).optional(),
  search: z.string().trim().max(32).optional().describe('Matches the symbol or the name'),
});
export const marketPage = pageOf(marketItem);

export const getInstrumentInput = commonParams.extend({ symbol });

export const candle = z.object({
  time: seconds.describe('Start of the bucket (UTC)'),
  open: decimal,
  high: decimal,
  low: decimal,
  close: decimal,
  volume: decimal,
});
export type Candle = z.infer<typeof candle>;

export const getKlineInput = commonParams.extend({
  symbol,
  period: z.enum(KLINE_PERIODS),
  before: intParam(1, 99_999_999_999).optional().describe('Only candles starting before this time (s)'),
  limit: intParam(1, KLINE_PAGE_MAX).default(KLINE_PAGE_DEFAULT),
});
export const klinePage = z.object({
  symbol: z.string(),
  period: z.enum(KLINE_PERIODS),
  priceScale: z.number().int(),
  candles: z.array(candle).describe('Oldest first'),
  next: seconds.nullable().describe('Pass as `before` for the previous page; null on the last page'),
});
export type KlinePage = z.infer<typeof klinePage>;

export const pushTick = z.object({
  symbol,
  price: z.string().max(48),
  bid: z.string().max(48).optional(),
  ask: z.string().max(48).optional(),
  volume: z.string().max(48).optional(),
  time: intParam(1, 99_999_999_999).optional().describe('Milliseconds; the server time when absent'),
});
export const pushTicksInput = commonParams.extend({
  ticks: z.array(pushTick).min(1).max(PUSH_TICKS_MAX),
});
export const pushTicksResult = z.object({ accepted: z.number().int() });

/* The market socket's messages (/ws, spec section 4) are declared in actions/socket.ts. */
