import { readFileSync } from 'node:fs';
import { parseDecimal } from '@platform/money';
import { z } from 'zod';
import type { InstrumentSpec, Tick } from '../model.ts';
import type { Feed, FeedLog, TickSink } from './feed.ts';

/** A replay file holds at most this many ticks; longer recordings are split. */
export const REPLAY_TICKS_MAX = 1_000_000;

const line = z.object({
  symbol: z.string(),
  price: z.string(),
  bid: z.string().optional(),
  ask: z.string().optional(),
  volume: z.string().optional(),
  time: z.number().int().positive().describe('milliseconds'),
});

/** A recorded decimal at `scale`, or undefined when the recording does not fit the instrument. */
function units(text: string | undefined, scale: number): bigint | null | undefined {
  if (text === undefined) return null;
  const parsed = parseDecimal(text, scale);
  return parsed.ok ? parsed.units : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Reads recorded ticks (JSON lines) into ticks of the known instruments, oldest first. */
export function readReplayFile(
  path: string,
  specs: ReadonlyMap<string, InstrumentSpec>,
): { ticks: Tick[]; rejected: number } {
  const ticks: Tick[] = [];
  let rejected = 0;
  const lines = readFileSync(path, 'utf8').split('\n').slice(0, REPLAY_TICKS_MAX);
  for (const text of lines) {
    if (text.trim() === '') continue;
    const parsed = line.safeParse(parseJson(text));
    const spec = parsed.success ? specs.get(parsed.data.symbol) : undefined;
    if (!parsed.success || !spec) {
      rejected += 1;
      continue;
    }
    const d = parsed.data;
    const price = units(d.price, spec.priceScale);
    const bid = units(d.bid, spec.priceScale);
    const ask = units(d.ask, spec.priceScale);
    const volume = units(d.volume ?? '0', spec.quantityScale);
    if (!price || price <= 0n || bid === undefined || ask === undefined || volume == null) {
      rejected += 1;
      continue;
    }
    ticks.push({
      symbol: spec.symbol,
      priceUnits: price,
      bidUnits: bid,
      askUnits: ask,
      volumeUnits: volume,
      timeMs: d.time,
      source: 'replay',
    });
  }
  ticks.sort((a, b) => a.timeMs - b.timeMs);
  return { ticks, rejected };
}

/**
 * Recorded ticks from a file, each keeping its recorded time. With an interval of 0 every tick is
 * delivered when the feed starts (tests); otherwise one tick per interval.
 */
export class ReplayFeed implements Feed {
  readonly source = 'replay' as const;
  private readonly symbols: Set<string>;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly recording: { ticks: Tick[]; rejected: number },
    private readonly intervalMs: number,
    private readonly log: FeedLog,
  ) {
    this.symbols = new Set(recording.ticks.map((t) => t.symbol));
  }

  claims(symbol: string): boolean {
    return this.symbols.has(symbol);
  }

  async start(sink: TickSink): Promise<void> {
    const { ticks, rejected } = this.recording;
    this.log.info({ ticks: ticks.length, rejected }, 'market replay feed loaded');
    if (this.intervalMs <= 0) {
      for (const tick of ticks) sink.ingest(tick);
      return;
    }
    let next = 0;
    this.timer = setInterval(() => {
      const tick = ticks[next++];
      if (tick) sink.ingest(tick);
      else clearInterval(this.timer);
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
  }
}
