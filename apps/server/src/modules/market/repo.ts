import type { FeedSource, KlinePeriod, MarketCategory } from '@platform/contract';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import type { CandleState, InstrumentSpec } from './model.ts';
import { marketCandles, marketInstruments } from './schema.ts';
import { tradingHoursSchema } from './trading-hours.ts';

/** The catalogue never holds more instruments than this; seeding and reads stay bounded. */
export const INSTRUMENTS_MAX = 500;

type InstrumentRow = typeof marketInstruments.$inferSelect;
type CandleRow = typeof marketCandles.$inferSelect;

function specOf(row: InstrumentRow): InstrumentSpec {
  return {
    symbol: row.symbol,
    category: row.category as MarketCategory,
    base: row.base,
    quote: row.quote,
    names: row.names,
    priceScale: row.priceScale,
    quantityScale: row.quantityScale,
    hours: tradingHoursSchema.parse(row.hours),
    enabled: row.enabled,
    sort: row.sort,
    referencePriceUnits: BigInt(row.referencePriceUnits),
  };
}

/** Adds the instruments that do not exist yet; existing rows keep the operator's edits. */
export async function insertMissingInstruments(
  db: DbOrTx,
  specs: readonly InstrumentSpec[],
): Promise<number> {
  if (specs.length === 0) return 0;
  const rows = await db
    .insert(marketInstruments)
    .values(
      specs.map((s) => ({
        symbol: s.symbol,
        category: s.category,
        base: s.base,
        quote: s.quote,
        names: s.names,
        priceScale: s.priceScale,
        quantityScale: s.quantityScale,
        hours: s.hours,
        enabled: s.enabled,
        sort: s.sort,
        referencePriceUnits: s.referencePriceUnits.toString(),
      })),
    )
    .onConflictDoNothing()
    .returning({ symbol: marketInstruments.symbol });
  return rows.length;
}

export async function listInstruments(db: DbOrTx): Promise<InstrumentSpec[]> {
  const rows = await db
    .select()
    .from(marketInstruments)
    .orderBy(asc(marketInstruments.sort), asc(marketInstruments.symbol))
    .limit(INSTRUMENTS_MAX);
  return rows.map(specOf);
}

export interface InstrumentPatch {
  enabled?: boolean;
  names?: Record<string, string>;
  sort?: number;
  hours?: InstrumentSpec['hours'];
}

export async function updateInstrument(
  db: DbOrTx,
  symbol: string,
  patch: InstrumentPatch,
): Promise<InstrumentSpec | undefined> {
  const rows = await db
    .update(marketInstruments)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(marketInstruments.symbol, symbol))
    .returning();
  return rows[0] ? specOf(rows[0]) : undefined;
}

export interface StoredCandle {
  symbol: string;
  period: KlinePeriod;
  candle: CandleState;
}

function candleOf(row: CandleRow): CandleState {
  return {
    openTimeMs: row.openTime.getTime(),
    openUnits: BigInt(row.openUnits),
    highUnits: BigInt(row.highUnits),
    lowUnits: BigInt(row.lowUnits),
    closeUnits: BigInt(row.closeUnits),
    volumeUnits: BigInt(row.volumeUnits),
    tickCount: row.tickCount,
    source: row.source as FeedSource,
  };
}

/**
 * Writes candles in one statement: new buckets are inserted, known ones replaced by the newer
 * state held in memory (which already includes everything stored before).
 */
export async function upsertCandles(db: DbOrTx, candles: readonly StoredCandle[]): Promise<void> {
  if (candles.length === 0) return;
  await db
    .insert(marketCandles)
    .values(
      candles.map(({ symbol, period, candle: c }) => ({
        symbol,
        period,
        openTime: new Date(c.openTimeMs),
        openUnits: c.openUnits.toString(),
        highUnits: c.highUnits.toString(),
        lowUnits: c.lowUnits.toString(),
        closeUnits: c.closeUnits.toString(),
        volumeUnits: c.volumeUnits.toString(),
        tickCount: c.tickCount,
        source: c.source,
      })),
    )
    .onConflictDoUpdate({
      target: [marketCandles.symbol, marketCandles.period, marketCandles.openTime],
      set: {
        openUnits: sql`excluded.open_units`,
        highUnits: sql`excluded.high_units`,
        lowUnits: sql`excluded.low_units`,
        closeUnits: sql`excluded.close_units`,
        volumeUnits: sql`excluded.volume_units`,
        tickCount: sql`excluded.tick_count`,
        source: sql`excluded.source`,
        updatedAt: sql`now()`,
      },
    });
}

/** The newest `limit` candles that start before `beforeMs`, oldest first. */
export async function candlesBefore(
  db: DbOrTx,
  symbol: string,
  period: KlinePeriod,
  beforeMs: number,
  limit: number,
): Promise<CandleState[]> {
  const rows = await db
    .select()
    .from(marketCandles)
    .where(
      and(
        eq(marketCandles.symbol, symbol),
        eq(marketCandles.period, period),
        lt(marketCandles.openTime, new Date(beforeMs)),
      ),
    )
    .orderBy(desc(marketCandles.openTime))
    .limit(limit);
  return rows.map(candleOf).reverse();
}

/** The latest candle of every symbol and period: where live aggregation resumes after a restart. */
export async function latestCandles(db: DbOrTx): Promise<StoredCandle[]> {
  const rows = await db
    .selectDistinctOn([marketCandles.symbol, marketCandles.period])
    .from(marketCandles)
    .orderBy(marketCandles.symbol, marketCandles.period, desc(marketCandles.openTime));
  return rows.map((r) => ({ symbol: r.symbol, period: r.period as KlinePeriod, candle: candleOf(r) }));
}

/** Candles of one period since a time, for every symbol (the 24-hour window after a restart). */
export async function candlesSince(db: DbOrTx, period: KlinePeriod, sinceMs: number, limit: number) {
  const rows = await db
    .select()
    .from(marketCandles)
    .where(and(eq(marketCandles.period, period), gte(marketCandles.openTime, new Date(sinceMs))))
    .orderBy(asc(marketCandles.openTime))
    .limit(limit);
  return rows.map((r) => ({ symbol: r.symbol, period, candle: candleOf(r) }));
}
