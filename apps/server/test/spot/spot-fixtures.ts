import { beforeAll } from 'vitest';
import type { App } from '../../src/app.ts';

/**
 * Widens the spot price bands to their widest (any price from one tick to twice the index) for a
 * test file whose orders rest at round prices far from the simulated index; the bands have tests
 * of their own (market/reference-prices.test.ts).
 */
export function useWideSpotBands(app: () => App): void {
  beforeAll(async () => {
    await app().services.settings.set('spot.priceBands', { limitPpm: 1_000_000, marketPpm: 1_000_000 });
  });
}
