import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { UNIT } from './model.ts';
import type { BasketComponentRow, BasketTexts } from './schema.ts';
import { baskets } from './schema.ts';

interface SeedBasket {
  risk: 'low' | 'balanced';
  components: BasketComponentRow[];
  managementFeePpm: number;
  subscriptionFeePpm: number;
  redemptionFeePpm: number;
  minAmount: string;
  maxAmount: string;
  texts: BasketTexts;
}

const SEED_FILE = fileURLToPath(new URL('./seed/baskets.json', import.meta.url));

/**
 * The two baskets a new platform starts with, written once when there are none; their NAV starts
 * at 1 USDT when every component first has a price. The operator edits or closes them.
 */
export async function seedBaskets(db: Db, clock: Clock): Promise<void> {
  const [row] = await db.select({ n: count() }).from(baskets);
  if ((row?.n ?? 0) > 0) return;
  const seeds = JSON.parse(readFileSync(SEED_FILE, 'utf8')) as SeedBasket[];
  const now = new Date(clock.nowMs());
  await db.insert(baskets).values(
    seeds.map((s) => ({
      risk: s.risk,
      texts: s.texts,
      components: s.components,
      baseNav: UNIT,
      managementFeePpm: s.managementFeePpm,
      subscriptionFeePpm: s.subscriptionFeePpm,
      redemptionFeePpm: s.redemptionFeePpm,
      minAmount: BigInt(s.minAmount) * UNIT,
      maxAmount: BigInt(s.maxAmount) * UNIT,
      status: 'open',
      updatedAt: now,
    })),
  );
}
