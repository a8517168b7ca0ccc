import type { SpotMarket } from '@platform/contract';

/** Markets as the server lists them by default (BTC ticks of 0.01 and lots of 0.000001). */
export const BTCUSDT: SpotMarket = {
  symbol: 'BTCUSDT',
  base: 'BTC',
  quote: 'USDT',
  price_scale: 2,
  quantity_scale: 6,
  min_quantity: '0.00001',
  max_quantity: '100',
  min_notional: '5',
  max_notional: '5000000',
  maker_fee_ppm: 1_000,
  taker_fee_ppm: 2_000,
  market_protection_ppm: 50_000,
  price_band_ppm: 100_000,
  market_band_ppm: 50_000,
};

/** Whole-TRX lots priced to 0.00001 USDT: the value of an order is exact at USDT's 6 decimals. */
export const TRXUSDT: SpotMarket = {
  ...BTCUSDT,
  symbol: 'TRXUSDT',
  base: 'TRX',
  price_scale: 5,
  quantity_scale: 0,
  min_quantity: '10',
  max_quantity: '50000000',
};
