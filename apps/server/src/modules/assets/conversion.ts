import { randomBytes } from 'node:crypto';
import type { ConvertQuote } from '@platform/contract';
import { formatUnits } from '@platform/money';
import { present } from '../../platform/assert.ts';
import { type Clock, seconds } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { fieldRefusal, Refusal } from '../../platform/refusal.ts';
import type { SettingsService } from '../../platform/settings.ts';
import { ASSET_SCALES, type Book, type LedgerService, recordTurnover } from '../ledger/index.ts';
import { amountOf, show } from './model.ts';
import { insertQuote, takeQuote } from './repo.ts';
import { convert, convertibleMin, type PriceSource, type UsdtPrice, usdtValue } from './valuation.ts';

/**
 * Conversion between two currencies of the spot account (spec section 2, /exchange; the
 * 'conversion' product): a quote fixes the price for a few seconds, and executing it moves both
 * currencies against the house in one posting.
 */
export class Conversion {
  constructor(
    private readonly d: {
      db: Db;
      clock: Clock;
      ledger: LedgerService;
      settings: SettingsService;
      prices: PriceSource;
    },
  ) {}

  /** A conversion price for the user's spot account, valid for the operator's quote seconds. */
  async quote(
    userId: number,
    book: Book,
    input: { from_asset: string; to_asset: string; amount: string },
  ): Promise<ConvertQuote> {
    if (input.from_asset === input.to_asset) throw new Refusal('WALLET_CONVERT_SAME_ASSET');
    const amount = amountOf(input.amount, input.from_asset);
    const fromPrice = this.d.prices.usdtPrice(input.from_asset);
    const toPrice = this.d.prices.usdtPrice(input.to_asset);
    if (!fromPrice || !toPrice) throw new Refusal('WALLET_PRICE_UNAVAILABLE');
    const [spreadPpm, validSeconds] = await Promise.all([
      this.d.settings.get('convert.spreadPpm'),
      this.d.settings.get('convert.quoteSeconds'),
    ]);
    const from = { scale: present(ASSET_SCALES[input.from_asset], 'scale of from_asset'), price: fromPrice };
    const to = { scale: present(ASSET_SCALES[input.to_asset], 'scale of to_asset'), price: toPrice };
    const result = convert(amount, from, to, spreadPpm);
    if (result.receive <= 0n) {
      const min = formatUnits(convertibleMin(from, to, spreadPpm), from.scale);
      throw fieldRefusal({ amount: { key: 'tooSmall', params: { min } } });
    }
    const nowMs = this.d.clock.nowMs();
    const id = randomBytes(16).toString('hex');
    const expiresAt = new Date(nowMs + validSeconds * 1000);
    const leg = (p: UsdtPrice) => ({
      symbol: p.symbol,
      price: formatUnits(p.units, p.scale),
      source: p.source,
      time_ms: p.timeMs,
    });
    await insertQuote(this.d.db, {
      id,
      userId,
      book,
      fromAsset: input.from_asset,
      toAsset: input.to_asset,
      amount,
      receive: result.receive,
      fee: result.fee,
      spreadPpm,
      usdt: usdtValue(amount, from.scale, fromPrice),
      prices: { from: leg(fromPrice), to: leg(toPrice) },
      createdAt: new Date(nowMs),
      expiresAt,
    });
    return {
      quote_id: id,
      from_asset: input.from_asset,
      to_asset: input.to_asset,
      amount: show(amount, input.from_asset),
      receive: show(result.receive, input.to_asset),
      rate: formatUnits(result.rate, 8),
      spread_ppm: spreadPpm,
      fee: show(result.fee, input.to_asset),
      expires_at: seconds(expiresAt),
    };
  }

  /**
   * Executes a quote once, before it expires, as one posting: the user's spot account pays the
   * source asset to the house and receives the target asset from it.
   */
  async convert(userId: number, book: Book, quoteId: string): Promise<{ posting_id: number }> {
    return this.d.db.transaction(async (tx) => {
      const now = new Date(this.d.clock.nowMs());
      const q = await takeQuote(tx, { id: quoteId, userId, book, at: now });
      if (!q || q.expiresAt.getTime() <= now.getTime()) throw new Refusal('WALLET_QUOTE_EXPIRED');
      const user = { user: userId, wallet: 'spot' } as const;
      const house = { system: 'house' } as const;
      const [result] = await this.d.ledger.apply(tx, [
        {
          type: 'exchange',
          key: `convert:${q.id}`,
          kind: 'convert',
          ref: { kind: 'quote', id: q.id },
          book,
          paid: { asset: q.fromAsset, amount: q.amount, from: user, to: house },
          received: { asset: q.toAsset, amount: q.receive, from: house, to: user },
        },
      ]);
      await recordTurnover(tx, book, [{ userId, source: 'convert', usdt: q.usdt, refId: q.id }], now);
      return { posting_id: present(present(result, 'applied conversion').postingId, 'conversion posting') };
    });
  }
}
