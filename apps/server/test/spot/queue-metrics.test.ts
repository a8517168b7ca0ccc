import { describe, expect, it } from 'vitest';
import { post } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { fundedCustomer } from '../ledger-fixtures.ts';
import { holding, rt } from '../wallet/wallet-fixtures.ts';
import { useWideSpotBands } from './spot-fixtures.ts';

const QUEUE_MAX = 3;
const METRICS_TOKEN = 'metrics-token-for-the-test-0123456789';

/** The value of one sample of the metrics text, or 0 when it is absent. */
function sample(text: string, name: string, labels: string): number {
  const head = labels ? `${name}{${labels}} ` : `${name} `;
  const line = text.split('\n').find((l) => l.startsWith(head));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('a spot market under more orders than it queues', () => {
  const app = useTestApp({ spotQueueMax: QUEUE_MAX, metricsToken: METRICS_TOKEN });
  useWideSpotBands(app);

  const scrape = async (authorization?: string) =>
    app().server.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });

  it('refuses what does not fit in the queue at once as busy, counts it, and places the rest exactly', async () => {
    const buyer = await fundedCustomer(app(), { USDT: '100000' });
    const input = {
      symbol: 'BTCUSDT',
      tif: 'GTC',
      side: 'buy',
      type: 'limit',
      price: '100',
      quantity: '0.1',
    } as const;
    const first = await post(app(), 'placeSpotOrder', { ...input, rtoken: rt() }, { token: buyer.token });
    expect(first.code, JSON.stringify(first)).toBe(0);
    // Forty orders at once: three wait for the writer's next batch, the rest are refused at once.
    const user = { userId: buyer.uid, sessionId: 0, kind: 'real' as const };
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () =>
        app()
          .services.spot.place(user, { ...input, rtoken: rt() })
          .then(
            () => 'placed',
            (e: { reason?: string }) => e.reason ?? 'error',
          ),
      ),
    );
    const placed = [first, ...outcomes.filter((o) => o === 'placed')];
    const busy = outcomes.filter((o) => o !== 'placed');
    expect(placed).toHaveLength(1 + QUEUE_MAX);
    expect(new Set(busy)).toEqual(new Set(['SPOT_MARKET_BUSY']));
    // Each placed order froze 10.01 USDT (price x quantity with the fee); the refused froze nothing.
    const frozen = (placed.length * 10_010_000).toString().padStart(7, '0');
    expect(await holding(app(), buyer.token, 'spot', 'USDT')).toMatchObject({
      frozen: `${frozen.slice(0, -6)}.${frozen.slice(-6)}`,
    });

    const metrics = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    const text = metrics.body;
    expect(sample(text, 'kestrel_spot_orders_total', 'outcome="refused",reason="SPOT_MARKET_BUSY"')).toBe(
      busy.length,
    );
    expect(sample(text, 'kestrel_spot_orders_total', 'outcome="accepted",reason=""')).toBe(placed.length);
    expect(sample(text, 'kestrel_spot_batch_size_count', '')).toBeGreaterThan(0);
    expect(text).toContain('kestrel_spot_commit_seconds_bucket');
    expect(sample(text, 'kestrel_spot_queue_depth', 'market="BTCUSDT:real"')).toBe(0);
    expect(
      sample(text, 'kestrel_http_request_duration_seconds_count', 'action="placeSpotOrder",status="200"'),
    ).toBeGreaterThan(0);
  });

  it('answers a scrape only with the metrics token', async () => {
    expect((await scrape()).statusCode).toBe(403);
    expect((await scrape('Bearer wrong-token-of-the-same-sort-0123')).statusCode).toBe(403);
    expect((await scrape(`Bearer ${METRICS_TOKEN}`)).statusCode).toBe(200);
  });
});

describe('metrics without a token', () => {
  const app = useTestApp();
  useWideSpotBands(app);

  it('are served to a client on the same machine only', async () => {
    const local = await app().server.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain('kestrel_process_cpu_seconds_total');
    expect(local.body).toContain('\nkestrel_socket_clients 0\n');
    expect(local.body).toContain('\nkestrel_socket_dropped_slow_total 0\n');
    const remote = await app().server.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
    });
    expect(remote.statusCode).toBe(403);
  });
});
