import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { connectMarketSocket, type MarketSocket, type SocketLike } from './market-socket.ts';

/** A real WebSocket server on loopback that records what clients send. */
async function startServer() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const received: unknown[] = [];
  let connections = 0;
  wss.on('connection', (ws) => {
    connections += 1;
    ws.on('message', (raw) => received.push(JSON.parse(String(raw))));
  });
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  return { wss, url, received, connections: () => connections };
}

const until = async (predicate: () => boolean, timeoutMs = 3000) => {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

const createSocket = (url: string) => new WebSocket(url) as unknown as SocketLike;

describe('market socket client (spec section 4)', () => {
  let client: MarketSocket | undefined;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  afterEach(() => {
    client?.close();
    server?.wss.close();
  });

  it('sends main_type 1 with the time in seconds on open', async () => {
    server = await startServer();
    client = connectMarketSocket({
      url: server.url,
      createSocket,
      onMessage: () => {},
      nowMs: () => 1_700_000_123_456,
    });
    await until(() => server!.received.length > 0);
    expect(server.received[0]).toEqual({ main_type: 1, time: 1_700_000_123 });
  });

  it('sends its greetings after the hello on every connection', async () => {
    server = await startServer();
    client = connectMarketSocket({
      url: server.url,
      createSocket,
      onMessage: () => {},
      nowMs: () => 1_700_000_000_000,
      greetings: () => [{ main_type: 'auth', token: 't' }],
      reconnectMs: 20,
    });
    await until(() => server!.received.length >= 2);
    expect(server.received.slice(0, 2)).toEqual([
      { main_type: 1, time: 1_700_000_000 },
      { main_type: 'auth', token: 't' },
    ]);
    for (const ws of server.wss.clients) ws.close();
    await until(() => server!.received.length >= 4);
    expect(server.received[3]).toEqual({ main_type: 'auth', token: 't' });
  });

  it('stops presenting its session once the server says it ended, and says so once', async () => {
    server = await startServer();
    server.wss.on('connection', (ws) => {
      if (server!.connections() === 1)
        ws.send(JSON.stringify({ type: 'auth', code: 2000, reason: 'AUTH_RELOGIN_REQUIRED', message: 'm' }));
    });
    const ended: number[] = [];
    client = connectMarketSocket({
      url: server.url,
      createSocket,
      onMessage: () => {},
      nowMs: () => 1_700_000_000_000,
      greetings: () => [{ main_type: 'auth', token: 't' }],
      onSessionEnded: (code) => ended.push(code),
      reconnectMs: 20,
    });
    await until(() => ended.length === 1);
    expect(ended).toEqual([2000]);
    for (const ws of server.wss.clients) ws.close();
    await until(() => server!.connections() >= 2 && server!.received.length >= 3);
    await new Promise((r) => setTimeout(r, 50));
    // The hello and the first auth, then only the hello of the second connection.
    expect(server.received).toEqual([
      { main_type: 1, time: 1_700_000_000 },
      { main_type: 'auth', token: 't' },
      { main_type: 1, time: 1_700_000_000 },
    ]);
  });

  it('sends a heartbeat at the heartbeat interval', async () => {
    server = await startServer();
    client = connectMarketSocket({ url: server.url, createSocket, onMessage: () => {}, heartbeatMs: 50 });
    await until(() => server!.received.length >= 3);
    expect(server.received[1]).toMatchObject({ main_type: 'ping' });
  });

  it('hands over each message that parses, and skips and counts those that do not', async () => {
    server = await startServer();
    const seen: unknown[] = [];
    const pong = (time: number) => ({ type: 'pong', time });
    server.wss.on('connection', (ws) => {
      ws.send(JSON.stringify(pong(1)));
      ws.send('not json');
      ws.send(JSON.stringify([{ symbol: 'BTC/USDT', price: '1' }]));
      ws.send(JSON.stringify({ type: 'quotes', data: 'x' }));
      ws.send(JSON.stringify(pong(2)));
    });
    client = connectMarketSocket({ url: server.url, createSocket, onMessage: (q) => seen.push(q) });
    await until(() => seen.length === 2);
    expect(seen).toEqual([pong(1), pong(2)]);
    expect(client.current()).toEqual(pong(2));
    expect(client.ignoredCount()).toBe(3);
  });

  it('reconnects after the server closes the connection', async () => {
    server = await startServer();
    server.wss.on('connection', (ws) => {
      if (server!.connections() === 1) setTimeout(() => ws.close(), 20);
    });
    client = connectMarketSocket({ url: server.url, createSocket, onMessage: () => {}, reconnectMs: 30 });
    await until(() => server!.connections() >= 2);
    await until(
      () => server!.received.filter((m) => (m as { main_type: unknown }).main_type === 1).length >= 2,
    );
  });

  it('keeps retrying while the server is unreachable, then connects', async () => {
    const probe = await startServer();
    const url = probe.url;
    const port = Number(new URL(url).port);
    await new Promise<void>((r) => probe.wss.close(() => r()));
    client = connectMarketSocket({ url, createSocket, onMessage: () => {}, reconnectMs: 30 });
    await new Promise((r) => setTimeout(r, 100));
    const wss = new WebSocketServer({ port, host: '127.0.0.1' });
    let connected = false;
    wss.on('connection', () => {
      connected = true;
    });
    await until(() => connected);
    client.close();
    wss.close();
  });

  it('stops for good when closed', async () => {
    server = await startServer();
    client = connectMarketSocket({ url: server.url, createSocket, onMessage: () => {}, reconnectMs: 10 });
    await until(() => server!.connections() === 1);
    client.close();
    await new Promise((r) => setTimeout(r, 100));
    expect(server.connections()).toBe(1);
  });
});
