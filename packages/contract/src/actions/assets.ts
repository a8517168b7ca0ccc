import { commonParams } from '../api/common.ts';
import {
  accountEntries,
  assetsOverview,
  convertInput,
  convertQuote,
  convertQuoteInput,
  recordsInput,
  transferInput,
  transferResult,
} from '../api/wallet.ts';
import { action, COMMAND, QUERY } from './spec.ts';

const tags = ['assets'];

/**
 * What a customer does with their balances (spec section 2; modules/assets/routes.ts): the
 * overview, transfers between their account types, conversion quotes and their execution, and
 * the account records. Demo sessions see and move only the demo book.
 */
export const assetsActions = [
  action({
    name: 'getAsset2',
    area: 'web',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Balances per account type and currency, valued in USDT at current quotes',
    input: commonParams,
    output: assetsOverview,
    refusals: [],
    permission: 'user',
  }),
  action({
    name: 'transferAsset',
    area: 'web',
    methods: COMMAND,
    tags,
    success: 'transferred',
    summary: 'Move an amount between two account types (spot, contract, options, futures); once per rtoken',
    input: transferInput,
    output: transferResult,
    refusals: [
      'WALLET_TRANSFER_SAME_ACCOUNT',
      'REQUEST_REPLAYED',
      'LEDGER_IDEMPOTENCY_CONFLICT',
      'LEDGER_INSUFFICIENT_BALANCE',
    ],
    permission: 'user',
  }),
  action({
    name: 'convertQuote',
    area: 'web',
    methods: COMMAND,
    tags,
    success: 'silent',
    summary: 'A conversion price between two currencies of the spot account, valid for a few seconds',
    input: convertQuoteInput,
    output: convertQuote,
    refusals: ['WALLET_CONVERT_SAME_ASSET', 'WALLET_PRICE_UNAVAILABLE'],
    permission: 'user',
  }),
  action({
    name: 'convert',
    area: 'web',
    methods: COMMAND,
    tags,
    success: 'converted',
    summary: 'Execute a conversion quote (once, before it expires) as one ledger posting',
    input: convertInput,
    output: transferResult,
    refusals: ['WALLET_QUOTE_EXPIRED', 'LEDGER_INSUFFICIENT_BALANCE'],
    permission: 'user',
  }),
  action({
    name: 'accountRecords',
    area: 'web',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'What each posting did to each account, newest first, filtered and paged, with its lines',
    input: recordsInput,
    output: accountEntries,
    refusals: [],
    permission: 'user',
  }),
] as const;
