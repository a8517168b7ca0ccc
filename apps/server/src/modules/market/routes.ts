import {
  currencyAll,
  getCurrencyAllInput,
  getInstrumentInput,
  getKlineInput,
  getMarketListInput,
  klinePage,
  marketItem,
  marketPage,
  pushTicksInput,
  pushTicksResult,
} from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { defineAction } from '../../platform/actions.ts';
import type { MarketService } from './service.ts';

const QUERY = ['GET', 'POST'] as const;
const tags = ['market'];

/** Public market-data actions (spec section 7: web/getCurrencyAll) and the push feed's intake. */
export function marketRoutes(app: FastifyInstance, market: MarketService): void {
  const query = { methods: QUERY, tags, success: 'silent' } as const;
  defineAction(app, 'web', {
    ...query,
    name: 'getCurrencyAll',
    summary: 'Every enabled instrument with its quote and 24-hour statistics, optionally of one category',
    input: getCurrencyAllInput,
    output: currencyAll,
    handler: async (input, ctx) => market.currencyAll(ctx.lang, input.category),
  });
  defineAction(app, 'web', {
    ...query,
    name: 'getMarketList',
    summary: 'Instruments with quotes, paged, by category and search text',
    input: getMarketListInput,
    output: marketPage,
    handler: async (input, ctx) => market.marketList(ctx.lang, input),
  });
  defineAction(app, 'web', {
    ...query,
    name: 'getMarketDetail',
    summary: 'One instrument with its quote, trading hours and whether it trades now',
    input: getInstrumentInput,
    output: marketItem,
    handler: async (input, ctx) => market.instrument(ctx.lang, input.symbol),
  });
  defineAction(app, 'web', {
    ...query,
    name: 'getKline',
    summary: 'Candles of one instrument and period, newest page first, at most 1000 a page',
    input: getKlineInput,
    output: klinePage,
    handler: (input) => market.kline(input.symbol, input.period, input.before, input.limit),
  });
  defineAction(app, 'admin', {
    name: 'pushMarketTicks',
    methods: ['POST'],
    tags,
    success: 'silent',
    summary:
      'Push feed intake for operator services: ticks as decimal strings, authenticated by the ' +
      'MARKET_PUSH_TOKEN service token (Authorization: Bearer or token)',
    input: pushTicksInput,
    output: pushTicksResult,
    handler: async (input, ctx) => market.pushTicks(ctx.lang, ctx.sessionToken, input.ticks),
  });
}
