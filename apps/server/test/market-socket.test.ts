import { once } from 'node:events';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { MarketGateway } from '../src/modules/market/index.ts';
import { ManualClock } from '../src/platform/clock.ts';
import { testConfig } from '../src/platform/config.ts';
import { useTestApp } from './helpers.ts';
import { ofType, type TestClient, until, useSocketClients } from './socket-fixtures.ts';

/** The market socket with real clients on loopback; the simulated feed is stepped by hand. */
const clock = new ManualClock(Date.parse('2026-01-06T15:00:00Z'));
const market = { ...testConfig().market, feeds: ['simulated'] as 'simulated'[], simTickMs: 0 };

describe('market socket at /ws', () => {
  const app = useTestApp({ market }, { clock });
  const { connect, url } = useSocketClients(app, '');

  const tick = () => {
    clock.advance(1000);
    app().services.market.simulatedFeed?.step();
    app().services.market.publish();
  };

  it('answers the hello of spec section 4 with a snapshot of every pair quote', async () => {
    for (let i = 0; i < 10; i++) tick();
    const c = await connect();
    c.ws.send(JSON.stringify({ main_type: 1, time: Math.floor(clock.nowMs() / 1000) }));
    await until(() => ofType(c, 'quotes').some((m) => m.full));
    const snapshot = ofType(c, 'quotes').find((m) => m.full) as unknown as {
      simulated: boolean;
      data: { symbol: string; source: string }[];
    };
    expect(snapshot.simulated).toBe(true);
    expect(snapshot.data.length).toBe(57);
    expect(snapshot.data.every((q) => q.source === 'simulated')).toBe(true);
    c.ws.send(JSON.stringify({ main_type: 'ping', time: 1 }));
    await until(() => ofType(c, 'pong').length === 1);
  });

  it('sends the same bytes of each quote list to every client', async () => {
    const a = await connect();
    const b = await connect();
    tick();
    await until(() => ofType(a, 'quotes').length > 0 && ofType(b, 'quotes').length > 0);
    const last = (c: TestClient) => c.raw.filter((r) => r.startsWith('{"type":"quotes"')).at(-1);
    expect(last(a)).toBe(last(b));
    expect(JSON.parse(last(a) ?? '{}').full).toBe(false);
  });

  it('streams kline updates to subscribers of that symbol and period only', async () => {
    const sub = await connect();
    const other = await connect('?kline=ETHUSDT:5m&quotes=0');
    sub.ws.send(
      JSON.stringify({ main_type: 'subscribe', channel: 'kline', symbol: 'BTCUSDT', period: '1m' }),
    );
    await until(() => ofType(sub, 'kline').length === 1);
    await until(() => ofType(other, 'kline').length === 1);
    for (let i = 0; i < 3; i++) tick();
    await until(() => ofType(sub, 'kline').length >= 3);
    expect(ofType(sub, 'kline').every((m) => m.symbol === 'BTCUSDT' && m.period === '1m')).toBe(true);
    expect(ofType(other, 'kline').every((m) => m.symbol === 'ETHUSDT' && m.period === '5m')).toBe(true);
    // A chart-only connection gets no quote lists.
    expect(ofType(other, 'quotes')).toEqual([]);
    const candle = ofType(sub, 'kline').at(-1)?.candle as { time: number; close: string };
    expect(candle.time % 60).toBe(0);
    expect(candle.close).toMatch(/^\d+\.\d{2}$/);
    sub.ws.send(
      JSON.stringify({ main_type: 'unsubscribe', channel: 'kline', symbol: 'BTCUSDT', period: '1m' }),
    );
    await new Promise((r) => setTimeout(r, 50));
    const count = ofType(sub, 'kline').length;
    tick();
    await until(() => ofType(sub, 'quotes').length > 1);
    expect(ofType(sub, 'kline').length).toBe(count);
  });

  it('answers malformed messages with an error and never disturbs other clients', async () => {
    const bad = await connect('?lang=hy');
    const good = await connect();
    for (const text of ['not json', '{"main_type":9}', '[]', '{"main_type":"subscribe","channel":"depth"}'])
      bad.ws.send(text);
    bad.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    await until(() => ofType(bad, 'error').length === 5);
    expect(ofType(bad, 'error')[0]).toEqual({
      type: 'error',
      reason: 'MARKET_SOCKET_MESSAGE_INVALID',
      message: '메시지를 이해할 수 없습니다.',
    });
    bad.ws.send(JSON.stringify({ main_type: 'subscribe', channel: 'kline', symbol: 'NOPE', period: '1m' }));
    bad.ws.send(
      JSON.stringify({ main_type: 'subscribe', channel: 'kline', symbol: 'BTCUSDT', period: '2h' }),
    );
    await until(() => ofType(bad, 'error').length === 7);
    expect(
      ofType(bad, 'error')
        .slice(5)
        .map((m) => m.reason),
    ).toEqual(['MARKET_UNKNOWN_SYMBOL', 'MARKET_UNKNOWN_PERIOD']);
    const before = { bad: ofType(bad, 'quotes').length, good: ofType(good, 'quotes').length };
    tick();
    await until(
      () => ofType(bad, 'quotes').length > before.bad && ofType(good, 'quotes').length > before.good,
    );
    expect(bad.ws.readyState).toBe(WebSocket.OPEN);
    expect(good.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('bounds the subscriptions of one connection', async () => {
    const c = await connect();
    const symbols = app()
      .services.market.enabledSpecs()
      .slice(0, 21)
      .map((s) => s.symbol);
    for (const symbol of symbols)
      c.ws.send(JSON.stringify({ main_type: 'subscribe', channel: 'kline', symbol, period: '1h' }));
    await until(() => ofType(c, 'error').length === 1);
    expect(ofType(c, 'error')[0]).toMatchObject({
      reason: 'MARKET_SUBSCRIPTIONS_TOO_MANY',
      message: 'You can follow at most 20 charts at once.',
    });
  });

  it('closes a client that sends an oversized message, and only that client', async () => {
    const big = await connect();
    const good = await connect();
    big.ws.send('x'.repeat(10_000));
    await big.closed;
    const before = ofType(good, 'quotes').length;
    tick();
    await until(() => ofType(good, 'quotes').length > before);
  });

  it('drops a client that stops reading once its buffer is over the limit', async () => {
    // A raw connection that completes the upgrade and then never reads another byte.
    const { port } = new URL(url().replace('ws', 'http'));
    const slow = net.connect(Number(port), '127.0.0.1');
    slow.write(
      'GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
    );
    await once(slow, 'data');
    slow.pause();
    const slowClosed = once(slow, 'close');
    const fast = await connect();
    const gateway = gatewayOf(app());
    const clientsBefore = gateway.clientCount;
    const payload = { ...app().services.market.quotesSnapshot(), padding: 'p'.repeat(64 * 1024) };
    // Bursts small enough for a reading client to drain between them.
    for (let round = 0; round < 1000 && gateway.droppedSlowCount === 0; round++) {
      for (let i = 0; i < 4; i++) gateway.publishQuotes(payload);
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(gateway.droppedSlowCount).toBe(1);
    expect(gateway.clientCount).toBe(clientsBefore - 1);
    slow.resume();
    await slowClosed;
    expect(fast.ws.readyState).toBe(WebSocket.OPEN);
    const count = fast.raw.length;
    tick();
    await until(() => fast.raw.length > count);
  }, 30_000);
});

/** The gateway the app built (the market service's publisher). */
function gatewayOf(app: { services: { market: unknown } }): MarketGateway {
  return (app.services.market as unknown as { publisher: MarketGateway }).publisher;
}
