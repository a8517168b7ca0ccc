import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KLINE_PERIODS } from '@platform/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { marketCandles } from '../src/modules/market/schema.ts';
import { ManualClock } from '../src/platform/clock.ts';
import { testConfig } from '../src/platform/config.ts';
import { getAction, postAction, useTestApp } from './helpers.ts';

/**
 * Market data through the replay feed: recorded ticks cross the end of 2025 (every period but the
 * week changes bucket at once) and fill half an hour of ETH minutes for paging.
 */
const END_OF_YEAR = Date.parse('2025-12-31T23:59:00Z');
const BTC = [
  ['67000.00', 0, '0.5'],
  ['67100.50', 20_000, '0.25'],
  ['66950.25', 40_000, '1'],
  ['67020.00', 59_999, '0.125'],
  ['67200.00', 60_000, '2'],
  ['67150.75', 90_000, '0.5'],
  ['67300.10', 120_000, '0.3'],
] as const;
const ETH_START = Date.parse('2026-01-01T01:00:00Z');

function replayFile(): string {
  const lines = BTC.map(([price, offset, volume]) =>
    JSON.stringify({ symbol: 'BTCUSDT', price, volume, bid: price, ask: price, time: END_OF_YEAR + offset }),
  );
  for (let m = 0; m < 30; m++) {
    const price = (3400 + m).toFixed(2);
    lines.push(
      JSON.stringify({ symbol: 'ETHUSDT', price, volume: '1', time: ETH_START + m * 60_000 + 5_000 }),
    );
  }
  lines.push('{"symbol":"NOPEUSDT","price":"1","time":1}', 'garbage');
  const dir = mkdtempSync(path.join(tmpdir(), 'market-replay-'));
  const file = path.join(dir, 'ticks.jsonl');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

export const PUSH_TOKEN = 'push-token-for-tests-0123456789';
const clock = new ManualClock(Date.parse('2026-01-01T02:00:00Z'));
const market = {
  ...testConfig().market,
  feeds: ['replay', 'push'] as ('replay' | 'push')[],
  replayFile: replayFile(),
  replayIntervalMs: 0,
  pushToken: PUSH_TOKEN,
};

describe('market data through the replay feed', () => {
  const app = useTestApp({ market }, { clock });

  it('getCurrencyAll answers GET and POST silently with the catalogue and replayed quotes', async () => {
    for (const call of [getAction, postAction]) {
      const { body } = await call(app(), 'getCurrencyAll', { lang: 'jp' });
      expect(body).toMatchObject({ code: 7, event: 'getCurrencyAll', data: { simulated: false } });
      const items = body.data.items as { instrument: { symbol: string; name: string }; quote: unknown }[];
      expect(items.length).toBeGreaterThan(50);
      const btc = items.find((i) => i.instrument.symbol === 'BTCUSDT');
      expect(btc?.instrument.name).toBe('ビットコイン');
      expect(btc?.quote).toMatchObject({
        last: '67300.10',
        bid: '67300.10',
        source: 'replay',
        time: (END_OF_YEAR + 120_000) / 1000,
      });
      // Nothing drives gold here: no quote rather than an invented zero.
      expect(items.find((i) => i.instrument.symbol === 'XAUUSD')?.quote).toBeNull();
    }
  });

  it('gives 24-hour statistics from the ticks', async () => {
    const { body } = await getAction(app(), 'getMarketDetail', { symbol: 'BTCUSDT' });
    expect(body.data.quote).toMatchObject({
      open: '67000.00',
      high: '67300.10',
      low: '66950.25',
      change: '300.10',
      changePercent: '0.45',
      volume: '4.675000',
    });
    expect(body.data.instrument).toMatchObject({
      category: 'crypto',
      priceScale: 2,
      quantityScale: 6,
      hours: '24/7',
      open: true,
    });
  });

  it('filters by category, searches and pages the market list', async () => {
    const forex = await getAction(app(), 'getCurrencyAll', { category: 'forex' });
    expect(
      forex.body.data.items.every(
        (i: { instrument: { category: string } }) => i.instrument.category === 'forex',
      ),
    ).toBe(true);
    const page = await getAction(app(), 'getMarketList', { category: 'stock', page: 2, pageSize: 5 });
    expect(page.body.data).toMatchObject({ total: 12, page: 2, pageSize: 5 });
    expect(page.body.data.items).toHaveLength(5);
    const search = await getAction(app(), 'getMarketList', { search: '比特币', lang: 'zh' });
    expect(
      search.body.data.items.map((i: { instrument: { symbol: string } }) => i.instrument.symbol),
    ).toEqual(['BTCUSDT', 'BCHUSDT', 'BTCUSDT-PERP']);
    const tooBig = await getAction(app(), 'getMarketList', { pageSize: 101 });
    expect(tooBig.body).toMatchObject({ code: 400, reason: 'REQUEST_VALIDATION_FAILED' });
  });

  it('builds candles of every period across the end of the year, in UTC buckets', async () => {
    const expected: Record<string, number> = { '1m': 3, '1w': 1 };
    for (const period of KLINE_PERIODS) {
      const { body } = await getAction(app(), 'getKline', { symbol: 'BTCUSDT', period });
      expect(body.code, period).toBe(7);
      const candles = body.data.candles;
      expect(candles, period).toHaveLength(expected[period] ?? 2);
      if (period === '1w') {
        expect(candles[0]).toMatchObject({
          time: Date.parse('2025-12-29T00:00:00Z') / 1000,
          open: '67000.00',
          close: '67300.10',
        });
        continue;
      }
      const [before, after] = candles;
      if (period === '1m') expect(candles[2]).toMatchObject({ open: '67300.10', close: '67300.10' });
      expect(before, period).toMatchObject({
        open: '67000.00',
        high: '67100.50',
        low: '66950.25',
        close: '67020.00',
        volume: '1.875000',
      });
      expect(after, period).toMatchObject({
        time: Date.parse('2026-01-01T00:00:00Z') / 1000,
        open: '67200.00',
        close: period === '1m' ? '67150.75' : '67300.10',
      });
    }
  });

  it('writes candles in batches and reads the same history back from the database', async () => {
    const before = await getAction(app(), 'getKline', { symbol: 'ETHUSDT', period: '1m', limit: 1000 });
    await app().services.market.flush();
    const db = app().services.database.db;
    const [row] = await db
      .select({ n: count() })
      .from(marketCandles)
      .where(eq(marketCandles.symbol, 'ETHUSDT'));
    // 30 one-minute candles, 6 of five minutes, 2 of fifteen and one of each longer period.
    expect(row?.n).toBe(30 + 6 + 2 + 7);
    const after = await getAction(app(), 'getKline', { symbol: 'ETHUSDT', period: '1m', limit: 1000 });
    expect(after.body.data).toEqual(before.body.data);
    expect(after.body.data.candles).toHaveLength(30);
  });

  it('pages history backwards with `before`, without gaps or overlaps', async () => {
    const seen: number[] = [];
    let before: number | undefined;
    for (let i = 0; i < 5; i++) {
      const params: Record<string, string | number> = { symbol: 'ETHUSDT', period: '1m', limit: 12 };
      if (before !== undefined) params.before = before;
      const { body } = await getAction(app(), 'getKline', params);
      const times = body.data.candles.map((c: { time: number }) => c.time);
      seen.unshift(...times);
      before = body.data.next ?? undefined;
      if (body.data.next === null) break;
    }
    expect(seen).toHaveLength(30);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(30);
    expect(seen[0]).toBe(ETH_START / 1000);
  });

  it('refuses unknown symbols and periods and limits over the maximum', async () => {
    const unknown = await getAction(app(), 'getKline', { symbol: 'NOPEUSDT', period: '1m', lang: 'xby' });
    expect(unknown.body).toMatchObject({
      code: 404,
      reason: 'MARKET_UNKNOWN_SYMBOL',
      message: 'Este mercado no existe o no está disponible.',
    });
    const period = await getAction(app(), 'getKline', { symbol: 'BTCUSDT', period: '2m' });
    expect(period.body).toMatchObject({ code: 400, reason: 'REQUEST_VALIDATION_FAILED' });
    expect(period.body.data.fields.period).toBe('This option is not available.');
    const limit = await getAction(app(), 'getKline', { symbol: 'BTCUSDT', period: '1m', limit: 1001 });
    expect(limit.body.data.fields.limit).toBe('Must be at most 1,000.');
    const limitXby = await getAction(app(), 'getKline', {
      symbol: 'BTCUSDT',
      period: '1m',
      limit: 10001,
      lang: 'xby',
    });
    expect(limitXby.body.data.fields.limit).toBe('Debe ser como máximo 1000.');
    const max = await getAction(app(), 'getKline', { symbol: 'BTCUSDT', period: '1m', limit: 1000 });
    expect(max.body.code).toBe(7);
    const detail = await getAction(app(), 'getMarketDetail', { symbol: 'btc usdt' });
    expect(detail.body.data.fields.symbol).toBeDefined();
  });
});

async function push(
  app: ReturnType<ReturnType<typeof useTestApp>>,
  ticks: object[],
  token?: string,
  lang = 'en',
) {
  const res = await app.server.inject({
    method: 'POST',
    url: '/api/admin/pushMarketTicks',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { rtoken: 'rtok1234', lang, ticks },
  });
  return res.json();
}

describe('push feed', () => {
  const app = useTestApp({ market }, { clock });

  it('refuses callers without the service token, or with a wrong one', async () => {
    const tick = { symbol: 'XAUUSD', price: '2350.10' };
    expect(await push(app(), [tick])).toMatchObject({ code: 403, reason: 'MARKET_PUSH_FORBIDDEN' });
    expect(await push(app(), [tick], `${PUSH_TOKEN}x`)).toMatchObject({
      code: 403,
      reason: 'MARKET_PUSH_FORBIDDEN',
    });
    expect(await push(app(), [tick], 'short')).toMatchObject({ code: 403, reason: 'MARKET_PUSH_FORBIDDEN' });
  });

  it('takes ticks with the token and records their source and time', async () => {
    const body = await push(
      app(),
      [{ symbol: 'XAUUSD', price: '2350.10', bid: '2350.00', ask: '2350.20', volume: '1.5' }],
      PUSH_TOKEN,
    );
    expect(body).toMatchObject({ code: 7, data: { accepted: 1 } });
    const { body: detail } = await getAction(app(), 'getMarketDetail', { symbol: 'XAUUSD' });
    expect(detail.data.quote).toMatchObject({
      last: '2350.10',
      bid: '2350.00',
      ask: '2350.20',
      source: 'push',
      time: clock.nowMs() / 1000,
    });
  });

  it('refuses a batch with a bad tick and applies none of it', async () => {
    const good = { symbol: 'XAGUSD', price: '28.100' };
    const decimals = await push(app(), [good, { symbol: 'XAGUSD', price: '28.1234' }], PUSH_TOKEN, 'jp');
    expect(decimals).toMatchObject({ code: 400, reason: 'REQUEST_VALIDATION_FAILED' });
    expect(decimals.data.fields['ticks.1.price']).toBe('小数点以下の桁数が多すぎます。');
    const zero = await push(app(), [{ symbol: 'XAGUSD', price: '0.000' }], PUSH_TOKEN);
    expect(zero.data.fields['ticks.0.price']).toBe('Must be at least 0.001.');
    const negative = await push(app(), [{ symbol: 'XAGUSD', price: '-5' }], PUSH_TOKEN);
    expect(negative.data.fields['ticks.0.price']).toBe('Must be at least 0.001.');
    const unknown = await push(app(), [good, { symbol: 'NOPE', price: '1' }], PUSH_TOKEN);
    expect(unknown).toMatchObject({ code: 404, reason: 'MARKET_UNKNOWN_SYMBOL' });
    const { body } = await getAction(app(), 'getMarketDetail', { symbol: 'XAGUSD' });
    expect(body.data.quote).toBeNull();
  });

  it('refuses ticks for an instrument whose market is closed, and takes none of the batch', async () => {
    const saved = clock.nowMs();
    // Saturday 28 November 2026, 15:00 UTC: gold is closed, crypto trades.
    clock.set(Date.parse('2026-11-28T15:00:00Z'));
    try {
      const before = (await getAction(app(), 'getMarketDetail', { symbol: 'BTCUSDT' })).body.data.quote;
      const closed = await push(
        app(),
        [
          { symbol: 'BTCUSDT', price: '99999.00' },
          { symbol: 'XAUUSD', price: '2999.10' },
        ],
        PUSH_TOKEN,
      );
      expect(closed).toMatchObject({ code: 1, reason: 'MARKET_PUSH_CLOSED', data: { symbol: 'XAUUSD' } });
      expect(closed.message).toBe(
        'The market of XAUUSD is closed; its prices are taken again when it opens.',
      );
      const after = (await getAction(app(), 'getMarketDetail', { symbol: 'BTCUSDT' })).body.data.quote;
      expect(after?.last).toBe(before?.last);
      expect(await push(app(), [{ symbol: 'BTCUSDT', price: '67000.00' }], PUSH_TOKEN)).toMatchObject({
        code: 7,
      });
    } finally {
      clock.set(saved);
    }
  });

  it('refuses more ticks than one call may carry', async () => {
    const ticks = Array.from({ length: 501 }, () => ({ symbol: 'XAGUSD', price: '28.100' }));
    expect(await push(app(), ticks, PUSH_TOKEN)).toMatchObject({
      code: 400,
      reason: 'REQUEST_VALIDATION_FAILED',
    });
  });

  it('disables an instrument for the back office and hides it', async () => {
    const market = app().services.market;
    await market.setEnabled('KO', false);
    const { body } = await getAction(app(), 'getMarketDetail', { symbol: 'KO' });
    expect(body.reason).toBe('MARKET_UNKNOWN_SYMBOL');
    await market.edit('KO', { enabled: true, names: { en: 'The Coca-Cola Company' } });
    const again = await getAction(app(), 'getMarketDetail', { symbol: 'KO', lang: 'zh' });
    expect(again.body.data.instrument.name).toBe('The Coca-Cola Company');
  });
});
