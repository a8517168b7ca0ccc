import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The instrument catalogue. Names are per language (English required); trading hours are a
 * JSON document checked by the model on read. Prices are integer units of `price_scale`.
 */
export const marketInstruments = pgTable(
  'market_instruments',
  {
    symbol: text('symbol').primaryKey(),
    category: text('category').notNull(),
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    priceScale: integer('price_scale').notNull(),
    quantityScale: integer('quantity_scale').notNull(),
    hours: jsonb('hours').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    referencePriceUnits: numeric('reference_price_units', { precision: 39, scale: 0 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'market_instruments_category_known',
      sql`${t.category} in ('crypto', 'contract', 'forex', 'metal', 'energy', 'stock', 'etf')`,
    ),
    check(
      'market_instruments_scales',
      sql`${t.priceScale} between 0 and 18 and ${t.quantityScale} between 0 and 18`,
    ),
    check('market_instruments_english_name', sql`${t.names} ? 'en'`),
    check('market_instruments_reference_positive', sql`${t.referencePriceUnits} > 0`),
  ],
);

/**
 * Candles per instrument and period, keyed by the UTC start of their bucket. Prices are units of
 * the instrument's price scale, volume units of its quantity scale; `source` is the feed of the
 * last tick merged in.
 */
export const marketCandles = pgTable(
  'market_candles',
  {
    symbol: text('symbol')
      .notNull()
      .references(() => marketInstruments.symbol, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    openTime: timestamp('open_time', { withTimezone: true, mode: 'date' }).notNull(),
    openUnits: numeric('open_units', { precision: 39, scale: 0 }).notNull(),
    highUnits: numeric('high_units', { precision: 39, scale: 0 }).notNull(),
    lowUnits: numeric('low_units', { precision: 39, scale: 0 }).notNull(),
    closeUnits: numeric('close_units', { precision: 39, scale: 0 }).notNull(),
    volumeUnits: numeric('volume_units', { precision: 39, scale: 0 }).notNull(),
    tickCount: integer('tick_count').notNull(),
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.symbol, t.period, t.openTime] }),
    check(
      'market_candles_period_known',
      sql`${t.period} in ('1m','5m','15m','30m','1h','4h','1d','1w','1M','1y')`,
    ),
    check(
      'market_candles_prices_ordered',
      sql`${t.lowUnits} > 0 and ${t.lowUnits} <= ${t.openUnits} and ${t.lowUnits} <= ${t.closeUnits} and ${t.highUnits} >= ${t.openUnits} and ${t.highUnits} >= ${t.closeUnits}`,
    ),
    check('market_candles_volume_non_negative', sql`${t.volumeUnits} >= 0`),
    check('market_candles_source_known', sql`${t.source} in ('simulated', 'replay', 'push', 'exchange')`),
  ],
);
