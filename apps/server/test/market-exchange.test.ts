import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { seedInstruments } from '../src/modules/market/catalogue.ts';
import { ExchangeFeed } from '../src/modules/market/feeds/exchange.ts';
import type { Tick } from '../src/modules/market/model.ts';
import { ManualClock } from '../src/platform/clock.ts';
import { ROOT_DIR, testConfig } from '../src/platform/config.ts';
import { getAction, useTestApp } from './helpers.ts';

/** Recorded frames of an exchange's public stream, replayed by a local WebSocket server. */
const FRAMES = readFileSync(
  path.join(ROOT_DIR, 'apps/server/src/modules/market/fixtures/exchange-frames.jsonl'),
  'utf8',
)
  .split('\n')
  .filter((l) => l.length > 0);

const until = async (predicate: () => boolean | Promise<boolean>, timeoutMs = 5000) => {
  const start = Date.now();
  while (!(await predicate())) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
const requested: string[] = [];
server.on('connection', (socket, request) => {
  requested.push(request.url ?? '');
  for (const frame of FRAMES) socket.send(frame);
});
const exchangeUrl = async () => {
  if (!server.address()) await once(server, 'listening');
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}/stream`;
};

afterAll(() => server.close());

describe('exchange adapter', () => {
  it('turns trade frames into ticks with the last book quote, and refuses frames that do not fit', async () => {
    const crypto = seedInstruments().filter((s) => s.category === 'crypto');
    const log = { info: () => {}, warn: () => {} };
    const feed = new ExchangeFeed({ url: await exchangeUrl(), instruments: crypto, log });
    const ticks: Tick[] = [];
    await feed.start({ ingest: (t) => ticks.push(t) > 0 });
    await until(() => ticks.length === 5);
    await feed.stop();
    expect(ticks[0]).toEqual({
      symbol: 'BTCUSDT',
      priceUnits: 6_725_011n,
      bidUnits: 6_725_010n,
      askUnits: 6_725_011n,
      volumeUnits: 10_000n,
      timeMs: 1_767_657_600_000,
      source: 'exchange',
    });
    expect(ticks.map((t) => t.symbol)).toEqual(['BTCUSDT', 'BTCUSDT', 'BTCUSDT', 'BTCUSDT', 'ETHUSDT']);
    // A price with more decimals than the instrument, a line that is not JSON, an unknown pair.
    expect(feed.rejectedCount).toBe(3);
    const url = new URL(`ws://x${requested.at(-1)}`);
    expect(url.searchParams.get('streams')?.split('/')).toContain('btcusdt@aggTrade');
    expect(url.searchParams.get('streams')?.split('/')).toContain('ethusdt@bookTicker');
  });
});

describe('exchange feed in the platform', () => {
  const clock = new ManualClock(Date.parse('2026-01-06T15:00:00Z'));
  const config = {
    ...testConfig().market,
    feeds: ['exchange', 'simulated'] as ('exchange' | 'simulated')[],
    simTickMs: 0,
  };
  const holder: { url?: string } = {};
  beforeAll(async () => {
    holder.url = await exchangeUrl();
    config.exchangeUrl = holder.url;
  });
  const app = useTestApp({ market: config }, { clock });

  it('drives crypto from the exchange and everything else from the simulation', async () => {
    await until(
      async () => (await getAction(app(), 'getMarketDetail', { symbol: 'ETHUSDT' })).body.data.quote !== null,
    );
    const btc = await getAction(app(), 'getMarketDetail', { symbol: 'BTCUSDT' });
    expect(btc.body.data.quote).toMatchObject({
      last: '67253.20',
      bid: '67250.10',
      ask: '67250.11',
      source: 'exchange',
    });
    app().services.market.simulatedFeed?.step();
    const all = await getAction(app(), 'getCurrencyAll', {});
    const bySymbol = new Map(
      all.body.data.items.map((i: { instrument: { symbol: string }; quote: unknown }) => [
        i.instrument.symbol,
        i.quote,
      ]),
    );
    // The exchange claims every crypto spot pair, even those without frames yet; the rest is simulated.
    expect(bySymbol.get('XRPUSDT')).toBeNull();
    expect(bySymbol.get('EURUSD')).toMatchObject({ source: 'simulated' });
    expect(all.body.data.simulated).toBe(true);
  });
});
