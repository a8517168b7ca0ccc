import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PairQuote, QuotesMessage } from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';
import { seedInstruments } from '../apps/server/src/modules/market/catalogue.ts';
import type { MarketService } from '../apps/server/src/modules/market/index.ts';
import { MarketGateway } from '../apps/server/src/modules/market/index.ts';
import { ManualClock } from '../apps/server/src/platform/clock.ts';

/**
 * Market-data fan-out (DESIGN.md section 9: >= 150k messages/s to 1,000 clients on one core).
 * The real path is MarketGateway.broadcast: a message serialised once, the same bytes written to
 * every socket. The naive loop serialises the same message again for each client. Both run in
 * this process against the same 1,000 clients, which live in a child process.
 */

export const FANOUT_CLIENTS = 1_000;
const ROUNDS = 300;
/** Rounds between yields to the event loop, so socket writes drain as they would in service. */
const ROUNDS_PER_YIELD = 5;
const DELIVERY_TIMEOUT_MS = 120_000;

/** A changed-quotes message as the service publishes it each second: twelve instruments. */
export function sampleMessage(): QuotesMessage {
  const data: PairQuote[] = seedInstruments()
    .slice(0, 12)
    .map((s, i) => ({
      symbol: s.symbol,
      last: `${1000 + i}.25`,
      bid: `${1000 + i}.24`,
      ask: `${1000 + i}.26`,
      open: `${990 + i}.00`,
      high: `${1010 + i}.50`,
      low: `${985 + i}.75`,
      change: '10.25',
      changePercent: '1.03',
      volume: '12345.678900',
      time: 1_767_657_600 + i,
      source: 'simulated',
    }));
  return { type: 'quotes', time: 1_767_657_600, simulated: true, full: false, data };
}

function ask<T>(child: ChildProcess, command: object, reply: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (m: { kind: string }) => {
      if (m.kind !== reply) return;
      child.off('message', onMessage);
      resolve(m as T);
    };
    child.on('message', onMessage);
    child.send(command);
  });
}

async function delivered(child: ChildProcess, expected: number): Promise<void> {
  const start = Date.now();
  for (;;) {
    const { received } = await ask<{ received: number }>(child, { kind: 'count' }, 'count');
    if (received >= expected) return;
    if (Date.now() - start > DELIVERY_TIMEOUT_MS)
      throw new Error(`only ${received} of ${expected} delivered`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

/** Sends ROUNDS messages to every client with `send` and measures delivered messages per second. */
async function measure(child: ChildProcess, send: () => void): Promise<number> {
  await ask(child, { kind: 'reset' }, 'reset');
  const start = process.hrtime.bigint();
  for (let round = 0; round < ROUNDS; round++) {
    send();
    if (round % ROUNDS_PER_YIELD === 0) await new Promise((r) => setImmediate(r));
  }
  await delivered(child, ROUNDS * FANOUT_CLIENTS);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return (ROUNDS * FANOUT_CLIENTS) / seconds;
}

export interface FanoutResult {
  clients: number;
  messageBytes: number;
  realPerSecond: number;
  naivePerSecond: number;
  ratio: number;
}

export async function benchMarketFanout(): Promise<FanoutResult> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await once(server, 'listening');
  const clock = new ManualClock();
  // The broadcast path needs no market data; subscriptions are not part of this benchmark.
  const gateway = new MarketGateway({} as MarketService, clock);
  const sockets: WebSocket[] = [];
  server.on('connection', (socket) => {
    sockets.push(socket);
    gateway.accept(socket, { query: {} } as FastifyRequest);
  });
  const here = path.dirname(fileURLToPath(import.meta.url));
  const child = fork(path.join(here, 'fanout-clients.ts'), { execArgv: ['--import', 'tsx'] });
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await ask(child, { kind: 'connect', url, clients: FANOUT_CLIENTS }, 'connected');
  const message = sampleMessage();
  const clients = [...Array.from({ length: FANOUT_CLIENTS }, (_, i) => sockets[i] as WebSocket)];
  const naive = () => {
    for (const socket of clients) socket.send(JSON.stringify(message));
  };
  const real = () => gateway.publishQuotes(message);
  // Warm both paths up before measuring; then alternate to even out noise.
  await measure(child, real);
  await measure(child, naive);
  const naivePerSecond = Math.max(await measure(child, naive), await measure(child, naive));
  const realPerSecond = Math.max(await measure(child, real), await measure(child, real));
  child.send({ kind: 'close' });
  server.close();
  return {
    clients: FANOUT_CLIENTS,
    messageBytes: Buffer.byteLength(JSON.stringify(message)),
    realPerSecond,
    naivePerSecond,
    ratio: realPerSecond / naivePerSecond,
  };
}
