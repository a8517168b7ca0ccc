import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { EARN_ASSET } from './model.ts';
import type { EarnProductTexts } from './schema.ts';
import { earnProducts } from './schema.ts';

interface SeedProduct {
  tier: 'ai' | 'vip';
  termDays: number;
  dailyRatePpm: number;
  minAmount: string;
  maxAmount: string;
  capacity: string;
  penaltyMode: 'fixed' | 'daily';
  penaltyPpm: number;
  minKyc: string;
  texts: EarnProductTexts;
}

const SEED_FILE = fileURLToPath(new URL('./seed/products.json', import.meta.url));
const units = (whole: string) => BigInt(whole) * 1_000_000n;

/**
 * The escrow products a new platform starts with (the spec's terms: 7 days, a month, half a year,
 * a year), written once when there are none; the operator edits or closes them in the back
 * office. Their yields are promised only as far as the operator funds the reserve.
 */
export async function seedProducts(db: Db, clock: Clock): Promise<void> {
  const [row] = await db.select({ n: count() }).from(earnProducts);
  if ((row?.n ?? 0) > 0) return;
  const seeds = JSON.parse(readFileSync(SEED_FILE, 'utf8')) as SeedProduct[];
  const now = new Date(clock.nowMs());
  await db.insert(earnProducts).values(
    seeds.map((s) => ({
      tier: s.tier,
      texts: s.texts,
      asset: EARN_ASSET,
      termDays: s.termDays,
      dailyRatePpm: s.dailyRatePpm,
      minAmount: units(s.minAmount),
      maxAmount: units(s.maxAmount),
      capacity: units(s.capacity),
      penaltyMode: s.penaltyMode,
      penaltyPpm: s.penaltyPpm,
      minKyc: s.minKyc,
      status: 'open',
      updatedAt: now,
    })),
  );
}
