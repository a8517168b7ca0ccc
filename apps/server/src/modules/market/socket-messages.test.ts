import { KLINE_PERIODS, type SocketServerMessage, socketServerMessage } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { seedInstruments } from './catalogue.ts';
import type { CandleState } from './model.ts';
import { klineMessageOf, quoteDto } from './present.ts';

/**
 * What the market socket sends is typed by the contract's schemas and not parsed on the send
 * path; these tests check that the builders' messages parse as the web app will parse them.
 */
const specs = seedInstruments();
const candle: CandleState = {
  openTimeMs: Date.parse('2026-01-06T15:00:00Z'),
  openUnits: 100n,
  highUnits: 120n,
  lowUnits: 90n,
  closeUnits: 110n,
  volumeUnits: 5n,
  tickCount: 3,
  source: 'simulated',
};

const parses = (message: SocketServerMessage) => {
  const parsed = socketServerMessage.safeParse(JSON.parse(JSON.stringify(message)));
  expect(parsed.error).toBeUndefined();
  expect(parsed.data).toEqual(message);
};

describe('market socket messages built by the server', () => {
  it('a quote list of every seeded instrument parses', () => {
    const data = specs.map((spec, i) =>
      quoteDto(
        spec,
        {
          lastUnits: 1_000n + BigInt(i),
          bidUnits: i % 2 === 0 ? null : 999n,
          askUnits: i % 2 === 0 ? null : 1_001n,
          timeMs: 1_767_711_600_000,
          source: 'simulated',
        },
        { openUnits: 900n, highUnits: 1_100n, lowUnits: 800n, volumeUnits: 7n },
      ),
    );
    expect(data.length).toBeGreaterThan(0);
    parses({ type: 'quotes', time: 1_767_711_600, simulated: true, full: true, data });
  });

  it.each(KLINE_PERIODS)('a kline message of period %s parses', (period) => {
    const spec = specs[0];
    if (!spec) throw new Error('the seeded catalogue is empty');
    parses(klineMessageOf(spec, period, candle));
  });
});
