import { describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db.ts';
import type { Tick } from '../market/index.ts';
import { FixedTermMarks } from './marks.ts';

const tick = (timeMs: number): Tick => ({
  symbol: 'BTCUSDT',
  priceUnits: 6_725_000n,
  bidUnits: null,
  askUnits: null,
  volumeUnits: 0n,
  timeMs,
  source: 'push',
});

/** Marks whose open orders are read through a promise the test settles, as a slow query would. */
function marksWithOpenOrders() {
  let answer: (symbols: string[]) => void = () => {};
  const marks = new FixedTermMarks({} as Db, () => new Promise<string[]>((resolve) => (answer = resolve)));
  return { marks, answer: (symbols: string[]) => answer(symbols) };
}

/** The symbols whose marks are kept: a tick of each is recorded only while it is watched. */
function keeps(marks: FixedTermMarks, at: number): boolean {
  marks.record(tick(at));
  return (marks as unknown as { waiting: Map<string, unknown> }).waiting.has(
    `BTCUSDT|${Math.floor(at / 1000)}`,
  );
}

describe('fixed-term marks', () => {
  it('keeps the marks of an order whose placement commits while a settlement run reads the open orders', async () => {
    const { marks, answer } = marksWithOpenOrders();
    const release = marks.hold('BTCUSDT');
    // The run reads the open orders before the placement commits: it sees none.
    const forgetting = marks.forgetIdle();
    release();
    answer([]);
    await forgetting;
    expect(keeps(marks, 1_000)).toBe(true);
  });

  it('keeps the marks while a placement is under way', async () => {
    const { marks, answer } = marksWithOpenOrders();
    marks.hold('BTCUSDT');
    const forgetting = marks.forgetIdle();
    answer([]);
    await forgetting;
    expect(keeps(marks, 2_000)).toBe(true);
  });

  it('forgets an instrument once a run that started after its last placement finds no open order', async () => {
    const { marks, answer } = marksWithOpenOrders();
    marks.hold('BTCUSDT')();
    const forgetting = marks.forgetIdle();
    answer([]);
    await forgetting;
    expect(keeps(marks, 3_000)).toBe(false);
  });
});
