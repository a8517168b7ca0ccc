import { describe, expect, it } from 'vitest';
import {
  allowedLossOf,
  liquidationPriceOf,
  marginOf,
  marginShare,
  onSide,
  openFeeOf,
  PAR,
  pnlOf,
  positionValue,
  settlementOf,
  stopLossBeforeLiquidation,
  stoppedOut,
  stopSides,
} from './contract-maths.ts';

const usdt = (n: string) => BigInt(Math.round(Number(n) * 1_000_000));
const btcPerp = { priceScale: 1, contractSize: 1n };
const eurusd = { priceScale: 5, contractSize: 100_000n };
const usdjpy = { priceScale: 3, contractSize: 100_000n };
const gold = { priceScale: 2, contractSize: 100n };

describe('contract money rules', () => {
  it('0.10 lot of BTCUSDT-PERP at 67,280.0 is worth 6,728 USDT: 67.28 margin at 100x and a 3.364 fee at 0.05%', () => {
    const value = positionValue(672_800n, 10n, btcPerp, PAR, 'up');
    expect(value).toBe(usdt('6728'));
    expect(marginOf(value, 100)).toBe(usdt('67.28'));
    expect(openFeeOf(value, 500)).toBe(usdt('3.364'));
  });

  it('the long gains 72 USDT when BTC rises to 68,000.0 and is liquidated at 66,943.6 with a 50% stop-out', () => {
    expect(pnlOf('long', 672_800n, 680_000n, 10n, btcPerp, PAR)).toBe(usdt('72'));
    expect(pnlOf('short', 672_800n, 680_000n, 10n, btcPerp, PAR)).toBe(usdt('-72'));
    const margin = usdt('67.28');
    expect(allowedLossOf(margin, 500_000)).toBe(usdt('33.64'));
    expect(liquidationPriceOf('long', 672_800n, 10n, margin, 500_000, btcPerp, PAR)).toBe(669_436n);
    expect(liquidationPriceOf('short', 672_800n, 10n, margin, 500_000, btcPerp, PAR)).toBe(676_164n);
    expect(stoppedOut('long', 672_800n, 669_437n, 10n, margin, 500_000, btcPerp, PAR)).toBe(false);
    expect(stoppedOut('long', 672_800n, 669_436n, 10n, margin, 500_000, btcPerp, PAR)).toBe(true);
  });

  it('1 lot of EURUSD at 1.08520 is 108,520 USDT: 4,340.80 margin at 25x and a 10.852 fee at 0.01%', () => {
    const value = positionValue(108_520n, 100n, eurusd, PAR, 'up');
    expect(value).toBe(usdt('108520'));
    expect(marginOf(value, 25)).toBe(usdt('4340.8'));
    expect(openFeeOf(value, 100)).toBe(usdt('10.852'));
    // One pip (10 ticks) on a standard lot is 10 USDT.
    expect(pnlOf('long', 108_520n, 108_530n, 100n, eurusd, PAR)).toBe(usdt('10'));
  });

  it('1 lot of USDJPY is 100,000 USDT at any price, and 1.000 yen up pays 659.978880 USDT at 151.520', () => {
    const rate = { num: 1_000n, den: 151_520n };
    expect(positionValue(151_520n, 100n, usdjpy, rate, 'up')).toBe(usdt('100000'));
    expect(pnlOf('long', 151_520n, 152_520n, 100n, usdjpy, rate)).toBe(659_978_880n);
  });

  it('a short of 0.50 lot of gold at 2,351.40 (117,570 USDT) loses 2,430 USDT when gold reaches 2,400.00', () => {
    expect(positionValue(235_140n, 50n, gold, PAR, 'down')).toBe(usdt('117570'));
    expect(pnlOf('short', 235_140n, 240_000n, 50n, gold, PAR)).toBe(usdt('-2430'));
  });

  it('rounds a loss away from the user and a profit down, by at most one unit', () => {
    // 0.01 lot of gold: a tick is worth 0.01 USDT = 10,000 units; a third of a lot would not divide.
    const third = { priceScale: 2, contractSize: 1n };
    expect(pnlOf('long', 300n, 301n, 1n, third, { num: 1n, den: 3n })).toBe(33n);
    expect(pnlOf('long', 301n, 300n, 1n, third, { num: 1n, den: 3n })).toBe(-34n);
  });

  it('pays margin plus profit, and never takes more than the margin on a loss (the house absorbs the rest)', () => {
    expect(settlementOf(usdt('100'), usdt('50'))).toEqual({ payout: usdt('150'), house: usdt('-50') });
    expect(settlementOf(usdt('100'), usdt('-30'))).toEqual({ payout: usdt('70'), house: usdt('30') });
    expect(settlementOf(usdt('100'), usdt('-130'))).toEqual({ payout: 0n, house: usdt('100') });
  });

  it('a long at 1x with no stop-out has no liquidation price, and a stop-loss must come before liquidation', () => {
    const margin = positionValue(672_800n, 10n, btcPerp, PAR, 'up');
    expect(liquidationPriceOf('long', 672_800n, 10n, margin, 0, btcPerp, PAR)).toBeNull();
    expect(stopLossBeforeLiquidation('long', 670_000n, 669_436n)).toBe(true);
    expect(stopLossBeforeLiquidation('long', 669_000n, 669_436n)).toBe(false);
    expect(stopLossBeforeLiquidation('short', 676_000n, 676_164n)).toBe(true);
    expect(stopLossBeforeLiquidation('long', 1n, null)).toBe(true);
  });

  it('closing 1 of 3 lots takes a third of the margin, rounded down; closing all takes all of it', () => {
    expect(marginShare(100n, 100n, 300n)).toBe(33n);
    expect(marginShare(100n, 300n, 300n)).toBe(100n);
  });
});

describe('take-profit and stop-loss sides', () => {
  it.each([
    ['long', 'above', 'below'],
    ['short', 'below', 'above'],
  ] as const)('a %s takes profit %s and stops %s the price', (direction, tp, sl) => {
    expect(stopSides(direction)).toEqual({ takeProfit: tp, stopLoss: sl });
  });

  it('compares strictly', () => {
    expect(onSide(10n, 'above', 10n)).toBe(false);
    expect(onSide(11n, 'above', 10n)).toBe(true);
    expect(onSide(9n, 'below', 10n)).toBe(true);
  });
});
