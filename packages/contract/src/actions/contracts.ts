import { z } from 'zod';
import { commonParams } from '../api/common.ts';
import {
  closeContractInput,
  contractIdInput,
  contractInstrument,
  contractListInput,
  contractPosition,
  contractPositionPage,
  contractSummary,
  openContractInput,
  setContractStopsInput,
} from '../api/contracts.ts';
import { action, COMMAND, QUERY } from './spec.ts';

const tags = ['contracts'];

/** A list of positions: open ones, pending opens or the history, a page at a time. */
const positionList = <const N extends string>(name: N, summary: string) =>
  action({
    name,
    area: 'web',
    methods: QUERY,
    tags,
    success: 'silent',
    summary,
    input: contractListInput,
    output: contractPositionPage,
    refusals: [],
    permission: 'user',
  });

/**
 * Contract (CFD) actions (spec sections 1-5, modules/contracts/routes.ts): instruments are
 * public; positions need a session, real or demo (a demo session trades the demo book).
 */
export const contractsActions = [
  action({
    name: 'contractInstruments',
    area: 'web',
    methods: QUERY,
    tags,
    success: 'silent',
    summary:
      'Contract instruments with lots, leverage, fee, stop-out, minimum margin, trading hours and price',
    input: commonParams.omit({ token: true }),
    output: z.array(contractInstrument),
    refusals: [],
    permission: 'public',
  }),
  action({
    name: 'openContract',
    area: 'web',
    methods: COMMAND,
    tags,
    success: 'sent',
    summary:
      'Open a long or short position now, or a pending open at a price; margin and fee leave the contract account',
    input: openContractInput,
    output: contractPosition,
    refusals: [
      'CONTRACT_UNKNOWN_INSTRUMENT',
      'CONTRACT_LOTS_OUT_OF_RANGE',
      'CONTRACT_LOTS_STEP',
      'CONTRACT_LEVERAGE_NOT_ALLOWED',
      'CONTRACT_MARKET_CLOSED',
      'CONTRACT_NO_PRICE',
      'CONTRACT_MARGIN_TOO_SMALL',
      'CONTRACT_TAKE_PROFIT_WRONG_SIDE',
      'CONTRACT_STOP_LOSS_WRONG_SIDE',
      'CONTRACT_TOO_MANY_OPEN',
      'REQUEST_REPLAYED',
      'LEDGER_INSUFFICIENT_BALANCE',
    ],
    permission: 'user',
  }),
  action({
    name: 'setContractStops',
    area: 'web',
    methods: COMMAND,
    tags,
    success: 'done',
    summary: "Set, change or remove ('') the take-profit and stop-loss of a position or pending open",
    input: setContractStopsInput,
    output: contractPosition,
    refusals: [
      'CONTRACT_POSITION_NOT_FOUND',
      'CONTRACT_UNKNOWN_INSTRUMENT',
      'CONTRACT_NO_PRICE',
      'CONTRACT_TAKE_PROFIT_WRONG_SIDE',
      'CONTRACT_STOP_LOSS_WRONG_SIDE',
    ],
    permission: 'user',
  }),
  action({
    name: 'closeContract',
    area: 'web',
    methods: COMMAND,
    tags,
    success: 'done',
    summary: 'Close a position, or some of its lots, at the current price',
    input: closeContractInput,
    output: contractPosition,
    refusals: [
      'CONTRACT_POSITION_NOT_FOUND',
      'CONTRACT_UNKNOWN_INSTRUMENT',
      'CONTRACT_MARKET_CLOSED',
      'CONTRACT_LOTS_OUT_OF_RANGE',
      'CONTRACT_NO_PRICE',
    ],
    permission: 'user',
  }),
  action({
    name: 'cancelContractOrder',
    area: 'web',
    methods: COMMAND,
    tags,
    success: 'done',
    summary: 'Cancel a pending open; what it holds goes back to available',
    input: contractIdInput,
    output: contractPosition,
    refusals: ['CONTRACT_POSITION_NOT_FOUND'],
    permission: 'user',
  }),
  action({
    name: 'closeAllContracts',
    area: 'web',
    methods: COMMAND,
    tags,
    success: 'done',
    summary: 'Close every position and cancel every pending open, in one instrument or all',
    input: commonParams.extend({
      symbol: z
        .string()
        .regex(/^[A-Z0-9-]{2,20}$/)
        .optional(),
    }),
    output: z.object({ closed: z.number().int(), cancelled: z.number().int() }),
    // A position that cannot be closed now (its market is closed) is left and counted out.
    refusals: [],
    permission: 'user',
  }),
  positionList('contractPositions', 'Open positions with unrealised profit and liquidation price'),
  positionList('contractOrders', 'Pending opens waiting for their price'),
  positionList('contractHistory', 'Closed, liquidated and cancelled positions with their prices and result'),
  action({
    name: 'contractSummary',
    area: 'web',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Open positions, margin held, unrealised profit and available USDT of the contract account',
    input: commonParams,
    output: contractSummary,
    refusals: [],
    permission: 'user',
  }),
] as const;
