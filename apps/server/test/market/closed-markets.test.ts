import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { testConfig } from '../../src/platform/config.ts';
import { getAction } from '../helpers.ts';

/** Saturday 28 November 2026, 12:00 UTC: forex, metals, stocks and ETFs are closed. */
const SATURDAY = Date.parse('2026-11-28T12:00:00Z');
/** Forex closed on Friday 17:00 New York (22:00 UTC) and opens on Sunday 17:00 (22:00 UTC). */
const FOREX_CLOSED = Date.parse('2026-11-27T22:00:00Z');
const FOREX_OPENS = Date.parse('2026-11-29T22:00:00Z');
/** The New York exchanges open on Monday 09:30 (14:30 UTC). */
const STOCKS_OPEN = Date.parse('2026-11-30T14:30:00Z');

interface Item {
  instrument: { symbol: string; open: boolean; nextOpen: number | null };
  quote: { last: string; time: number } | null;
}

/**
 * A closed market keeps its last price: a platform first started on a weekend generates history
 * that ends at Friday's close (no minute candles near it), and after a restart with no feed
 * driving forex the price comes back from the newest stored candle, with its time, and the
 * instrument says when its market opens.
 */
describe.skipIf(process.env.TEST_DATABASE_URL)('closed markets across a restart (PGlite on disk)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'closed-markets-'));
  const clock = new ManualClock(SATURDAY);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // The first start copies the migrated template; the restart opens what the first one left.
  const start = (feeds: ('simulated' | 'push')[], backfill: number, template?: string) =>
    buildApp(
      testConfig({
        dataDir,
        pgliteTemplate: template,
        market: { ...testConfig().market, feeds, simTickMs: 0, simBackfillCandles: backfill },
      }),
      { clock },
    );

  it('shows the last close with its time and the next opening after a restart', async () => {
    const first = await start(['simulated'], 30, inject('pgliteTemplate') || undefined);
    const before = (await getAction(first, 'getCurrencyAll', { category: 'forex' })).body.data
      .items as Item[];
    await first.services.market.flush();
    await first.server.close();

    const second = await start(['push'], 0);
    try {
      const forex = (await getAction(second, 'getCurrencyAll', { category: 'forex' })).body.data
        .items as Item[];
      expect(forex.length).toBeGreaterThan(0);
      for (const item of forex) {
        const { symbol } = item.instrument;
        expect(item.instrument, symbol).toMatchObject({ open: false, nextOpen: FOREX_OPENS / 1000 });
        expect(item.quote, symbol).not.toBeNull();
        // The price is Friday's last close, from before the market closed, as before the restart.
        expect(item.quote?.time, symbol).toBeLessThan(FOREX_CLOSED / 1000);
        expect(item.quote, symbol).toMatchObject({
          last: before.find((b) => b.instrument.symbol === symbol)?.quote?.last,
        });
        const kline = await getAction(second, 'getKline', { symbol, period: '1h' });
        expect(kline.body.data.candles.at(-1).close, symbol).toBe(item.quote?.last);
      }
      const detail = (await getAction(second, 'getMarketDetail', { symbol: 'AAPL' })).body.data as Item;
      expect(detail.instrument).toMatchObject({ open: false, nextOpen: STOCKS_OPEN / 1000 });
      expect(detail.quote?.time).toBeLessThan(SATURDAY / 1000);
      const btc = (await getAction(second, 'getMarketDetail', { symbol: 'BTCUSDT' })).body.data as Item;
      expect(btc.instrument).toMatchObject({ open: true, nextOpen: null });
    } finally {
      await second.server.close();
    }
  }, 120_000);
});
