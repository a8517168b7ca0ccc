import { LOT_SCALE, PAR, type Rate, type Sizing, USDT_SCALE } from '@platform/engine';
import { formatUnits, parseDecimal, pow10 } from '@platform/money';
import { assert } from '../../platform/assert.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { Refusal } from '../../platform/refusal.ts';
import type { SettingsService, SettingValue } from '../../platform/settings.ts';
import { hoursLabel, isTradingOpen, type MarketService } from '../market/index.ts';
import type { PositionRow } from './repo.ts';

export type Rules = SettingValue<'contracts.rules'>;

/** The rules of one instrument, resolved from the settings. */
export interface InstrumentRules extends Sizing {
  symbol: string;
  category: string;
  quote: string;
  minLots: number;
  maxLots: number;
  lotStep: number;
  maxLeverage: number;
  leverages: number[];
  feePpm: number;
  stopOutPpm: number;
  minMargin: bigint;
}

/** A price of the feed as a position records it. */
export interface PriceNow {
  ticks: number;
  source: string;
  at: Date;
}

export const lotsText = (lots: number) => formatUnits(BigInt(lots), LOT_SCALE);
export const usdt = (units: bigint) => formatUnits(units, USDT_SCALE);
/** Prices are stored as integer ticks (safe integers, checked when they arrive). */
export const ticksOf = (price: bigint | null) => (price === null ? null : Number(price));
/** How a position's prices convert to money: kept with the row when it opened. */
export const sizingOf = (row: PositionRow): Sizing => ({
  priceScale: row.priceScale,
  contractSize: BigInt(row.contractSize),
});

export { stepsOf } from '../../platform/refusal.ts';

/**
 * The operator's rules of each instrument, and the feed's prices and conversion rates that
 * positions open, close and are valued at.
 */
export class ContractPricing {
  constructor(private readonly d: { clock: Clock; market: MarketService; settings: SettingsService }) {}

  /** Inside a transaction pass its handle: PGlite has one connection, a read beside it would wait forever. */
  rules(db?: DbOrTx): Promise<Rules> {
    return this.d.settings.get('contracts.rules', db);
  }

  /**
   * The rules of an instrument. Opening needs it enabled; what is already open (closing, stops,
   * liquidation) goes on while it is disabled: an operator disabling it stops new opens only.
   */
  rulesOf(all: Rules, symbol: string, use: 'open' | 'hold'): InstrumentRules {
    const spec = this.d.market.specOf(symbol);
    const category = spec ? all.categories[spec.category] : undefined;
    if (!spec || (use === 'open' && !spec.enabled) || !category)
      throw new Refusal('CONTRACT_UNKNOWN_INSTRUMENT');
    // The settings' schema admits only decimals at these scales: one that does not parse is a bug.
    const steps = (text: string) => {
      const parsed = parseDecimal(text, LOT_SCALE);
      assert(parsed.ok, `contracts.rules lots ${text} parse at the lot scale`);
      return Number(parsed.units);
    };
    const margin = parseDecimal(all.minMargin, USDT_SCALE);
    assert(margin.ok, `contracts.rules minMargin ${all.minMargin} parses at the USDT scale`);
    return {
      symbol,
      category: spec.category,
      quote: spec.quote,
      priceScale: spec.priceScale,
      contractSize: BigInt(all.contractSizes[symbol] ?? category.contractSize),
      minLots: steps(category.minLots),
      maxLots: steps(category.maxLots),
      lotStep: Math.max(1, steps(category.lotStep)),
      maxLeverage: category.maxLeverage,
      leverages: all.leverages.filter((l) => l <= category.maxLeverage),
      feePpm: category.feePpm,
      stopOutPpm: all.stopOutPpm,
      minMargin: margin.units,
    };
  }

  /** The rules of an instrument read inside the transaction `tx`. */
  async rulesIn(tx: DbOrTx, symbol: string, use: 'open' | 'hold'): Promise<InstrumentRules> {
    return this.rulesOf(await this.rules(tx), symbol, use);
  }

  /** Quote currency to USD from the feed (USD and USDT count as equal), disabled rate pairs included. */
  rateOf(quote: string): Rate | undefined {
    if (quote === 'USD' || quote === 'USDT') return PAR;
    const direct = this.d.market.recordedIndex(`${quote}USD`);
    if (direct && direct.units > 0n) return { num: direct.units, den: pow10(direct.scale) };
    const inverse = this.d.market.recordedIndex(`USD${quote}`);
    if (inverse && inverse.units > 0n) return { num: pow10(inverse.scale), den: inverse.units };
    return undefined;
  }

  /**
   * The mark price from the feeds (MarketService.markPrice: the index, never a trade of the
   * platform's own books); opening checks the instrument is enabled before it asks.
   */
  priceNow(symbol: string): PriceNow {
    const last = this.d.market.markPrice(symbol);
    if (!last || last.units <= 0n || last.units > BigInt(Number.MAX_SAFE_INTEGER))
      throw new Refusal('CONTRACT_NO_PRICE');
    return { ticks: Number(last.units), source: last.source, at: new Date(last.timeMs) };
  }

  /**
   * The mark a position opens at: as `priceNow`, and refused while it is stale (the feed stopped
   * during market hours), so nobody opens at a price the market has left behind.
   */
  priceToOpen(symbol: string): PriceNow {
    if (this.d.market.markPrice(symbol)?.stale) throw new Refusal('CONTRACT_NO_PRICE');
    return this.priceNow(symbol);
  }

  rateNow(r: InstrumentRules): Rate {
    const rate = this.rateOf(r.quote);
    if (!rate) throw new Refusal('CONTRACT_NO_PRICE');
    return rate;
  }

  /** Refuses while the instrument's market is closed, naming its hours. */
  assertOpen(symbol: string): void {
    const spec = this.d.market.specOf(symbol);
    if (!spec) throw new Refusal('CONTRACT_UNKNOWN_INSTRUMENT');
    if (!isTradingOpen(spec.hours, this.d.clock.nowMs()))
      throw new Refusal('CONTRACT_MARKET_CLOSED', { hours: hoursLabel(spec.hours) });
  }
}
