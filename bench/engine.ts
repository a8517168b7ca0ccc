import { type NewOrder, OrderBook } from '@platform/engine';
import { OrderBook as ReferenceLob, Side } from 'nodejs-order-book';

/**
 * The matching engine (packages/engine) against the npm package nodejs-order-book on the same
 * seeded stream of limit orders, market orders and cancels, checked to end with the same book
 * and the same traded volume; and the engine alone on a stationary book with cancels.
 */

/** A small seeded generator (mulberry32): the same seed gives the same stream in every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Command =
  | { kind: 'limit'; id: number; side: 'buy' | 'sell'; price: number; size: number }
  | { kind: 'market'; id: number; side: 'buy' | 'sell'; size: number }
  | { kind: 'cancel'; id: number };

const MID = 10_000;

/** Limit orders around a mid price, some market orders, and cancels of earlier orders. */
export function stream(seed: number, count: number): Command[] {
  const next = random(seed);
  const out: Command[] = [];
  for (let i = 1; i <= count; i++) {
    const r = next();
    const side = next() < 0.5 ? 'buy' : 'sell';
    const size = 1 + Math.floor(next() * 100);
    if (r < 0.6) {
      // Mostly non-crossing, some crossing by a few ticks.
      const offset = Math.floor(next() * 60) - 8;
      out.push({ kind: 'limit', id: i, side, price: side === 'buy' ? MID - offset : MID + offset, size });
    } else if (r < 0.7) out.push({ kind: 'market', id: i, side, size });
    else out.push({ kind: 'cancel', id: Math.max(1, i - 1 - Math.floor(next() * 200)) });
  }
  return out;
}

interface RunResult {
  seconds: number;
  /** Placed quantity that neither rests, nor was cancelled, nor went unfilled: what traded. */
  traded: number;
  depth: string;
}

function runEngine(commands: readonly Command[]): RunResult {
  const book = new OrderBook();
  let placed = 0;
  let dropped = 0;
  const start = performance.now();
  for (const c of commands) {
    if (c.kind === 'cancel') {
      const gone = book.cancel(c.id);
      if (gone) dropped += gone.remaining;
      continue;
    }
    placed += c.size;
    // Every order has its own owner, as in the other book, so self-trade prevention never acts.
    const order: NewOrder =
      c.kind === 'limit'
        ? { type: 'limit', id: c.id, owner: c.id, side: c.side, price: c.price, quantity: c.size, tif: 'GTC' }
        : {
            type: 'market',
            id: c.id,
            owner: c.id,
            side: c.side,
            quantity: c.size,
            protection: c.side === 'buy' ? 2 ** 40 : 1,
          };
    const out = book.place(order);
    if (out.status !== 'resting') dropped += out.remaining;
  }
  const seconds = (performance.now() - start) / 1000;
  const resting = book.snapshot().reduce((sum, o) => sum + o.remaining, 0);
  const depth = JSON.stringify([book.depth('buy', 1_000_000), book.depth('sell', 1_000_000)]);
  return { seconds, traded: placed - dropped - resting, depth };
}

function runReference(commands: readonly Command[]): RunResult {
  const book = new ReferenceLob();
  let placed = 0;
  let dropped = 0;
  const start = performance.now();
  for (const c of commands) {
    if (c.kind === 'cancel') {
      const gone = book.cancel(String(c.id));
      if (gone?.order) dropped += gone.order.size;
      continue;
    }
    placed += c.size;
    const side = c.side === 'buy' ? Side.BUY : Side.SELL;
    if (c.kind === 'limit') book.limit({ side, id: String(c.id), size: c.size, price: c.price });
    else dropped += book.market({ side, size: c.size }).quantityLeft;
  }
  const seconds = (performance.now() - start) / 1000;
  const snapshot = book.snapshot();
  const levels = (side: typeof snapshot.bids) =>
    side.map((l) => [l.price, l.orders.reduce((sum, o) => sum + o.size, 0)] as [number, number]);
  const bids = levels(snapshot.bids).sort((a, b) => b[0] - a[0]);
  const asks = levels(snapshot.asks).sort((a, b) => a[0] - b[0]);
  const resting = [...bids, ...asks].reduce((sum, l) => sum + l[1], 0);
  return { seconds, traded: placed - dropped - resting, depth: JSON.stringify([bids, asks]) };
}

export interface EngineComparison {
  commands: number;
  enginePerSecond: number;
  referencePerSecond: number;
  ratio: number;
  traded: number;
  sameResult: boolean;
}

export function benchEngineComparison(count = 300_000, seed = 20_261_122): EngineComparison {
  const commands = stream(seed, count);
  // A warm-up pass of each, so both are measured with optimised code.
  runEngine(commands.slice(0, 50_000));
  runReference(commands.slice(0, 50_000));
  const engine = runEngine(commands);
  const reference = runReference(commands);
  return {
    commands: count,
    enginePerSecond: count / engine.seconds,
    referencePerSecond: count / reference.seconds,
    ratio: reference.seconds / engine.seconds,
    traded: engine.traded,
    sameResult: engine.traded === reference.traded && engine.depth === reference.depth,
  };
}

export interface StationaryResult {
  opsPerSecond: number;
  p50Micros: number;
  p99Micros: number;
  resting: number;
}

/**
 * A book of `resting` orders that stays the same size: each step cancels a random resting order
 * and places a new one that does not cross. Throughput is timed over the whole run; latency per
 * operation in a second run (timing every call costs time itself).
 */
export function benchStationary(resting = 10_000, ops = 1_000_000, seed = 7): StationaryResult {
  const next = random(seed);
  const book = new OrderBook();
  const live: number[] = [];
  let id = 0;
  const add = () => {
    id += 1;
    const buy = next() < 0.5;
    const offset = 1 + Math.floor(next() * 500);
    book.place({
      type: 'limit',
      id,
      owner: 1 + (id % 50),
      side: buy ? 'buy' : 'sell',
      price: buy ? MID - offset : MID + offset,
      quantity: 1 + Math.floor(next() * 100),
      tif: 'GTC',
    });
    live.push(id);
  };
  const step = () => {
    const at = Math.floor(next() * live.length);
    const victim = live[at] as number;
    live[at] = live[live.length - 1] as number;
    live.pop();
    book.cancel(victim);
    add();
  };
  for (let i = 0; i < resting; i++) add();
  for (let i = 0; i < 100_000; i++) step();
  let start = performance.now();
  for (let i = 0; i < ops / 2; i++) step();
  const opsPerSecond = ops / ((performance.now() - start) / 1000);
  const samples = new Float64Array(200_000);
  for (let i = 0; i < samples.length; i++) {
    start = performance.now();
    step();
    samples[i] = (performance.now() - start) * 1000;
  }
  samples.sort();
  // Each sample is one cancel plus one place: two operations.
  const at = (q: number) => (samples[Math.floor(samples.length * q)] ?? 0) / 2;
  return { opsPerSecond, p50Micros: at(0.5), p99Micros: at(0.99), resting: book.size };
}
