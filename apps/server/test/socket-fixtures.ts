import { once } from 'node:events';
import WebSocket from 'ws';

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
