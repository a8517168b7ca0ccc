import { TriggerIndex } from '@platform/engine';

/**
 * The trigger index (packages/engine) with 100,000 open positions, each with a take-profit, a
 * stop-loss and a liquidation level, on a seeded random walk: every tick fires what it crosses,
 * the position closes (its other levels go) and a new one opens at the tick's price, so the
 * book stays at 100,000. The baseline scans every position on every tick; both must close the
 * same positions.
 */
export const POSITIONS = 100_000;
const TICKS = 20_000;
const MID = 1_000_000;

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

interface Position {
  long: boolean;
  tp: number;
  sl: number;
  liq: number;
}

/** A position opened at `price`: levels 0.5%-3% away, liquidation beyond the stop. */
function open(next: () => number, price: number): Position {
  const long = next() < 0.5;
  const tpGap = Math.ceil(price * (0.005 + next() * 0.025));
  const slGap = Math.ceil(price * (0.005 + next() * 0.025));
  const liqGap = slGap + Math.ceil(price * 0.01);
  return long
    ? { long, tp: price + tpGap, sl: price - slGap, liq: price - liqGap }
    : { long, tp: price - tpGap, sl: price + slGap, liq: price + liqGap };
}

function prices(seed: number): number[] {
  const next = random(seed);
  const out: number[] = [];
  let p = MID;
  for (let i = 0; i < TICKS; i++) {
    p += Math.round((next() - 0.5) * 400 + (MID - p) * 0.001);
    out.push(p);
  }
  return out;
}

const KINDS = 4;

function runIndex(path: readonly number[], seed: number) {
  const next = random(seed);
  const index = new TriggerIndex();
  const positions = new Map<number, Position>();
  let nextId = 1;
  const add = (price: number) => {
    const id = nextId++;
    const p = open(next, price);
    positions.set(id, p);
    index.add({ id: id * KINDS, direction: p.long ? 'above' : 'below', price: p.tp });
    index.add({ id: id * KINDS + 1, direction: p.long ? 'below' : 'above', price: p.sl });
    index.add({ id: id * KINDS + 2, direction: p.long ? 'below' : 'above', price: p.liq });
  };
  for (let i = 0; i < POSITIONS; i++) add(MID);
  const closed: number[] = [];
  const latencies: number[] = [];
  const start = performance.now();
  for (const price of path) {
    const t0 = performance.now();
    const hit = new Set<number>();
    for (const f of index.fire(price)) hit.add(Math.floor(f.id / KINDS));
    // Positions close in id order, as the scan finds them, so both open the same new ones.
    for (const id of [...hit].sort((a, b) => a - b)) {
      positions.delete(id);
      for (let k = 0; k < 3; k++) index.remove(id * KINDS + k);
      closed.push(id);
      add(price);
    }
    latencies.push(performance.now() - t0);
  }
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return { seconds, closed, p99Micros: (latencies[Math.floor(latencies.length * 0.99)] ?? 0) * 1000 };
}

function runScan(path: readonly number[], seed: number) {
  const next = random(seed);
  const positions = new Map<number, Position>();
  let nextId = 1;
  const add = (price: number) => positions.set(nextId++, open(next, price));
  for (let i = 0; i < POSITIONS; i++) add(MID);
  const closed: number[] = [];
  const start = performance.now();
  for (const price of path) {
    const hit: number[] = [];
    for (const [id, p] of positions) {
      const crossed = p.long
        ? price >= p.tp || price <= p.sl || price <= p.liq
        : price <= p.tp || price >= p.sl || price >= p.liq;
      if (crossed) hit.push(id);
    }
    for (const id of hit) {
      positions.delete(id);
      closed.push(id);
      add(price);
    }
  }
  return { seconds: (performance.now() - start) / 1000, closed };
}

export interface TriggerBenchResult {
  positions: number;
  ticks: number;
  indexTicksPerSecond: number;
  indexP99Micros: number;
  scanTicksPerSecond: number;
  ratio: number;
  closed: number;
  sameClosed: boolean;
}

export function benchTriggers(): TriggerBenchResult {
  const path = prices(7);
  const indexed = runIndex(path, 11);
  // The scan is slow: it runs a tenth of the ticks, from the same start.
  const scanPath = path.slice(0, TICKS / 10);
  const scanned = runScan(scanPath, 11);
  const indexedShort = runIndex(scanPath, 11);
  return {
    positions: POSITIONS,
    ticks: path.length,
    indexTicksPerSecond: path.length / indexed.seconds,
    indexP99Micros: indexed.p99Micros,
    scanTicksPerSecond: scanPath.length / scanned.seconds,
    ratio: path.length / indexed.seconds / (scanPath.length / scanned.seconds),
    closed: indexed.closed.length,
    sameClosed: indexedShort.closed.join() === scanned.closed.join(),
  };
}
