import { describe, expect, it } from 'vitest';
import { ladderJitter, makerLadderSizes } from './model.ts';

const ladder = (first: bigint, stepTicks: bigint, levels: number) =>
  Array.from({ length: levels }, (_, i) => first - stepTicks * BigInt(i));

describe('the market maker ladder sizes', () => {
  it.each([
    { name: 'BTCUSDT, 8 levels of 0.05 (6 decimals)', perLevel: 50_000n, levels: 8 },
    { name: 'ETHUSDT, 8 levels of 0.8 (4 decimals)', perLevel: 8_000n, levels: 8 },
    { name: 'TRXUSDT, 20 levels of 20000 (whole coins)', perLevel: 20_000n, levels: 20 },
    { name: 'one level', perLevel: 123n, levels: 1 },
  ])(
    '$name: grow with depth, differ from level to level and stay within the funding',
    ({ perLevel, levels }) => {
      const ticks = ladder(6_726_400n, 2_690n, levels);
      const sizes = makerLadderSizes(perLevel, ticks);
      expect(sizes).toHaveLength(levels);
      for (let i = 1; i < levels; i++) expect(sizes[i]).toBeGreaterThan(sizes[i - 1] as bigint);
      expect(sizes.every((s) => s > 0n)).toBe(true);
      const total = sizes.reduce((a, b) => a + b, 0n);
      expect(total).toBeLessThanOrEqual(perLevel * BigInt(levels));
      // Rounding down loses less than one unit a level.
      expect(total).toBeGreaterThan(perLevel * BigInt(levels) - BigInt(levels));
      if (levels > 1) expect(new Set(sizes).size).toBe(levels);
    },
  );

  it('gives the same sizes for the same prices and other sizes when the prices move', () => {
    const ticks = ladder(6_726_400n, 2_690n, 8);
    expect(makerLadderSizes(50_000n, ticks)).toEqual(makerLadderSizes(50_000n, [...ticks]));
    const moved = ticks.map((t) => t + 1_000n);
    expect(makerLadderSizes(50_000n, moved)).not.toEqual(makerLadderSizes(50_000n, ticks));
  });

  it('keeps the jitter within 150 either way and spreads it over that range', () => {
    const seen = new Set<number>();
    for (let level = 0; level < 20; level++)
      for (let t = 1_000n; t < 1_200n; t++) {
        const j = ladderJitter(level, t);
        expect(Math.abs(j)).toBeLessThanOrEqual(150);
        seen.add(Math.sign(j));
      }
    expect(seen).toEqual(new Set([-1, 0, 1]));
  });
});
