import { CONTRACT_OPEN_MAX, SPOT_OPEN_ORDERS_MAX } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/platform/clock.ts';
import { get, post } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { fundedCustomer } from '../ledger-fixtures.ts';
import { useWideSpotBands } from '../spot/spot-fixtures.ts';
import { rt, setPrice } from '../wallet/wallet-fixtures.ts';

/**
 * A user may hold at most 200 open spot orders per market and 200 contract positions and
 * pending opens. The limits hold however many requests arrive at once: filled to 10 short of
 * the limit, a burst of 50 concurrent requests gets exactly 10 accepted.
 */

const ROOM = 10;
const BURST = 50;

/** Runs `n` calls, `width` at a time (filling up to the limit is not what is tested). */
async function inWaves<T>(n: number, width: number, call: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < n; start += width) {
    const wave = Array.from({ length: Math.min(width, n - start) }, (_, k) => call(start + k));
    out.push(...(await Promise.all(wave)));
  }
  return out;
}

const reasonsOf = (answers: { code: number; reason?: string }[]) => {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const key = a.code === 0 ? 'accepted' : (a.reason ?? String(a.code));
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

describe('open-order and open-position limits under concurrency', () => {
  const app = useTestApp();
  useWideSpotBands(app);

  it(`accepts exactly the room left of ${SPOT_OPEN_ORDERS_MAX} open spot orders from a concurrent burst`, async () => {
    const user = await fundedCustomer(app(), { USDT: '5000' });
    // Far below any price: every order rests. 0.1 BTC at 100 USDT is 10 USDT plus its fee.
    const order = () =>
      post(
        app(),
        'placeSpotOrder',
        { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '100', quantity: '0.1', rtoken: rt() },
        { token: user.token },
      );
    const filled = await inWaves(SPOT_OPEN_ORDERS_MAX - ROOM, 19, order);
    expect(reasonsOf(filled)).toEqual({ accepted: SPOT_OPEN_ORDERS_MAX - ROOM });
    const burst = await Promise.all(Array.from({ length: BURST }, order));
    expect(reasonsOf(burst)).toEqual({ accepted: ROOM, SPOT_TOO_MANY_OPEN: BURST - ROOM });
    const open = await get(
      app(),
      'spotOpenOrders',
      { symbol: 'BTCUSDT', pageSize: 1 },
      { token: user.token },
    );
    expect(open.data.total).toBe(SPOT_OPEN_ORDERS_MAX);
    expect(
      app().services.spot.openOrderCount({ userId: user.uid, sessionId: 0, kind: 'real' }, 'BTCUSDT'),
    ).toBe(SPOT_OPEN_ORDERS_MAX);
    // Another market has its own limit; an order that cannot rest is not limited.
    const other = await post(
      app(),
      'placeSpotOrder',
      { symbol: 'ETHUSDT', side: 'buy', type: 'limit', price: '100', quantity: '0.1', rtoken: rt() },
      { token: user.token },
    );
    expect(other.code, JSON.stringify(other)).toBe(0);
    await post(app(), 'cancelAllSpotOrders', {}, { token: user.token });
  });

  it('holds the spot limit for orders placed in-process, all in one batch (the market maker path)', async () => {
    const user = await fundedCustomer(app(), { USDT: '5000' });
    const session = { userId: user.uid, sessionId: 0, kind: 'real' as const };
    const order = () =>
      app()
        .services.spot.place(session, {
          symbol: 'TRXUSDT',
          side: 'buy',
          type: 'limit',
          price: '0.01',
          quantity: '1000',
          tif: 'GTC',
        })
        .then(
          () => ({ code: 0 }),
          (error: { reason?: string }) => ({ code: 1, reason: error.reason ?? String(error) }),
        );
    const filled = await inWaves(SPOT_OPEN_ORDERS_MAX - ROOM, 50, order);
    expect(reasonsOf(filled)).toEqual({ accepted: SPOT_OPEN_ORDERS_MAX - ROOM });
    const burst = await Promise.all(Array.from({ length: BURST }, order));
    expect(reasonsOf(burst)).toEqual({ accepted: ROOM, SPOT_TOO_MANY_OPEN: BURST - ROOM });
    expect(app().services.spot.openOrderCount(session, 'TRXUSDT')).toBe(SPOT_OPEN_ORDERS_MAX);
    await app().services.spot.cancelAll(session, 'TRXUSDT');
  });

  it(`accepts exactly the room left of ${CONTRACT_OPEN_MAX} positions and pending opens from a concurrent burst`, async () => {
    setPrice(app(), systemClock, 'BTCUSDT-PERP', 672_800n);
    const user = await fundedCustomer(app(), { USDT: '3000' }, 'contract');
    // 0.01 lot at 67,280.0 with 100x: 6.728 USDT margin and a 0.3364 fee each.
    const open = (i: number) =>
      post(
        app(),
        'openContract',
        {
          symbol: 'BTCUSDT-PERP',
          direction: 'long',
          lots: '0.01',
          leverage: 100,
          rtoken: rt(),
          // Every other one of the burst is a pending open: both count.
          ...(i % 2 === 1 ? { price: '60000' } : {}),
        },
        { token: user.token },
      );
    const filled = await inWaves(CONTRACT_OPEN_MAX - ROOM, 19, () => open(0));
    expect(reasonsOf(filled)).toEqual({ accepted: CONTRACT_OPEN_MAX - ROOM });
    const burst = await Promise.all(Array.from({ length: BURST }, (_, i) => open(i)));
    expect(reasonsOf(burst)).toEqual({ accepted: ROOM, CONTRACT_TOO_MANY_OPEN: BURST - ROOM });
    const positions = await get(app(), 'contractPositions', { pageSize: 1 }, { token: user.token });
    const pending = await get(app(), 'contractOrders', { pageSize: 1 }, { token: user.token });
    expect(positions.data.total + pending.data.total).toBe(CONTRACT_OPEN_MAX);
  });
});
