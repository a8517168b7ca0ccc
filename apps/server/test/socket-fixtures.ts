import { once } from 'node:events';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import type { App } from '../src/app.ts';

/** A real WebSocket client of the market socket, keeping every message it receives. */
export interface TestClient {
  ws: WebSocket;
  raw: string[];
  messages: { type: string; [k: string]: unknown }[];
  closed: Promise<unknown>;
}

/** Waits (polling every 10 ms) until the condition holds, or fails after the timeout. */
export async function until(predicate: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Connects to `${url}/ws${query}` and records the client in `clients` (to close them after the tests). */
export async function connectClient(url: string, query: string, clients: TestClient[]): Promise<TestClient> {
  const ws = new WebSocket(`${url}/ws${query}`);
  const client: TestClient = { ws, raw: [], messages: [], closed: once(ws, 'close') };
  ws.on('message', (data) => {
    client.raw.push(String(data));
    client.messages.push(JSON.parse(String(data)));
  });
  await once(ws, 'open');
  clients.push(client);
  return client;
}

export const ofType = (c: TestClient, type: string) => c.messages.filter((m) => m.type === type);

/**
 * Serves the test app on loopback for the tests of a describe block and gives them clients of
 * its socket (`connect(query)`), all closed afterwards; `url()` is the socket's base address.
 */
export function useSocketClients(app: () => App, defaultQuery = '') {
  let url = '';
  const clients: TestClient[] = [];
  beforeAll(async () => {
    const address = await app().server.listen({ host: '127.0.0.1', port: 0 });
    url = address.replace('http', 'ws');
  });
  afterAll(() => {
    for (const c of clients) c.ws.terminate();
  });
  return { connect: (query = defaultQuery) => connectClient(url, query, clients), url: () => url };
}
