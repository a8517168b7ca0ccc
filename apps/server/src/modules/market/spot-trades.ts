import type { EventBus } from '../../platform/events.ts';
import type { MarketService } from './service.ts';

/**
 * Trades of the real spot books feed the candles and the last price like any other tick; the
 * demo books trade among virtual funds and move no price.
 */
export function followSpotTrades(bus: EventBus, market: MarketService): void {
  bus.subscribe('spot.batchCommitted', ({ market: m, trades }) => {
    if (m.book !== 'real') return;
    for (const t of trades)
      market.ingest({
        symbol: m.symbol,
        priceUnits: BigInt(t.priceTicks),
        bidUnits: null,
        askUnits: null,
        volumeUnits: BigInt(t.quantityLots),
        timeMs: t.time * 1000,
        source: 'spot',
      });
  });
}
