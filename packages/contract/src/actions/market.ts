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
} from '../api/market.ts';
import { action, COMMAND, QUERY } from './spec.ts';

const tags = ['market'];

/** Public market data (spec section 7: web/getCurrencyAll) and the push feed's intake. */
export const marketActions = [
  action({
    name: 'getCurrencyAll',
    area: 'web',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Every enabled instrument with its quote and 24-hour statistics, optionally of one category',
    input: getCurrencyAllInput,
    output: currencyAll,
    refusals: [],
    permission: 'public',
  }),
  action({
    name: 'getMarketList',
    area: 'web',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Instruments with quotes, paged, by category and search text',
    input: getMarketListInput,
    output: marketPage,
    refusals: [],
    permission: 'public',
  }),
  action({
    name: 'getMarketDetail',
    area: 'web',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'One instrument with its quote, trading hours and whether it trades now',
    input: getInstrumentInput,
    output: marketItem,
    refusals: ['MARKET_UNKNOWN_SYMBOL'],
    permission: 'public',
  }),
  action({
    name: 'getKline',
    area: 'web',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Candles of one instrument and period, newest page first, at most 1000 a page',
    input: getKlineInput,
    output: klinePage,
    refusals: ['MARKET_UNKNOWN_SYMBOL'],
    permission: 'public',
  }),
  action({
    name: 'pushMarketTicks',
    area: 'admin',
    methods: COMMAND,
    tags,
    success: 'silent',
    summary:
      'Push feed intake for operator services: ticks as decimal strings, authenticated by the ' +
      'MARKET_PUSH_TOKEN service token (Authorization: Bearer or token)',
    input: pushTicksInput,
    output: pushTicksResult,
    refusals: ['MARKET_PUSH_FORBIDDEN', 'MARKET_UNKNOWN_SYMBOL', 'MARKET_PUSH_CLOSED'],
    permission: 'service',
  }),
] as const;
