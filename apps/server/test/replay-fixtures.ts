import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import { ReplayFeed, readReplayFile } from '../src/modules/market/feeds/replay.ts';

/** One recorded tick, as a replay file holds it (price as text, time in milliseconds). */
export interface RecordedTick {
  symbol: string;
  price: string;
  time: number;
}

/**
 * Plays a recorded price path through the replay feed, as production plays a recording: the ticks
 * are written to a replay file, read back against the catalogue and delivered in time order.
 * Returns once every tick has been taken and the contract triggers they fired are settled.
 */
export async function playRecorded(app: App, ticks: readonly RecordedTick[]): Promise<void> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'recorded-path-')), 'path.jsonl');
  writeFileSync(file, ticks.map((t) => JSON.stringify(t)).join('\n'));
  const market = app.services.market;
  const recorded = readReplayFile(file, new Map(market.enabledSpecs().map((s) => [s.symbol, s])));
  expect(recorded.rejected).toBe(0);
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  await new ReplayFeed(recorded, 0, quiet).start(market);
  await app.services.contracts.idle();
}
