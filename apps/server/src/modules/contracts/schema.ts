import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { at, units } from '../../platform/columns.ts';

/**
 * Contract positions (CFD) and pending opens against the house. Prices are ticks of the
 * instrument's price scale (kept with the row), lots hundredths of a lot, money USDT units of
 * the contract account. Every open, close and liquidation keeps its price, the price's source
 * and its time. A partial close splits off a closed row (`parent_id` names the position).
 */
export const contractPositions = pgTable(
  'contract_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    book: text('book').notNull(),
    symbol: text('symbol').notNull(),
    direction: text('direction').notNull(),
    status: text('status').notNull(),
    lots: integer('lots').notNull(),
    leverage: integer('leverage').notNull(),
    priceScale: integer('price_scale').notNull(),
    contractSize: bigint('contract_size', { mode: 'number' }).notNull(),
    pendingPrice: bigint('pending_price', { mode: 'number' }),
    openPrice: bigint('open_price', { mode: 'number' }),
    openSource: text('open_source'),
    openedAt: at('opened_at'),
    /** Held in the frozen bucket while the position (or pending open) lives. */
    margin: units('margin').notNull(),
    fee: units('fee').notNull(),
    takeProfit: bigint('take_profit', { mode: 'number' }),
    stopLoss: bigint('stop_loss', { mode: 'number' }),
    liquidationPrice: bigint('liquidation_price', { mode: 'number' }),
    closePrice: bigint('close_price', { mode: 'number' }),
    closeSource: text('close_source'),
    closedAt: at('closed_at'),
    pnl: units('pnl'),
    closeReason: text('close_reason'),
    parentId: bigint('parent_id', { mode: 'number' }),
    /** `user:rtoken` of the request that opened it: a replayed request opens nothing. */
    requestKey: text('request_key'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('contract_positions_user').on(t.userId, t.status, t.id),
    unique('contract_positions_request').on(t.requestKey),
    index('contract_positions_live')
      .on(t.symbol, t.book, t.id)
      .where(sql`${t.status} in ('open', 'pending')`),
    check(
      'contract_positions_status',
      sql`${t.status} in ('pending', 'open', 'closed', 'liquidated', 'cancelled')`,
    ),
    check('contract_positions_direction', sql`${t.direction} in ('long', 'short')`),
    check('contract_positions_lots', sql`${t.lots} > 0`),
    check('contract_positions_leverage', sql`${t.leverage} >= 1`),
  ],
);
