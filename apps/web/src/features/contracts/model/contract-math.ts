import type { ContractDirection } from '@platform/contract';
import { PAR, type Rate, type Sizing } from '@platform/engine';
import { parseDecimal, pow10 } from '@platform/money';

/**
 * The money of a contract position before it is sent. The rules themselves (value, margin, fee,
 * P&L, liquidation, stop sides) are the engine's, the ones the server settles with, so the
 * figures on screen are the ones the ledger will use; here is only what reads them off the wire.
 */
export {
  estimateOpen,
  LOT_SCALE,
  liquidationPriceOf,
  marginOf,
  type OpenDraft,
  type OpenEstimate,
  onSide,
  openFeeOf,
  PAR,
  pnlOf,
  positionValue,
  type Rate,
  type Sizing,
  stopLossBeforeLiquidation,
  stopSides,
  USDT_SCALE,
} from '@platform/engine';

export type Direction = ContractDirection;

/** The sizing of an instrument from the wire, or null when its contract size is not a whole number. */
export function sizingOf(instrument: { price_scale: number; contract_size: string }): Sizing | null {
  const size = parseDecimal(instrument.contract_size, 0);
  if (!size.ok || size.units <= 0n) return null;
  return { priceScale: instrument.price_scale, contractSize: size.units };
}

/** A positive decimal from the wire as units of its own number of decimals: '151.520' is 151520 at 3. */
function ownUnits(text: string): { units: bigint; scale: number } | null {
  const scale = text.split('.')[1]?.length ?? 0;
  const parsed = parseDecimal(text, scale);
  return parsed.ok && parsed.units > 0n ? { units: parsed.units, scale } : null;
}

/**
 * The quote currency's rate to USD, as the server finds it: par for USD and USDT, else the last
 * price of `<QUOTE>USD`, else the inverse of `USD<QUOTE>`. Null when neither has a price, and
 * then the server refuses the order too.
 */
export function rateOf(quote: string, lastPrice: (symbol: string) => string | null): Rate | null {
  if (quote === 'USD' || quote === 'USDT') return PAR;
  const direct = lastPrice(`${quote}USD`);
  const d = direct === null ? null : ownUnits(direct);
  if (d) return { num: d.units, den: pow10(d.scale) };
  const inverse = lastPrice(`USD${quote}`);
  const i = inverse === null ? null : ownUnits(inverse);
  if (i) return { num: pow10(i.scale), den: i.units };
  return null;
}
