import { ASSET_SCALES, isAsset } from '@platform/contract';
import { divRound, formatUnits, parseDecimal, parseUnits } from '@platform/money';
import { present } from '../../platform/assert.ts';
import type { SessionUser } from '../../platform/auth.ts';
import { Backoff, logJobFailure } from '../../platform/backoff.ts';
import type { Db } from '../../platform/db.ts';
import { Refusal } from '../../platform/refusal.ts';
import type { SettingsService } from '../../platform/settings.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { Book, Intent, LedgerService } from '../ledger/index.ts';
import type { MarketService } from '../market/index.ts';
import { makerLadderSizes } from './model.ts';
import type { SpotService } from './service.ts';

const PPM = 1_000_000n;
/** First pause of the refresh timer after a failed refresh; it doubles up to the maximum. */
const REFRESH_RETRY_MIN_MS = 1_000;
const REFRESH_RETRY_MAX_MS = 30_000;
const abs = (v: bigint) => (v < 0n ? -v : v);

/**
 * Both sides of a ladder around `ref`: the price of each level, nearest first, and its size,
 * growing with depth (see `makerLadderSizes`).
 */
function ladderOf(
  ref: bigint,
  config: { levels: number; spreadPpm: number; stepPpm: number },
  perLevelLots: bigint,
): Record<'buy' | 'sell', { ticks: bigint; lots: bigint }[]> {
  const bids: bigint[] = [];
  const asks: bigint[] = [];
  for (let level = 0; level < config.levels; level++) {
    const offset = BigInt(config.spreadPpm + level * config.stepPpm);
    // Bids round down and asks up, so no level is ever nearer the reference than asked.
    bids.push(divRound(ref * (PPM - offset), PPM, 'down'));
    asks.push(divRound(ref * (PPM + offset), PPM, 'up'));
  }
  const side = (ticks: bigint[]) => {
    const sizes = makerLadderSizes(perLevelLots, ticks);
    return ticks.map((t, i) => ({ ticks: t, lots: present(sizes[i], 'ladder size') }));
  };
  return { buy: side(bids), sell: side(asks) };
}

export interface MakerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The market maker (DESIGN.md section 6): a platform account, funded once from the house (the
 * demo book from the demo account), that keeps a ladder of ordinary limit orders on both sides
 * of each spot market around the feed price. A side it cannot pay for is left empty: with a low
 * balance it quotes less, never on credit.
 */
export class MarketMaker {
  private userId: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** Spaces refreshes after failures (the database unreachable). */
  private readonly retries = new Backoff(REFRESH_RETRY_MIN_MS, REFRESH_RETRY_MAX_MS);
  /** The reference price and settings each ladder was last placed with, per market and book. */
  private readonly centres = new Map<string, { ref: bigint; shape: string }>();

  constructor(
    private readonly d: {
      db: Db;
      accounts: AccountsService;
      ledger: LedgerService;
      market: MarketService;
      settings: SettingsService;
      spot: SpotService;
      log: MakerLog;
    },
  ) {}

  /** The maker's account, created and funded on first use. */
  async account(): Promise<number> {
    if (this.userId !== undefined) return this.userId;
    const userId = await this.d.accounts.serviceAccount('market-maker', 'Market maker');
    const { funding } = await this.d.settings.get('spot.maker');
    const intents: Intent[] = (['real', 'demo'] as const).flatMap((book) =>
      Object.entries(funding).flatMap(([asset, amount]) =>
        isAsset(asset)
          ? [
              {
                type: 'transfer' as const,
                key: `maker-funding:${book}:${asset}`,
                kind: 'maker-funding' as const,
                ref: { kind: 'user', id: String(userId) },
                book,
                asset,
                amount: parseUnits(amount, ASSET_SCALES[asset]),
                from: { system: book === 'real' ? ('house' as const) : ('demo' as const) },
                to: { user: userId, wallet: 'spot' as const },
              },
            ]
          : [],
      ),
    );
    await this.d.db.transaction((tx) => this.d.ledger.apply(tx, intents));
    this.userId = userId;
    return userId;
  }

  start(periodMs: number): void {
    if (periodMs <= 0) return;
    this.timer = setInterval(() => {
      if (!this.retries.ready()) return;
      this.running ??= this.refresh()
        .then(
          () => this.retries.succeeded(),
          (error: unknown) => logJobFailure(this.d.log, 'market maker refresh', error, this.retries.failed()),
        )
        .finally(() => {
          this.running = undefined;
        });
    }, periodMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Replaces the maker's quotes in every market of both books around the current feed price. */
  async refresh(): Promise<{ placed: number }> {
    const config = await this.d.settings.get('spot.maker');
    if (!config.enabled) return { placed: 0 };
    const userId = await this.account();
    let placed = 0;
    for (const market of await this.d.spot.markets()) {
      const quantity = config.quantities[market.symbol];
      const reference = this.d.market.indexPrice(market.symbol);
      if (!quantity || !reference || reference.scale !== market.price_scale) continue;
      // A size finer than the market's lot is no ladder the book could take.
      const perLevel = parseDecimal(quantity, market.quantity_scale);
      if (!perLevel.ok) {
        this.d.log.warn({ symbol: market.symbol, quantity }, 'market maker size finer than the market lot');
        continue;
      }
      const ref = reference.units;
      for (const book of ['real', 'demo'] as Book[]) {
        const user: SessionUser = { userId, sessionId: 0, kind: book === 'demo' ? 'demo' : 'real' };
        // A full ladder around a price that moved less than half a step stays as it is: no churn
        // of orders (and ledger lines) while nothing changes.
        const key = `${market.symbol}:${book}`;
        const shape = JSON.stringify([config.levels, config.spreadPpm, config.stepPpm, quantity]);
        const centre = this.centres.get(key);
        const full = this.d.spot.openOrderCount(user, market.symbol) === 2 * config.levels;
        const drift = centre === undefined ? PPM : (abs(ref - centre.ref) * PPM) / centre.ref;
        if (full && centre?.shape === shape && drift * 2n < BigInt(config.stepPpm)) continue;
        await this.d.spot.cancelAll(user, market.symbol);
        this.centres.set(key, { ref, shape });
        const sides = { buy: true, sell: true };
        const ladder = ladderOf(ref, config, perLevel.units);
        for (let level = 0; level < config.levels; level++) {
          for (const side of ['buy', 'sell'] as const) {
            const { ticks, lots } = ladder[side][level] ?? { ticks: 0n, lots: 0n };
            if (!sides[side] || ticks <= 0n || lots <= 0n) continue;
            try {
              await this.d.spot.place(user, {
                symbol: market.symbol,
                side,
                type: 'limit',
                price: formatUnits(ticks, market.price_scale),
                quantity: formatUnits(lots, market.quantity_scale),
                tif: 'GTC',
              });
              placed += 1;
            } catch (error) {
              // The database unreachable fails the whole refresh, to be tried again later.
              if (!(error instanceof Refusal) || error.reason === 'DATABASE_UNAVAILABLE') throw error;
              // Out of funds (or a rule refuses it): stop quoting this side until the next refresh.
              sides[side] = false;
              if (error.reason !== 'LEDGER_INSUFFICIENT_BALANCE')
                this.d.log.warn(
                  { symbol: market.symbol, reason: error.reason },
                  'market maker order refused',
                );
            }
          }
        }
      }
    }
    return { placed };
  }
}
